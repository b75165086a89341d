import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { person } from '../support/journeys';
import { createAccount, menuEntries } from '../support/account-steps';
import { deviceOf } from '../support/member-steps';
import { startDnsServer, type TestDnsServer } from '../support/dns-server';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { startSamlIdp, type SamlIdp } from '../support/saml-idp';
import { connectOidc, connectSaml, continueWithSso, openSso, verifyDomain } from '../support/sso-steps';

const NOT_SET_UP = 'Single sign-on is not set up for this address. Sign in with your password.';

let dns: TestDnsServer;
let saml: SamlIdp;
beforeAll(async () => {
  [dns, saml] = await Promise.all([startDnsServer(), startSamlIdp()]);
});
// The portal asks the test's own DNS server, which serves the record the administrator's page shows.
const env = useE2E({ env: () => ({ DNS_SERVERS: dns.address }) });
// The OpenID provider knows the portal's callback only once the portal has its address.
let oidc: TestOidcProvider;
beforeAll(async () => {
  oidc = await startOidcProvider({ redirectUri: `${env.portal.url}/api/v1/sso/oidc/callback` });
});
afterAll(async () => {
  await Promise.all([dns?.close(), saml?.close(), oidc?.close()]);
});

/** A new person's browser lands on the account's dashboard as a STANDARD member. */
async function landsAsStandardMember(page: Page, accountName: string): Promise<void> {
  await page.getByText(`Home: ${accountName}`).waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  const entries = await menuEntries(page);
  expect(entries).toContain('Dashboard');
  expect(entries).not.toContain('Manage Users');
}

describe('single sign-on: signing in through the account’s identity provider', () => {
  it('an administrator verifies a domain and connects OpenID Connect, then SAML; new people at the domain sign in through each, others are told to use their password', async () => {
    const domain = `sso-${randomBytes(4).toString('hex')}.example`;
    const owner = { ...person(`olivia@${domain}`), first_name: 'Olivia', last_name: 'Owner' };
    const admin = await deviceOf(env, owner);
    await createAccount(admin.page, { type: 'Private Individual', name: 'Federated Ltd' });
    await openSso(admin.page);
    await verifyDomain(admin.page, dns, domain);
    await connectOidc(admin.page, oidc);

    // A new person at the domain, on their own browser: through the provider's sign-in page and back.
    const olliEmail = `olli@${domain}`;
    oidc.addPerson({ subject: 'olli-1', email: olliEmail, firstName: 'Olli', lastName: 'Idc' });
    const olli = await newDevice(env.browser, env.portal.url);
    await continueWithSso(olli.page, olliEmail);
    await olli.page.waitForURL((url) => url.origin === oidc.issuer);
    expect(await olli.page.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe(olliEmail);
    await olli.page.getByRole('button', { name: 'Sign in' }).click();
    await landsAsStandardMember(olli.page, 'Federated Ltd');

    // An address at no domain with single sign-on is sent back to its password, the address kept.
    const stranger = await newDevice(env.browser, env.portal.url);
    await continueWithSso(stranger.page, `someone@not-${domain}`);
    await stranger.page.getByText(NOT_SET_UP).first().waitFor();
    expect(await stranger.page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(`someone@not-${domain}`);

    // SAML 2.0, on a phone: the administrator switches the connection; a new person signs in at the provider's form.
    await admin.page.setViewportSize({ width: 390, height: 844 });
    await connectSaml(admin.page, saml.metadataUrl);
    const sashaEmail = `sasha@${domain}`;
    const sasha = await newDevice(env.browser, env.portal.url, { width: 390, height: 844 });
    await continueWithSso(sasha.page, sashaEmail);
    await sasha.page.waitForURL((url) => url.origin === saml.url);
    await sasha.page.getByRole('textbox', { name: 'Email' }).fill(sashaEmail);
    await sasha.page.getByRole('textbox', { name: 'First name' }).fill('Sasha');
    await sasha.page.getByRole('textbox', { name: 'Last name' }).fill('Saml');
    await sasha.page.getByRole('button', { name: 'Sign in' }).click();
    await sasha.page.getByText('Home: Federated Ltd').waitFor();
    expect(new URL(sasha.page.url()).pathname).toBe('/dashboard');

    // The administrator sees both in the members list, as STANDARD members who joined by single sign-on.
    await admin.page.setViewportSize({ width: 1280, height: 800 });
    await admin.page.goto('/dashboard/activity');
    await admin.page.getByText('Member joined by single sign-on').first().waitFor();
    expect(await admin.page.getByText('Member joined by single sign-on').count()).toBeGreaterThanOrEqual(2);

    await Promise.all([admin.context.close(), olli.context.close(), stranger.context.close(), sasha.context.close()]);
  });

  it('a provider that signs in an address outside the verified domains is refused, naming the domain', async () => {
    const domain = `sso-${randomBytes(4).toString('hex')}.example`;
    const owner = { ...person(`ada@${domain}`), first_name: 'Ada', last_name: 'Admin' };
    const admin = await deviceOf(env, owner);
    await createAccount(admin.page, { type: 'Private Individual', name: 'Strict Ltd' });
    await openSso(admin.page);
    await verifyDomain(admin.page, dns, domain);
    await connectSaml(admin.page, saml.metadataUrl);
    await admin.context.close();

    const mallory = await newDevice(env.browser, env.portal.url);
    await continueWithSso(mallory.page, `mallory@${domain}`);
    await mallory.page.waitForURL((url) => url.origin === saml.url);
    await mallory.page.getByRole('textbox', { name: 'Email' }).fill('mallory@elsewhere.example');
    await mallory.page.getByRole('button', { name: 'Sign in' }).click();
    await mallory.page.getByText('This provider cannot sign in addresses at elsewhere.example.').waitFor();
    expect(new URL(mallory.page.url()).pathname).toBe('/auth/sso');
    await mallory.page.getByRole('button', { name: 'Continue' }).waitFor();
    await mallory.context.close();
  });
});
