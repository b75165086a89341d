import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedScimToken, CurrentUserResponse, Product, ScimGroupSummary } from '../../src/api/contract';
import { storageKeys } from '../../src/session/storage-keys';
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

/** A call to the portal's API as the browser's code makes it, with `token` as the bearer. */
async function apiCall<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${env.portal.url}/api/v1/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as T;
}

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

    // The token, created with the administrator's own account token, as the Directory sync section does.
    const sessionToken = await admin.page.evaluate(
      (key) => localStorage.getItem(key) ?? sessionStorage.getItem(key) ?? '', storageKeys.accessToken,
    );
    const me = await apiCall<CurrentUserResponse>('auth', sessionToken);
    const synced = me.userAccounts.find((account) => account.account_name === 'Synced Ltd');
    if (!synced) throw new Error('no Synced Ltd among the administrator’s accounts');
    const { token } = await apiCall<CreatedScimToken>('account/scim/token', synced.user_account_token, {});

    // The provider pushes Olli and the group Analysts; the administrator lets Analysts use Insights.
    const olliEmail = `olli@${domain}`;
    const olli = await provider(token, 'POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: olliEmail, name: { givenName: 'Olli', familyName: 'Synced' }, active: true,
    });
    const group = await provider(token, 'POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Analysts', members: [{ value: olli.id }],
    });
    const products = await apiCall<Product[]>('product', synced.user_account_token);
    const insights = products.find((product) => product.name === 'Insights');
    if (!insights) throw new Error('no Insights among the subscribed apps');
    await apiCall<ScimGroupSummary>(`account/scim/groups/${group.id}/apps`, synced.user_account_token, { product_ids: [insights.id] });

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
