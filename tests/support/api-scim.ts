import { randomBytes } from 'node:crypto';
import { assert } from 'superstruct';
import { expect } from 'vitest';
import {
  CreatedScimToken, CurrentUserResponse, FlowTokenResponse, ScimState, UserTokenResponse, type MemberRow, type ScimGroupSummary,
} from '../../src/api/contract';
import type { TestApi } from './api-app';
import { subscribedAppNames } from './api-billing';
import { listRows, ownedAccount, products } from './api-members';
import { newDeviceId } from './api-users';
import { uniqueDomain } from './api-sso';

export const SCIM = '/scim/v2';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const SEARCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:SearchRequest';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- SCIM's documents are the provider's, not the contract's
export type ScimAnswer = { status: number; body: any; headers: Headers };

/** A call as an identity provider makes it: its bearer token, SCIM's media type, from `address` when given. */
export async function scim(
  api: TestApi, method: string, path: string, token: string | null, body?: unknown,
  options: { address?: string; contentType?: string } = {},
): Promise<ScimAnswer> {
  const headers = new Headers({ Accept: 'application/scim+json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', options.contentType ?? 'application/scim+json');
  const bindings = options.address
    ? { incoming: { socket: { remoteAddress: options.address, remotePort: 40000, remoteFamily: options.address.includes(':') ? 'IPv6' : 'IPv4' } } }
    : undefined;
  const response = await api.app.request(`${SCIM}${path}`, {
    method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  }, bindings);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

/** A SCIM answer's status, with its body in the failure message. */
export function expectStatus(answer: ScimAnswer, status: number): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
}

/** An account subscribed to the Business package, with a verified domain and a SCIM token from its administrator. */
export async function scimAccount(api: TestApi) {
  const { account, owner } = await ownedAccount(api);
  const domain = uniqueDomain();
  await api.db.query(
    'insert into sso_domains (account_id, domain, token, created_at, verified_at) values ($1, $2, $3, $4, $4)',
    [account.id, domain, randomBytes(16).toString('hex'), api.clock.now()],
  );
  const created = await api.post<CreatedScimToken>('account/scim/token', {}, owner.accountToken);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  assert(created.body, CreatedScimToken);
  return { account, owner, domain, token: created.body.token };
}

/** GET account/scim as the administrator sees it. */
export async function scimState(api: TestApi, accountToken: string): Promise<ScimState> {
  const response = await api.get<ScimState>('account/scim', accountToken);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  assert(response.body, ScimState);
  return response.body;
}

/** The administrator makes the group grant the apps named (of the account's subscribed ones). */
export async function grantApps(api: TestApi, accountToken: string, groupId: string | number, names: string[]): Promise<ScimGroupSummary> {
  const all = await products(api, accountToken);
  const ids = names.map((name) => {
    const found = all.find((product) => product.name === name);
    if (!found) throw new Error(`no app ${name}`);
    return found.id;
  });
  const response = await api.post<ScimGroupSummary>(`account/scim/groups/${groupId}/apps`, { product_ids: ids }, accountToken);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** The member list's row of an address: tenancy, suspension and the apps it shows allowed; null when not listed as a member. */
export async function memberView(api: TestApi, accountToken: string, email: string) {
  const row: MemberRow | undefined = (await listRows(api, accountToken)).find((candidate) => candidate.email === email && candidate.status === 2);
  if (!row) return null;
  return {
    tenancy: row.tenancy, suspended: row.suspended,
    apps: row.packages.filter((pkg) => pkg.isAllowed).map((pkg) => pkg.product_name).sort(),
  };
}

/** Someone provisioned without a password chooses one by 'Forgot password', as the issue says: their session token. */
export async function sessionByReset(api: TestApi, email: string): Promise<string> {
  const deviceId = newDeviceId();
  const forgot = await api.post<FlowTokenResponse>('auth/forgot-password', { email });
  expect(forgot.status).toBe(200);
  const { code } = await api.latestMail(email);
  const grant = await api.post<FlowTokenResponse>('auth/verify-forgot-password-otp', { otp: code, token: forgot.body.token, device_id: deviceId });
  expect(grant.status, JSON.stringify(grant.body)).toBe(200);
  const password = 'a password of their own';
  const reset = await api.post<UserTokenResponse>('auth/reset-password', {
    token: grant.body.token, password, confirm_password: password, device_id: deviceId,
  });
  expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  return reset.body.token;
}

/**
 * What the person sees of the account: whether it is among their accounts (GET auth's
 * userAccounts), and then the apps on their dashboard; whether the token they held keeps working.
 */
export async function personView(api: TestApi, sessionToken: string, accountId: number, heldAccountToken?: string) {
  const me = await api.get('auth', sessionToken);
  expect(me.status).toBe(200);
  assert(me.body, CurrentUserResponse);
  const account = me.body.userAccounts.find((candidate) => candidate.id === accountId);
  const held = heldAccountToken ? (await api.get('package/subscribed-apps', heldAccountToken)).status : null;
  return { listed: Boolean(account), apps: account ? (await subscribedAppNames(api, account.user_account_token)).sort() : null, heldTokenStatus: held };
}
