import { describe, expect, it } from 'vitest';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { linkIn, mailsTo, nextMail } from '../support/mailbox';
import { expectShownOnce } from '../support/shown-once';
import { uniqueEmail } from '../support/unique-email';
import { enterCode, expectLanding, logout, person, registerVerified, signInForm, storedToken } from '../support/journeys';

const env = useE2E();

describe('signing in', () => {
  it('signs out and back in on the same browser without a new verification', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const who = person(uniqueEmail('again'));
    await registerVerified(page, env.portal.url, who);
    await logout(page);
    expect(await storedToken(page)).toEqual({ local: null, session: null });
    const mailsBefore = (await mailsTo(env.portal.url, who.email)).length;
    await signInForm(page, who.email, who.password);
    await expectLanding(page);
    expect((await mailsTo(env.portal.url, who.email)).length).toBe(mailsBefore);
    await context.close();
  });

  it('asks a new device to verify the identity by code, then signs in', async () => {
    const first = await newDevice(env.browser, env.portal.url);
    const who = person(uniqueEmail('device'));
    await registerVerified(first.page, env.portal.url, who);
    await first.context.close();

    const { context, page } = await newDevice(env.browser, env.portal.url);
    const seen = (await mailsTo(env.portal.url, who.email)).length;
    await signInForm(page, who.email, who.password);
    await page.waitForURL(/\/auth\/verify-identity-otp\?token=/);
    await page.getByRole('heading', { name: 'Verify Identity' }).waitFor();
    await enterCode(page, env.portal.url, who.email, 'Verify Identity', seen);
    await expectLanding(page);
    await context.close();
  });

  it('lets a new device verify the identity through the magic link', async () => {
    const first = await newDevice(env.browser, env.portal.url);
    const who = person(uniqueEmail('link'));
    await registerVerified(first.page, env.portal.url, who);
    await first.context.close();

    const { context, page } = await newDevice(env.browser, env.portal.url);
    const seen = (await mailsTo(env.portal.url, who.email)).length;
    await signInForm(page, who.email, who.password);
    await page.waitForURL(/\/auth\/verify-identity-otp/);
    await page.goto(linkIn(await nextMail(env.portal.url, who.email, seen), '/auth/verify-identity'));
    await expectLanding(page);
    await context.close();
  });

  it("keeps the token in sessionStorage only when 'Keep me signed in' is off", async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const who = person(uniqueEmail('session'));
    await registerVerified(page, env.portal.url, who);
    await logout(page);
    await signInForm(page, who.email, who.password, false);
    await expectLanding(page);
    const token = await storedToken(page);
    expect(token.local).toBeNull();
    expect(token.session).toBeTruthy();
    await context.close();
  });

  it('answers a wrong password with one message and keeps the e-mail typed', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const who = person(uniqueEmail('wrong'));
    await registerVerified(page, env.portal.url, who);
    await logout(page);
    await signInForm(page, who.email, 'not the password');
    // Above the form, and nowhere else: no toast saying it again.
    await expectShownOnce(page, 'Invalid email or password.');
    expect(await page.getByRole('form', { name: 'Sign in to your account' }).getByRole('alert').innerText()).toContain('Invalid email or password.');
    expect(await page.locator('input[name="email"]').inputValue()).toBe(who.email);
    await context.close();
  });

  it('returns to the protected page that was asked for before signing in', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const who = person(uniqueEmail('return'));
    await registerVerified(page, env.portal.url, who);
    await logout(page);
    await page.goto('/create-account');
    await page.waitForURL(/\/auth\/login/);
    await signInForm(page, who.email, who.password);
    await page.waitForURL((url) => url.pathname === '/create-account');
    await context.close();
  });
});
