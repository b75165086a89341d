import { describe, it } from 'vitest';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { uniqueEmail } from '../support/unique-email';
import { fill, logout, person, registerVerified, signInForm } from '../support/journeys';
import { createAccount } from '../support/account-steps';

const env = useE2E();

describe('my profile', () => {
  it('updates the name and the password, then signs in with the new password', async () => {
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
    await page.getByText('User Profile Updated Successfully!').waitFor();
    await page.getByText('Augusta Lovelace').first().waitFor();

    await logout(page);
    await signInForm(page, who.email, 'an even better secret');
    await page.getByText('Home: Profile Account').waitFor();
    await context.close();
  });
});
