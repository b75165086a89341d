import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { mailsTo } from '../support/mailbox';
import { uniqueEmail } from '../support/unique-email';
import { enterCode, logout, person, registerVerified, signInForm } from '../support/journeys';
import { createAccount } from '../support/account-steps';
import { openSecurity } from '../support/two-step-steps';

const env = useE2E();

/** The rows of a Security list that are not this browser's own. */
const otherRows = (page: Page, list: 'Your signed-in devices' | 'Your trusted devices') =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasNotText: 'This device' });

describe('signed-in and trusted devices', () => {
  it('signs another browser out, which lands on the login page and, still trusted, signs in again without a code', async () => {
    const who = person(uniqueEmail('devices'));
    const first = await newDevice(env.browser, env.portal.url);
    await registerVerified(first.page, env.portal.url, who);
    await createAccount(first.page, { type: 'Private Individual', name: 'Two Desks' });

    // A second browser signs in: a new device verifies the identity by code, and is trusted from then on.
    const second = await newDevice(env.browser, env.portal.url);
    const seen = (await mailsTo(env.portal.url, who.email)).length;
    await signInForm(second.page, who.email, who.password);
    await second.page.waitForURL(/\/auth\/verify-identity-otp\?token=/);
    await enterCode(second.page, env.portal.url, who.email, 'Verify Identity', seen);
    await second.page.getByText('Home: Two Desks').waitFor();

    // The first lists both sessions, itself marked, and signs the second out.
    await openSecurity(first.page);
    const signedIn = first.page.getByRole('list', { name: 'Your signed-in devices' }).getByRole('listitem');
    await signedIn.nth(1).waitFor();
    expect(await signedIn.count()).toBe(2);
    expect(await signedIn.first().innerText()).toContain('This device');
    expect(await otherRows(first.page, 'Your signed-in devices').innerText()).toMatch(/Chrome [\d.]+ on Linux/);
    await otherRows(first.page, 'Your signed-in devices').getByRole('button', { name: /^Sign out / }).click();
    await first.page.getByText('The device was signed out.').first().waitFor();
    await otherRows(first.page, 'Your signed-in devices').waitFor({ state: 'detached' });
    expect(await signedIn.count()).toBe(1);

    // The second's next move in the portal finds its session ended: it is on the login page, told why.
    await second.page.getByRole('navigation').getByRole('link', { name: 'My Profile' }).click();
    await second.page.waitForURL(/\/auth\/login/);
    await second.page.getByText('Your session has expired. Please sign in again.').first().waitFor();
    const stored = await second.page.evaluate(() => localStorage.getItem('portal_accessToken'));
    expect(stored).toBeNull();

    // Trusted, the second signs in again without a code.
    await signInForm(second.page, who.email, who.password);
    await second.page.getByText('Home: Two Desks').waitFor();

    for (const device of [first, second]) await device.context.close();
  });

  // One identity mail a minute per address: this journey is another user's, so its code is not held back.
  it('forgets a trusted browser: its next sign-in asks to verify the identity again', async () => {
    const who = person(uniqueEmail('forget'));
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await registerVerified(page, env.portal.url, who);
    await createAccount(page, { type: 'Private Individual', name: 'Forgetful Desk' });
    await logout(page);
    // Trusted since its e-mail was verified here: a sign-in goes straight in.
    await signInForm(page, who.email, who.password);
    await page.getByText('Home: Forgetful Desk').waitFor();

    await openSecurity(page);
    const trusted = page.getByRole('list', { name: 'Your trusted devices' }).getByRole('listitem');
    await trusted.first().waitFor();
    expect(await trusted.count()).toBe(1);
    expect(await trusted.innerText()).toContain('This device');
    await trusted.getByRole('button', { name: /^Forget / }).click();
    await page.getByText('The device is no longer trusted.', { exact: false }).first().waitFor();
    await page.getByText('No trusted device.', { exact: false }).waitFor();

    await logout(page);
    const seen = (await mailsTo(env.portal.url, who.email)).length;
    await signInForm(page, who.email, who.password);
    await page.waitForURL(/\/auth\/verify-identity-otp\?token=/);
    await enterCode(page, env.portal.url, who.email, 'Verify Identity', seen);
    await page.getByText('Home: Forgetful Desk').waitFor();
    await context.close();
  });
});
