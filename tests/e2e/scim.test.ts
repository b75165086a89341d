import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { person } from '../support/journeys';
import { appsList, createAccount } from '../support/account-steps';
import { deviceOf } from '../support/member-steps';
import { startDnsServer, type TestDnsServer } from '../support/dns-server';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { connectOidc, continueWithSso, openSso, verifyDomain } from '../support/sso-steps';
import { subscribeAccount } from '../support/subscribe-steps';

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
const env = useE2E({ env: () => ({ DNS_SERVERS: dns.address }) });
let oidc: TestOidcProvider;
beforeAll(async () => {
  oidc = await startOidcProvider({ redirectUri: `${env.portal.url}/api/v1/sso/oidc/callback` });
});
afterAll(async () => {
  await Promise.all([dns?.close(), oidc?.close()]);
});

/** A call the identity provider makes, with the SCIM token. */
async function provider<T = { id: string }>(token: string, method: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${env.portal.url}/scim/v2${path}`, {
    method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/scim+json' }, body: JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

describe('directory sync: the account’s identity provider provisions people and groups', () => {
  it('a token, a provisioned person and a group granting an app: the person signs in with SSO and sees the app; deactivated, the account is gone from their choice', async () => {
    const domain = `scim-${randomBytes(4).toString('hex')}.example`;
    const owner = { ...person(`olivia@${domain}`), first_name: 'Olivia', last_name: 'Owner' };
    const admin = await deviceOf(env, owner);
    await createAccount(admin.page, { type: 'Private Individual', name: 'Synced Ltd' });
    await subscribeAccount(env, admin.page);
    await openSso(admin.page);
    await verifyDomain(admin.page, dns, domain);
    await connectOidc(admin.page, oidc);

    // The administrator creates the token on Directory sync: shown once, then only its last four characters.
    const sync = admin.page.getByRole('region', { name: 'Directory sync' });
    await sync.getByText(`${env.portal.url}/scim/v2`, { exact: true }).waitFor();
    await sync.getByRole('button', { name: 'Create SCIM token' }).click();
    const shown = sync.getByRole('group', { name: 'Token' });
    await shown.getByText('Copy the token now: it is shown only once.').waitFor();
    const token = (await shown.innerText()).match(/[A-Za-z0-9_-]{40,}/)?.[0] ?? '';
    expect(token).not.toBe('');

    // The provider pushes Olli and the group Analysts; the administrator lets Analysts use Insights.
    const olliEmail = `olli@${domain}`;
    const olli = await provider(token, 'POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: olliEmail, name: { givenName: 'Olli', familyName: 'Synced' }, active: true,
    });
    await provider(token, 'POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Analysts', members: [{ value: olli.id }],
    });
    await admin.page.reload();
    await sync.getByText(`Token ending in ${token.slice(-4)}`, { exact: false }).waitFor();
    expect(await sync.getByText(token).count()).toBe(0);
    const analysts = sync.getByRole('form', { name: 'Analysts' });
    await analysts.getByRole('combobox', { name: 'Apps' }).click();
    await admin.page.getByRole('option', { name: 'Insights', exact: true }).click();
    await analysts.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByText('The apps of the group were saved.').first().waitFor();

    // Olli's apps, as an administrator edits them, hold Insights ticked: the group gives it.
    await admin.page.getByRole('link', { name: 'Manage Users' }).click();
    await admin.page.getByRole('button', { name: `Edit ${olliEmail}` }).click();
    const edit = admin.page.getByRole('dialog', { name: 'Edit Membership' });
    const insights = edit.getByRole('checkbox', { name: 'Insights' });
    expect({ checked: await insights.isChecked(), disabled: await insights.isDisabled() }).toEqual({ checked: true, disabled: true });
    await expect.poll(() => insights.evaluate((box) => document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent))
      .toBe('Given by the directory group Analysts (Single sign-on, Directory sync).');
    expect(await edit.getByRole('checkbox', { name: 'Ledger' }).isDisabled()).toBe(false);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Olli signs in through the provider and sees Insights, the group's app, and no other.
    oidc.addPerson({ subject: 'olli-scim', email: olliEmail, firstName: 'Olli', lastName: 'Synced' });
    const device = await newDevice(env.browser, env.portal.url);
    await continueWithSso(device.page, olliEmail);
    await device.page.waitForURL((url) => url.origin === oidc.issuer);
    await device.page.getByRole('button', { name: 'Sign in' }).click();
    await device.page.getByText('Home: Synced Ltd').waitFor();
    await appsList(device.page).getByText('Insights').first().waitFor();
    expect(await appsList(device.page).getByText('Ledger').count()).toBe(0);

    // Deactivated by the provider: Olli's next move finds the account gone.
    await provider(token, 'PATCH', `/Users/${olli.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'replace', value: { active: false } }],
    });
    await device.page.reload();
    // The account selection ('/'), still signed in, without Synced Ltd: Olli has no other account.
    await device.page.waitForURL((url) => url.pathname === '/');
    await device.page.getByText('Olli Synced').first().waitFor();
    expect(await device.page.getByText('Synced Ltd').count()).toBe(0);

    await Promise.all([admin.context.close(), device.context.close()]);
  });
});
