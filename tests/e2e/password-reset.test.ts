import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { comparable, observe, type ObservedAnswer } from '../support/http-answer';
import { mailsTo, nextMail } from '../support/mailbox';
import { uniqueEmail } from '../support/unique-email';
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
    const known = person(uniqueEmail('known'));
    const signup = await newDevice(env.browser, env.portal.url);
    await registerVerified(signup.page, env.portal.url, known);
    await signup.context.close();
    const unknown = uniqueEmail('nobody');
    const knownMails = (await mailsTo(env.portal.url, known.email)).length;

    const { context, page } = await newDevice(env.browser, env.portal.url);
    const forKnown = await askForReset(page, known.email);
    const forUnknown = await askForReset(page, unknown);

    expect(forUnknown.pageToken?.length).toBeGreaterThan(20);
    // Both took their own path on the server: only the known address was mailed a code.
    expect((await nextMail(env.portal.url, known.email, knownMails)).subject).toBe('Reset your password');
    expect(await mailsTo(env.portal.url, unknown)).toEqual([]);
    // ...and nothing in the answers tells the two apart.
    expect(comparable(forUnknown.answer)).toEqual(comparable(forKnown.answer));
    for (const { answer, pageToken } of [forKnown, forUnknown]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(pageToken).toBe((answer.body as { token: string }).token);
    }
    await context.close();
  });
});

/** Asks for a reset code on the forgot-password screen: the API's answer and the code screen's token. */
async function askForReset(page: Page, email: string): Promise<{ answer: ObservedAnswer; pageToken: string | null }> {
  await page.goto('/auth/forgot-password');
  await fill(page, { email });
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/auth/forgot-password',
  );
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const answer = await observe(await answered);
  await page.waitForURL(/\/auth\/verify-otp\?token=/);
  await page.getByRole('heading', { name: 'Check Your email' }).waitFor();
  return { answer, pageToken: new URL(page.url()).searchParams.get('token') };
}
