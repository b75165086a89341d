import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createAccount } from '../support/account-steps';
import { startDnsServer, type TestDnsServer } from '../support/dns-server';
import { useE2E } from '../support/e2e-suite';
import { logout, person } from '../support/journeys';
import { deviceOf } from '../support/member-steps';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { connectOidc, continueWithSso, openSso, verifyDomain } from '../support/sso-steps';
import { appCode, openSecurity, recoveryCodesIn, turnOnAuthenticatorApp } from '../support/two-step-steps';

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
// The portal asks the test's own DNS server, which serves the record the administrator's page shows.
const env = useE2E({ env: () => ({ DNS_SERVERS: dns.address }) });
let oidc: TestOidcProvider;
beforeAll(async () => {
  oidc = await startOidcProvider({ redirectUri: `${env.portal.url}/api/v1/sso/oidc/callback` });
});
afterAll(async () => {
  await Promise.all([dns?.close(), oidc?.close()]);
});

/** The code that turned the app on may still be current, and no code works twice: the next step's. */
const STEP_MS = 30_000;

const CONFIRM = "Confirm it's you";

/** The account selection's card of the person's own account, which asks for their own sign-in. */
const ownCard = (page: Page) => page.getByRole('button', { name: /Own Workshop/ });

/** Whether the element lies wholly inside the page's viewport. */
async function fitsViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return Boolean(box && viewport && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height);
}

describe('a provider speaks for its own account only', () => {
  it('signs in by SSO into the organisation at once; the person’s own account asks for their password and app code', async () => {
    const domain = `own-${randomBytes(4).toString('hex')}.example`;

    // Account A: its administrator verifies the domain and connects OpenID Connect.
    const owner = { ...person(`olivia@${domain}`), first_name: 'Olivia', last_name: 'Owner' };
    const admin = await deviceOf(env, owner);
    await createAccount(admin.page, { type: 'Private Individual', name: 'Federated Ltd' });
    await openSso(admin.page);
    await verifyDomain(admin.page, dns, domain);
    await connectOidc(admin.page, oidc);
    await admin.context.close();

    // Pat, at the domain, has an authenticator app and an account of their own that requires two-step.
    const pat = { ...person(`pat@${domain}`), first_name: 'Pat', last_name: 'Own' };
    const { context, page } = await deviceOf(env, pat);
    await createAccount(page, { type: 'Private Individual', name: 'Own Workshop' });
    await openSecurity(page);
    const setupKey = await turnOnAuthenticatorApp(page);
    await recoveryCodesIn(page);
    await page.goto('/dashboard/update-account');
    await page.getByText('Require two-step verification for all members').click();
    await page.getByText('Two-step verification is now required for all members.').waitFor();
    await logout(page);

    // 'Sign in with SSO' through A's provider: no second factor asked, and A opens at once.
    oidc.addPerson({ subject: 'pat-1', email: pat.email, firstName: 'Pat', lastName: 'Own' });
    await continueWithSso(page, pat.email);
    await page.waitForURL((url) => url.origin === oidc.issuer);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Home: Federated Ltd').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    // Their own account is listed, and says it asks for their own sign-in.
    await page.getByRole('button', { name: 'Switch Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await ownCard(page).textContent()).toContain('Asks for your own sign-in');

    // On a phone the dialog fits the screen, its field and buttons at hand; Cancel keeps nothing.
    await page.setViewportSize({ width: 390, height: 844 });
    await ownCard(page).click();
    const narrow = page.getByRole('dialog', { name: CONFIRM });
    await narrow.waitFor();
    expect(await fitsViewport(page, narrow)).toBe(true);
    await narrow.locator('input[name="password"]').fill('half typed');
    expect(await fitsViewport(page, narrow.getByRole('button', { name: 'Continue' }))).toBe(true);
    await narrow.getByRole('button', { name: 'Cancel' }).click();
    await narrow.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');

    // At 1280 px: the password, then the app code, and the account opens.
    await page.setViewportSize({ width: 1280, height: 800 });
    await ownCard(page).click();
    const dialog = page.getByRole('dialog', { name: CONFIRM });
    await dialog.waitFor();
    expect(await dialog.locator('input[name="password"]').inputValue()).toBe('');
    await dialog.getByLabel('Password', { exact: true }).fill(pat.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.locator('input[name="otp"]').fill(appCode(setupKey, Date.now() + STEP_MS));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Home: Own Workshop').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    // The confirmed session is the one kept: a reload stays in the account, and A still opens.
    await page.reload();
    await page.getByText('Home: Own Workshop').waitFor();
    await page.getByRole('button', { name: 'Switch Account' }).click();
    expect(await ownCard(page).textContent()).not.toContain('Asks for your own sign-in');
    await page.getByRole('button', { name: 'Federated Ltd' }).click();
    await page.getByText('Home: Federated Ltd').waitFor();
    await context.close();
  });
});
