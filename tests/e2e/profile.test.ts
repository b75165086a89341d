import { describe, expect, it } from 'vitest';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { codeIn, mailsTo, nextMail } from '../support/mailbox';
import { uniqueEmail } from '../support/unique-email';
import { fill, logout, person, registerVerified, signInForm } from '../support/journeys';
import { createAccount } from '../support/account-steps';

const env = useE2E();

describe('my profile', () => {
  it('updates the name and the password with the current one, then signs in with the new password', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const who = person(uniqueEmail('profile'));
    await registerVerified(page, env.portal.url, who);
    await createAccount(page, { type: 'Private Individual', name: 'Profile Account' });

    await page.getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL(/\/dashboard\/profile$/);
    await fill(page, { first_name: 'Augusta', password: 'short' });
    await page.getByRole('button', { name: 'Update User Profile' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await fill(page, { password: 'an even better secret' });
    await page.getByRole('button', { name: 'Update User Profile' }).click();
    await page.getByText('Confirm Password is required').waitFor();
    await fill(page, { confirm_password: 'an even better secret' });
    await page.getByRole('button', { name: 'Update User Profile' }).click();
    // A new password needs the current one: refused without it, and with a wrong one by the server.
    await page.getByText('Enter your current password.').waitFor();
    await page.getByLabel('Current password', { exact: true }).fill('not my password');
    await page.getByRole('button', { name: 'Update User Profile' }).click();
    await page.getByText('The current password is not correct.').first().waitFor();
    expect(await page.locator('input[name="password"]').inputValue()).toBe('an even better secret');
    await page.getByLabel('Current password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Update User Profile' }).click();
    await page.getByText('User Profile Updated Successfully!').waitFor();
    expect((await mailsTo(env.portal.url, who.email))[0].subject).toBe('Your password was changed');
    await page.getByText('Augusta Lovelace').first().waitFor();

    await logout(page);
    await signInForm(page, who.email, 'an even better secret');
    await page.getByText('Home: Profile Account').waitFor();
    await context.close();
  });

  it('keeps the old address as the login while a new one waits, until the code mailed to the new one is entered', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const who = person(uniqueEmail('mover'));
    const moved = uniqueEmail('moved');
    await registerVerified(page, env.portal.url, who);
    await createAccount(page, { type: 'Private Individual', name: 'Mover Account' });

    await page.getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL(/\/dashboard\/profile$/);
    await fill(page, { email: moved, current_password: who.password });
    await page.getByRole('button', { name: 'Update User Profile' }).click();
    await page.getByText('User Profile Updated Successfully!').waitFor();
    await page.getByText(`We sent a code to ${moved}. Enter it to start using it.`).waitFor();
    expect(await page.locator('input[name="email"]').inputValue()).toBe(who.email);
    expect((await mailsTo(env.portal.url, who.email))[0].subject).toBe('A new e-mail address was asked for');

    // The new address signs no one in yet; the old one still does.
    await logout(page);
    await signInForm(page, moved, who.password);
    await page.getByText('Invalid email or password.').waitFor();
    await signInForm(page, who.email, who.password);
    await page.getByText('Home: Mover Account').waitFor();

    await page.getByRole('link', { name: 'My Profile' }).click();
    await page.getByText(`We sent a code to ${moved}. Enter it to start using it.`).waitFor();
    await page.locator('input[name="otp"]').fill(codeIn(await nextMail(env.portal.url, moved)));
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.getByText(`Your email is now ${moved}.`).waitFor();
    await expect.poll(() => page.locator('input[name="email"]').inputValue()).toBe(moved);

    await logout(page);
    await signInForm(page, who.email, who.password);
    await page.getByText('Invalid email or password.').waitFor();
    await signInForm(page, moved, who.password);
    await page.getByText('Home: Mover Account').waitFor();
    await context.close();
  });
});
