import { describe, expect, it } from 'vitest';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { mailsTo, uniqueEmail } from '../support/mailbox';
import { enterCode, expectLanding, fill, logout, person, registerVerified, signInForm } from '../support/journeys';

const env = useE2E();

describe('forgotten password', () => {
  it('resets the password with the mailed code and signs the user in', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const who = person(uniqueEmail('reset'));
    await registerVerified(page, env.portal.url, who);
    await logout(page);

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/auth\/forgot-password/);
    await fill(page, { email: who.email });
    const seen = (await mailsTo(env.portal.url, who.email)).length;
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(/\/auth\/verify-otp\?token=/);
    await page.getByRole('heading', { name: 'Check Your email' }).waitFor();
    await enterCode(page, env.portal.url, who.email, 'Verify OTP Code', seen);
    await page.waitForURL(/\/auth\/reset-password\?token=/);

    await fill(page, { password: 'a brand new secret', confirm_password: 'a different one' });
    await page.locator('button[type="submit"]').click();
    await page.getByText('Passwords must match').waitFor();
    await fill(page, { confirm_password: 'a brand new secret' });
    await page.locator('button[type="submit"]').click();
    await expectLanding(page);

    await logout(page);
    await signInForm(page, who.email, who.password);
    await page.getByText('Invalid email or password.').first().waitFor();
    await signInForm(page, who.email, 'a brand new secret');
    await expectLanding(page);
    await context.close();
  });

  it('answers an unknown address exactly like a known one', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await page.goto('/auth/forgot-password');
    await fill(page, { email: uniqueEmail('nobody') });
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(/\/auth\/verify-otp\?token=/);
    expect(new URL(page.url()).searchParams.get('token')?.length).toBeGreaterThan(20);
    await context.close();
  });
});
