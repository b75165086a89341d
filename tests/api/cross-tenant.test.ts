import { beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, memberMessages, scimMessages, ssoMessages, twoStepMessages } from '../../src/api/contract';
import { ACCOUNT_NOT_FOUND_MESSAGE, ADMINISTRATORS_ONLY_MESSAGE, USER_NOT_IN_ACCOUNT_MESSAGE } from '../../server/accounts/messages';
import { ACCOUNT_TOKEN_NEEDED_MESSAGE, SESSION_EXPIRED_MESSAGE, SESSION_TOKEN_NEEDED_MESSAGE } from '../../server/auth/messages';
import { excludedNotMembersMessage } from '../../server/billing/messages';
import { dbKinds, useApiApp, type ApiResponse, type TestApi } from '../support/api-app';
import { updateForm } from '../support/api-accounts';
import { BUSINESS_PACKAGE } from '../support/api-members';
import { snapshotDb } from '../support/db-snapshot';
import { leaksIn } from '../support/leaks';
import { buildTenants, expireShortSessions, type Tenants } from '../support/tenants';
import { addPasskey, newAuthenticator } from '../support/api-passkeys';
import { PASSWORD } from '../support/api-users';
import { ERROR_SCHEMA, PATCH_OP, SEARCH_SCHEMA, scim, type ScimAnswer } from '../support/api-scim';
import { fuzzRoutes } from '../support/fuzz-routes';

/*
 * The cross-tenant matrix (issue 9, "Proofs" 1): every call that acts on an account, tried by every
 * caller who must not reach the target account. Each try must be refused with DESIGN's answer
 * ("Decisions already taken": 401 naming the token, 404 for a non-member, 403 for a STANDARD
 * member), show nothing of the target account, and change no row of any table.
 */

type Refusal = { status: number; body: Record<string, unknown> };
const refusal = (status: number, message: string): Refusal => ({ status, body: { message } });
const EXPIRED = refusal(401, SESSION_EXPIRED_MESSAGE);
const ACCOUNT_TOKEN_NEEDED = refusal(401, ACCOUNT_TOKEN_NEEDED_MESSAGE);
const NOT_FOUND = refusal(404, ACCOUNT_NOT_FOUND_MESSAGE);
const ADMINS_ONLY = refusal(403, ADMINISTRATORS_ONLY_MESSAGE);

type Send = (api: TestApi, token: string | null, t: Tenants) => Promise<ApiResponse>;
type Call = {
  name: string;
  /** Administrator calls, which a STANDARD member is refused. */
  admin: boolean;
  send: Send;
  /** POST product carries the account token in its body, where a missing one is a missing field. */
  withoutToken?: Refusal;
  /** A list (or a page of one) the attacker may read in their own account: it must hold nothing of the target's. */
  ownRead?: boolean;
  /** The attacker's own valid token, the target's things named in the body. */
  naming?: { send: Send; refusal: (t: Tenants) => Refusal };
};

/** Every route that takes an account token (server/routes: requireAccount and authenticateAccount). */
const calls: Call[] = [
  {
    name: 'PUT account', admin: true,
    send: (api, token) => api.put('account', updateForm({ account_name: 'Taken Over Ltd' }), token),
  },
  {
    name: 'PUT account/two-step', admin: true,
    send: (api, token) => api.put('account/two-step', { require_two_step: false }, token),
  },
  {
    name: 'POST account/session-portal', admin: true,
    send: (api, token, t) => api.post('account/session-portal', { account_id: t.target.account.id }, token),
    naming: {
      send: (api, token, t) => api.post('account/session-portal', { account_id: t.target.account.id }, token),
      refusal: () => NOT_FOUND,
    },
  },
  { name: 'GET account/activity', admin: true, ownRead: true, send: (api, token) => api.get('account/activity?page_size=1000', token) },
  { name: 'GET account/activity/csv', admin: true, send: (api, token) => api.get('account/activity/csv', token) },
  { name: 'GET account/sso/domains', admin: true, ownRead: true, send: (api, token) => api.get('account/sso/domains', token) },
  {
    name: 'POST account/sso/domains', admin: true,
    send: (api, token) => api.post('account/sso/domains', { domain: 'intruder.example' }, token),
  },
  {
    name: 'POST account/sso/domains/{id}/verify', admin: true,
    send: (api, token, t) => api.post(`account/sso/domains/${t.target.ssoDomain.id}/verify`, {}, token),
    naming: {
      send: (api, token, t) => api.post(`account/sso/domains/${t.target.ssoDomain.id}/verify`, {}, token),
      refusal: () => refusal(404, ssoMessages.domainNotFound),
    },
  },
  {
    name: 'POST account/sso/domains/{id}/remove', admin: true,
    send: (api, token, t) => api.post(`account/sso/domains/${t.target.ssoDomain.id}/remove`, {}, token),
    naming: {
      send: (api, token, t) => api.post(`account/sso/domains/${t.target.ssoDomain.id}/remove`, {}, token),
      refusal: () => refusal(404, ssoMessages.domainNotFound),
    },
  },
  { name: 'GET account/sso/connection', admin: true, ownRead: true, send: (api, token) => api.get('account/sso/connection', token) },
  {
    name: 'POST account/sso/connection', admin: true,
    send: (api, token) => api.post('account/sso/connection', { protocol: 'saml', metadata_url: 'https://intruder.example/metadata' }, token),
  },
  { name: 'POST account/sso/connection/test', admin: true, send: (api, token) => api.post('account/sso/connection/test', {}, token) },
  { name: 'POST account/sso/connection/remove', admin: true, send: (api, token) => api.post('account/sso/connection/remove', {}, token) },
  // Three flags of the caller's own account, no list: nothing of another account to look for in it.
  { name: 'GET account/sso/policy', admin: true, send: (api, token) => api.get('account/sso/policy', token) },
  // Switching it off is what an intruder would want: their way past the target's identity provider.
  { name: 'POST account/sso/policy', admin: true, send: (api, token) => api.post('account/sso/policy', { require_sso: false }, token) },
  { name: 'GET user/administrators', admin: true, ownRead: true, send: (api, token) => api.get('user/administrators', token) },
  { name: 'GET user/all', admin: true, ownRead: true, send: (api, token) => api.get('user/all', token) },
  {
    name: 'PUT user/promote-admin-to-primary-contact', admin: true,
    send: (api, token, t) => api.put('user/promote-admin-to-primary-contact', { user_id: t.target.owner.id }, token),
    naming: {
      send: (api, token, t) => api.put('user/promote-admin-to-primary-contact', { user_id: t.target.owner.id }, token),
      refusal: () => refusal(404, USER_NOT_IN_ACCOUNT_MESSAGE),
    },
  },
  {
    name: 'GET invitation/get-user-account-invitations', admin: true, ownRead: true,
    send: (api, token) => api.get('invitation/get-user-account-invitations', token),
  },
  {
    name: 'POST invitation/invite', admin: true,
    send: (api, token) => api.post('invitation/invite', { emails: 'intruder@example.com', tenancy: 'ADMINISTRATOR' }, token),
  },
  {
    name: 'POST invitation/cancel-membership-invitation', admin: true,
    send: (api, token, t) => api.post('invitation/cancel-membership-invitation', { email: t.target.standard.email }, token),
    naming: {
      send: (api, token, t) => api.post('invitation/cancel-membership-invitation', { email: t.target.standard.email }, token),
      refusal: () => refusal(404, memberMessages.memberNotFound),
    },
  },
  {
    name: 'POST invitation/allow-package-membership-invitation', admin: true,
    send: (api, token, t) =>
      api.post('invitation/allow-package-membership-invitation', { email: t.target.invitee, packages: [1, 2, 3], tenancy: 'ADMINISTRATOR' }, token),
    naming: {
      send: (api, token, t) =>
        api.post('invitation/allow-package-membership-invitation', { email: t.target.invitee, packages: [1, 2, 3], tenancy: 'ADMINISTRATOR' }, token),
      refusal: () => refusal(404, memberMessages.memberNotFound),
    },
  },
  {
    name: 'POST package/subscribe', admin: true,
    send: (api, token) => api.post('package/subscribe', { package_id: BUSINESS_PACKAGE, excluded_users: [] }, token),
    naming: {
      send: (api, token, t) => api.post('package/subscribe', { package_id: BUSINESS_PACKAGE, excluded_users: [t.target.standard.id] }, token),
      // The same answer as for an id nobody has: the caller learns nothing but the id they sent.
      refusal: (t) => ({
        status: 400,
        body: { message: excludedNotMembersMessage([t.target.standard.id]), errors: { excluded_users: excludedNotMembersMessage([t.target.standard.id]) } },
      }),
    },
  },
  { name: 'GET account/scim', admin: true, send: (api, token) => api.get('account/scim', token) },
  { name: 'POST account/scim/token', admin: true, send: (api, token) => api.post('account/scim/token', {}, token) },
  { name: 'POST account/scim/token/revoke', admin: true, send: (api, token) => api.post('account/scim/token/revoke', {}, token) },
  {
    name: 'POST account/scim/groups/{id}/apps', admin: true,
    send: (api, token, t) => api.post(`account/scim/groups/${t.target.scimGroupId}/apps`, { product_ids: [] }, token),
    naming: {
      send: (api, token, t) => api.post(`account/scim/groups/${t.target.scimGroupId}/apps`, { product_ids: [] }, token),
      refusal: () => refusal(404, scimMessages.groupNotFound),
    },
  },
  { name: 'GET product', admin: false, ownRead: true, send: (api, token) => api.get('product', token) },
  {
    name: 'POST product (token in the body)', admin: false,
    send: (api, token) => api.post('product', token === null ? { referrer: 'insights' } : { referrer: 'insights', token }),
    withoutToken: { status: 400, body: { message: 'Token is required', errors: { token: 'Token is required' } } },
  },
  { name: 'GET package/subscribed-apps', admin: false, ownRead: true, send: (api, token) => api.get('package/subscribed-apps', token) },
];

type Caller = { name: string; token: (t: Tenants) => string | null; refusal: Refusal; onlyAdminCalls?: boolean };

const callers: Caller[] = [
  { name: 'no token', token: () => null, refusal: EXPIRED },
  { name: 'a session token (the wrong kind)', token: (t) => t.target.owner.token, refusal: ACCOUNT_TOKEN_NEEDED },
  // As if the server had signed Mallory a token naming the target: the membership decides, not the signature.
  { name: "another account's administrator, target named in a signed token", token: (t) => t.attacker.forgedTargetToken, refusal: NOT_FOUND },
  { name: "another account's administrator, own token's account rewritten", token: (t) => t.attacker.tamperedTargetToken, refusal: EXPIRED },
  { name: 'a STANDARD member', token: (t) => t.target.standard.accountToken, refusal: ADMINS_ONLY, onlyAdminCalls: true },
  { name: 'a member whose membership was canceled', token: (t) => t.target.canceledAccountToken, refusal: NOT_FOUND },
  { name: 'an expired session', token: (t) => t.target.expiringAccountToken, refusal: EXPIRED },
  { name: 'a logged-out session', token: (t) => t.target.loggedOutAccountToken, refusal: EXPIRED },
];

/** Filled by the matrix below, for the coverage check at the end. */
const scimCallNames: string[] = [];

const matrix = calls.flatMap((call) =>
  callers.filter((caller) => call.admin || !caller.onlyAdminCalls).map((caller) => ({ call, caller })),
);

describe.each(dbKinds)('cross-tenant matrix (%s)', (kind) => {
  const api = useApiApp(kind);
  let t: Tenants;

  beforeAll(async () => {
    t = await buildTenants(api);
    expireShortSessions(api);
  });

  // rate_limit_hits: the abuse limits count refused attempts by design; every other table must stand still.
  // A served call records its caller's session activity (Signed-in devices): only for those, the sessions' count is compared.
  const snapshot = (served: boolean) => snapshotDb(api.db, { skip: ['rate_limit_hits'], countOnly: served ? ['sessions'] : [] });

  /** Sends, and proves the answer shows nothing of the target and no table changed. */
  async function sendAndCheck(send: () => Promise<ApiResponse>, served = false): Promise<ApiResponse> {
    const before = await snapshot(served);
    const response = await send();
    expect(leaksIn(response.body, t.secrets)).toEqual([]);
    expect(await snapshot(served)).toEqual(before);
    return response;
  }

  it.each(matrix.map(({ call, caller }) => [call.name, caller.name, call, caller] as const))(
    '%s, by %s: refused, nothing shown, nothing changed',
    async (_call, _caller, call, caller) => {
      const response = await sendAndCheck(() => call.send(api, caller.token(t), t));
      const expected = caller.token(t) === null && call.withoutToken ? call.withoutToken : caller.refusal;
      expect({ status: response.status, body: response.body }).toEqual(expected);
    },
  );

  it.each(calls.filter((call) => call.naming).map((call) => [call.name, call] as const))(
    "%s, by another account's administrator with their own token naming the target's things: refused",
    async (_name, call) => {
      const response = await sendAndCheck(() => call.naming!.send(api, t.attacker.accountToken, t));
      expect({ status: response.status, body: response.body }).toEqual(call.naming!.refusal(t));
    },
  );

  it.each(calls.filter((call) => call.ownRead).map((call) => [call.name, call] as const))(
    "%s, by another account's administrator in their own account: served, with nothing of the target's",
    async (_name, call) => {
      const response = await sendAndCheck(() => call.send(api, t.attacker.accountToken, t), true);
      expect(response.status).toBe(200);
      // A list, a page of one, or the one connection an account has (the attacker's own: none).
      const body = response.body as { entries?: unknown; connection?: unknown };
      const list = Array.isArray(response.body) ? response.body : (body.entries ?? (body.connection === null ? [] : undefined));
      expect(Array.isArray(list)).toBe(true);
    },
  );

  it("the target's checkout, confirmed by another account's administrator: 403, nothing shown, nothing changed", async () => {
    const response = await sendAndCheck(() => api.post('package/check-subscription', { hosted_page_id: t.target.hostedPageId }, t.attacker.token));
    expect({ status: response.status, body: response.body }).toEqual(refusal(403, billingMessages.checkoutNotYours));
  });

  // auth/confirm-sign-in confirms the caller's own session with their own password: it names no
  // account, and no other token confirms anything.
  const confirmCallers: [string, (t: Tenants) => string | null, Refusal][] = [
    ['no token', () => null, EXPIRED],
    ["the target owner's account token (the wrong kind)", (t) => t.target.owner.accountToken, refusal(401, SESSION_TOKEN_NEEDED_MESSAGE)],
    ["another account's administrator's token naming the target", (t) => t.attacker.forgedTargetToken, refusal(401, SESSION_TOKEN_NEEDED_MESSAGE)],
  ];

  it.each(confirmCallers)('POST auth/confirm-sign-in, by %s: refused, nothing shown, nothing changed', async (_who, token, expected) => {
    const response = await sendAndCheck(() => api.post('auth/confirm-sign-in', { password: PASSWORD, device_id: 'device-cross-tenant' }, token(t)));
    expect({ status: response.status, body: response.body }).toEqual(expected);
  });

  // A passkey is a user's, not an account's: another user naming one gets the answer an id nobody has gets.
  const passkeyCalls: [string, (token: string, id: number) => Promise<ApiResponse>][] = [
    ['PUT auth/passkeys/{id}', (token, id) => api.put(`auth/passkeys/${id}`, { name: 'Taken over' }, token)],
    ['POST auth/passkeys/{id}/remove', (token, id) => api.post(`auth/passkeys/${id}/remove`, { password: PASSWORD }, token)],
  ];

  it.each(passkeyCalls)("%s, naming the target owner's passkey, by another user: 404, nothing shown, nothing changed", async (_name, send) => {
    // Named after its owner's e-mail, a secret: an answer showing the passkey is a leak.
    const added = await addPasskey(api, t.target.owner.token, newAuthenticator(), { name: `${t.target.owner.email} key` });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const response = await sendAndCheck(() => send(t.attacker.token, added.body.passkey.id));
    expect({ status: response.status, body: response.body }).toEqual(refusal(404, twoStepMessages.passkeyNotFound));
  });

  // SCIM (/scim/v2): the bearer is the account's SCIM token, so every call acts on the token's account.
  type ScimCall = [string, (t: Tenants) => [method: string, path: string, body?: unknown]];
  const patchUser = { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] };
  const scimCalls: ScimCall[] = [
    ['GET /scim/v2/Users', () => ['GET', '/Users']],
    ['GET /scim/v2/Users?filter', (t) => ['GET', `/Users?filter=${encodeURIComponent(`userName eq "scim"`)}&x=${t.target.scimUserId}`]],
    ['GET /scim/v2/Users/{id}', (t) => ['GET', `/Users/${t.target.scimUserId}`]],
    ['PUT /scim/v2/Users/{id}', (t) => ['PUT', `/Users/${t.target.scimUserId}`, { userName: `taken@${t.target.ssoDomain.domain}`, active: false }]],
    ['PATCH /scim/v2/Users/{id}', (t) => ['PATCH', `/Users/${t.target.scimUserId}`, patchUser]],
    ['DELETE /scim/v2/Users/{id}', (t) => ['DELETE', `/Users/${t.target.scimUserId}`]],
    ['GET /scim/v2/Groups', () => ['GET', '/Groups']],
    ['GET /scim/v2/Groups/{id}', (t) => ['GET', `/Groups/${t.target.scimGroupId}`]],
    ['POST /scim/v2/Groups', (t) => ['POST', '/Groups', { displayName: 'Intruders', members: [{ value: t.target.scimUserId }] }]],
    ['PUT /scim/v2/Groups/{id}', (t) => ['PUT', `/Groups/${t.target.scimGroupId}`, { displayName: 'Renamed', members: [] }]],
    ['PATCH /scim/v2/Groups/{id}', (t) => ['PATCH', `/Groups/${t.target.scimGroupId}`, { schemas: [PATCH_OP], Operations: [{ op: 'remove', path: 'members' }] }]],
    ['DELETE /scim/v2/Groups/{id}', (t) => ['DELETE', `/Groups/${t.target.scimGroupId}`]],
    ['GET /scim/v2/ServiceProviderConfig', () => ['GET', '/ServiceProviderConfig']],
    ['GET /scim/v2/ResourceTypes', () => ['GET', '/ResourceTypes']],
    ['GET /scim/v2/ResourceTypes/{name}', () => ['GET', '/ResourceTypes/User']],
    ['GET /scim/v2/Schemas', () => ['GET', '/Schemas']],
    ['GET /scim/v2/Schemas/{id}', () => ['GET', `/Schemas/${encodeURIComponent('urn:ietf:params:scim:schemas:core:2.0:User')}`]],
    ['POST /scim/v2/.search', (t) => ['POST', '/.search', { schemas: [SEARCH_SCHEMA], filter: `id eq "${t.target.scimUserId}" or id eq "${t.target.scimGroupId}"` }]],
    ['POST /scim/v2/Users/.search', (t) => ['POST', '/Users/.search', { schemas: [SEARCH_SCHEMA], filter: `id eq "${t.target.scimUserId}" or userName pr` }]],
    ['POST /scim/v2/Groups/.search', (t) => ['POST', '/Groups/.search', { schemas: [SEARCH_SCHEMA], filter: `members[value eq "${t.target.scimUserId}"] or displayName pr` }]],
    ['POST /scim/v2/Users', (t) => ['POST', '/Users', { userName: `intruder@${t.target.ssoDomain.domain}`, name: { givenName: 'In' }, active: false }]],
  ];
  scimCallNames.push(...scimCalls.map(([name]) => name));
  const scimCallers: [string, (t: Tenants) => string | null][] = [
    ['no token', () => null],
    ["the target's account token (the wrong kind)", (t) => t.target.owner.accountToken],
    ["the target's SCIM token, altered", (t) => `${t.target.scimToken.slice(0, -1)}${t.target.scimToken.endsWith('A') ? 'B' : 'A'}`],
  ];
  const asScim = (answer: ScimAnswer): ApiResponse => answer;

  it.each(scimCalls.flatMap(([name, call]) => scimCallers.map(([who, token]) => [name, who, call, token] as const)))(
    '%s, by %s: 401 in SCIM\'s schema, nothing shown, nothing changed',
    async (_name, _who, call, token) => {
      const [method, path, body] = call(t);
      const response = await sendAndCheck(async () => asScim(await scim(api, method, path, token(t), body)));
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '401' });
    },
  );

  // POST Users writes the attacker's own resource: its own test below.
  it.each(scimCalls.filter(([name]) => name !== 'POST /scim/v2/Users').map(([name, call]) => [name, call] as const))(
    "%s, with another account's SCIM token naming the target's people and groups: answered as ids nobody has, nothing of the target's shown, nothing changed",
    async (_name, call) => {
      const [method, path, body] = call(t);
      const response = await sendAndCheck(async () => asScim(await scim(api, method, path, t.attacker.scimToken, body)));
      // Lists and documents answer with the attacker's own (nothing); the target's people and groups
      // are to the attacker's token as ids nobody has (404 by path, 400 as a group member); an
      // group naming the target's people is 400; a search finds the attacker's own (nothing).
      const namesTargets = /\/(Users|Groups)\/\d/.test(path);
      const expected = namesTargets ? 404 : method === 'POST' && !path.endsWith('/.search') ? 400 : 200;
      expect(response.status).toBe(expected);
      if (namesTargets) expect(response.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '404' });
    },
  );

  it("POST /scim/v2/Users at the target's domain with another account's SCIM token: only a resource of the attacker's own, nothing of the target's touched", async () => {
    const owned = async () => ({
      target: await api.db.query('select * from scim_users where account_id = $1 order by id', [t.target.account.id]),
      users: await api.db.query('select id, email, first_name, updated_at from users order by id'),
      memberships: await api.db.query('select * from user_accounts where account_id = $1 order by user_id', [t.target.account.id]),
    });
    const before = await owned();
    const address = `intruder@${t.target.ssoDomain.domain}`;
    // Inactive: the attacker's directory holds the resource and nobody is mailed.
    const answer = await scim(api, 'POST', '/Users?attributes=active', t.attacker.scimToken, { userName: address, name: { givenName: 'In' }, active: false });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 201, body: { schemas: [expect.any(String)], id: expect.any(String), active: false } });
    expect(leaksIn(answer.body, t.secrets)).toEqual([]);
    expect(await owned()).toEqual(before);
    expect(await api.count(`scim_users where account_id = ${t.attacker.accountId} and invited_email = '${address}'`)).toBe(1);
    expect(await api.mails(address)).toEqual([]);
    await api.db.query('delete from scim_users where account_id = $1', [t.attacker.accountId]);
  });

  it("has teeth: the target's own administrator is served, and the answers do show the target's things", async () => {
    const members = await api.get('invitation/get-user-account-invitations', t.target.owner.accountToken);
    expect(members.status).toBe(200);
    expect(leaksIn(members.body, t.secrets)).not.toEqual([]);
    const admins = await api.get('user/administrators', t.target.owner.accountToken);
    expect(leaksIn(admins.body, t.secrets)).not.toEqual([]);
  });
});

// Coverage by construction: the route fuzzing's table lists every mounted route (route-coverage.test.ts);
// every one of them taking an account token or a SCIM token must be tried here too.
describe('cross-tenant coverage', () => {
  const named = (name: string) => name.replace(/ \(.*\)$/, '').replace(/\?.*$/, '');
  const tried = () => new Set([...calls.map((call) => named(call.name)), ...scimCallNames.map(named)]);

  it('every route of the fuzzing table that takes an account or a SCIM token is in the matrix', () => {
    const needed = fuzzRoutes.filter((route) => route.bearer === 'account' || route.bearer === 'scim').map((route) => route.name);
    expect(needed.length).toBeGreaterThan(30);
    expect(needed.filter((name) => !tried().has(name))).toEqual([]);
  });
});
