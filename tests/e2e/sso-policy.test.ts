import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e-suite';
import { uniqueEmail } from '../support/unique-email';
import { logout, person, signInForm } from '../support/journeys';
import { createAccount } from '../support/account-steps';
import { deviceOf, inviteMembers, invitationLink, mailCount, openManageUsers } from '../support/member-steps';
import { startDnsServer, type TestDnsServer } from '../support/dns-server';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { connectOidc, verifyDomain } from '../support/sso-steps';

const REQUIRE_SSO = 'Require single sign-on for people at verified domains';
const REFUSAL = 'Your organisation signs in with single sign-on. Use Sign in with SSO.';

let dns: TestDnsServer;
let oidc: TestOidcProvider;
beforeAll(async () => {
  dns = await startDnsServer();
  oidc = await startOidcProvider();
});
afterAll(async () => {
  await dns?.close();
  await oidc?.close();
});
// The portal asks the test's own DNS server, which serves the record the page shows.
const env = useE2E({ env: () => ({ DNS_SERVERS: dns.address }) });

/** Signs out, then in again with the password on the same browser. */
async function signInAgain(page: Page, email: string, password: string): Promise<void> {
  await logout(page);
  await signInForm(page, email, password);
}

const signedIn = (page: Page) => page.getByRole('button', { name: 'Logout' }).waitFor();

describe('single sign-on: policy', () => {
  it("an administrator requires single sign-on: a STANDARD member at the domain is refused the password, the administrator and other domains are not", async () => {
    const domain = `policy-${randomBytes(4).toString('hex')}.example`;
    const owner = { ...person(`olivia@${domain}`), first_name: 'Olivia', last_name: 'Owner' };
    const admin = await deviceOf(env, owner);
    await createAccount(admin.page, { type: 'Private Individual', name: 'Policy Holders' });

    // A STANDARD member at the domain and a person at another domain, both with a password from before.
    const samEmail = `sam@${domain}`;
    const sam = await deviceOf(env, { ...person(samEmail), first_name: 'Sam', last_name: 'Standard' });
    const seen = await mailCount(env.portal.url, samEmail);
    await openManageUsers(admin.page);
    await inviteMembers(admin.page, samEmail);
    await sam.page.goto(await invitationLink(env.portal.url, samEmail, seen));
    await sam.page.getByRole('button', { name: 'Accept Invitation' }).click();
    await sam.page.getByText('Home: Policy Holders').waitFor();
    const eveEmail = uniqueEmail('eve');
    const eve = await deviceOf(env, { ...person(eveEmail), first_name: 'Eve', last_name: 'Elsewhere' });

    await admin.page.getByRole('navigation').getByRole('link', { name: 'Single sign-on' }).click();
    const policy = admin.page.getByRole('region', { name: 'Policy' });
    const toggle = policy.getByRole('switch', { name: REQUIRE_SSO });
    await policy.getByText('Verify a domain and test the connection before requiring single sign-on.').waitFor();
    expect(await toggle.isDisabled()).toBe(true);

    await verifyDomain(admin.page, dns, domain);
    await connectOidc(admin.page, oidc);
    await expect.poll(() => toggle.isDisabled()).toBe(false);
    await policy.getByText(REQUIRE_SSO).click();
    await admin.page.getByText('Single sign-on is now required for people at your verified domains.').first().waitFor();
    expect(await toggle.isChecked()).toBe(true);

    // The member at the domain: the right password, refused with the way to sign in instead.
    await signInAgain(sam.page, samEmail, owner.password);
    await sam.page.getByText(REFUSAL).waitFor();
    expect(new URL(sam.page.url()).pathname).toBe('/auth/login');

    // The administrator at the domain keeps the password; so does a person at another domain.
    await signInAgain(admin.page, owner.email, owner.password);
    await signedIn(admin.page);
    await signInAgain(eve.page, eveEmail, owner.password);
    await signedIn(eve.page);

    await Promise.all([admin.context.close(), sam.context.close(), eve.context.close()]);
  });
});
