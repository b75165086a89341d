import { describe, expect, it } from 'vitest';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { uniqueEmail } from '../support/unique-email';
import { enterCode, fill, logout, person, registerVerified, signInForm, storedToken } from '../support/journeys';
import { mailsTo } from '../support/mailbox';
import { createAccount } from '../support/account-steps';
import { addMember, selectedAccountId } from '../support/members-cli';
import {
  addPasskey, addVirtualAuthenticator, appCode, openSecurity, recoveryCodesIn, turnOnAuthenticatorApp,
} from '../support/two-step-steps';

// Passkeys need a domain: this file's portal is reached as localhost.
const env = useE2E({ host: 'localhost' });

const STEP_MS = 30_000;

describe('two-step verification', () => {
  it('signs in with a passkey alone, then with password and app code, then once with a recovery code', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await addVirtualAuthenticator(context, page);
    const who = person(uniqueEmail('two-step'));
    await registerVerified(page, env.portal.url, who);
    await createAccount(page, { type: 'Private Individual', name: 'Keyed Workshop' });
    const home = page.getByText('Home: Keyed Workshop');

    // A passkey, the first second factor: its recovery codes are shown once.
    await openSecurity(page);
    await addPasskey(page);
    const codes = await recoveryCodesIn(page);
    expect(codes).toHaveLength(10);
    expect(codes.every((code) => /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(code))).toBe(true);
    await page.getByRole('button', { name: 'Remove' }).first().waitFor();

    await logout(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await home.waitFor();
    expect(await page.locator('input[name="password"]').count()).toBe(0);

    // The authenticator app, set up from the key the screen shows.
    await openSecurity(page);
    const setupKey = await turnOnAuthenticatorApp(page);
    await page.getByText('On', { exact: true }).first().waitFor();

    await logout(page);
    await signInForm(page, who.email, who.password);
    await page.waitForURL(/\/auth\/verify-2fa\?/);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    // The next step's code: the one that turned the app on may still be current, and no code works twice.
    await page.locator('input[name="otp"]').fill(appCode(setupKey, Date.now() + STEP_MS));
    await page.getByRole('button', { name: 'Verify' }).click();
    await home.waitFor();

    // A recovery code signs in once.
    for (const attempt of ['first', 'again'] as const) {
      await logout(page);
      await signInForm(page, who.email, who.password);
      await page.waitForURL(/\/auth\/verify-2fa\?/);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.locator('input[name="recovery_code"]').fill(codes[0]);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (attempt === 'first') await home.waitFor();
      else await page.getByText('The recovery code is not valid.').first().waitFor();
    }
    expect(await page.locator('input[name="recovery_code"]').inputValue()).toBe(codes[0]);
    await context.close();
  });

  it('sends a member without a second factor to Security when the account requires it', async () => {
    const owner = person(uniqueEmail('strict-owner'));
    const admin = await newDevice(env.browser, env.portal.url);
    await registerVerified(admin.page, env.portal.url, owner);
    await createAccount(admin.page, { type: 'Private Individual', name: 'Strict Studio' });
    const accountId = await selectedAccountId(admin.page);
    await openSecurity(admin.page);
    await turnOnAuthenticatorApp(admin.page);
    await recoveryCodesIn(admin.page);

    await admin.page.goto('/dashboard/update-account');
    await admin.page.getByText('Require two-step verification for all members').click();
    await admin.page.getByText('Two-step verification is now required for all members.').waitFor();
    await admin.context.close();

    const member = person(uniqueEmail('strict-member'));
    const device = await newDevice(env.browser, env.portal.url);
    await registerVerified(device.page, env.portal.url, member);
    await addMember(env.portal, { email: member.email, accountId, tenancy: 'STANDARD' });
    await logout(device.page);
    await signInForm(device.page, member.email, member.password);
    await device.page.waitForURL((url) => url.pathname === '/dashboard/security');
    await device.page.getByText('This account requires two-step verification. Set it up to continue.').waitFor();

    // Nothing else of the account opens until they have one.
    await device.page.goto('/dashboard');
    await device.page.waitForURL((url) => url.pathname === '/dashboard/security');
    await device.context.close();
  });

  it('a forgotten password of a user with the app ends at the second step and signs in with the app code', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const who = person(uniqueEmail('reset-two-step'));
    await registerVerified(page, env.portal.url, who);
    await createAccount(page, { type: 'Private Individual', name: 'Reset Works' });
    await openSecurity(page);
    const setupKey = await turnOnAuthenticatorApp(page);
    await recoveryCodesIn(page);
    await logout(page);

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await fill(page, { email: who.email });
    const seen = (await mailsTo(env.portal.url, who.email)).length;
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(/\/auth\/verify-otp\?token=/);
    await enterCode(page, env.portal.url, who.email, 'Verify OTP Code', seen);
    await page.waitForURL(/\/auth\/reset-password\?token=/);
    await fill(page, { password: 'a brand new secret', confirm_password: 'a brand new secret' });
    await page.locator('button[type="submit"]').click();

    // The mailbox set the password; the app still has the last word.
    await page.waitForURL(/\/auth\/verify-2fa\?/);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    expect(await storedToken(page)).toEqual({ local: null, session: null });
    await page.locator('input[name="otp"]').fill(appCode(setupKey, Date.now() + STEP_MS));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Home: Reset Works').waitFor();
    await context.close();
  });
});
