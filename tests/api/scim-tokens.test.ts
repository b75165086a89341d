import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SCIM_MAX_BODY_BYTES, SCIM_MAX_PAGE, activityActions, scimErrorDetails, scimMessages, type CreatedScimToken, type MessageResponse,
} from '../../src/api/contract';
import { ADMINISTRATORS_ONLY_MESSAGE } from '../../server/accounts/messages';
import { rules } from '../../server/limits/rules';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { allEntries, seen } from '../support/api-activity';
import { invitedMember } from '../support/api-members';
import { ERROR_SCHEMA, PATCH_OP, USER_SCHEMA, expectStatus, scim, scimAccount, scimState } from '../support/api-scim';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Everything directory sync and the memberships hold of an account, to prove a refused call changed nothing. */
async function syncState(api: TestApi, accountId: number) {
  const tables = ['scim_users', 'scim_groups', 'user_accounts', 'account_activity'];
  return Promise.all(tables.map((table) => api.db.query(`select * from ${table} where account_id = $1 order by 1, 2`, [accountId])));
}

/** Fills a limit's window as if `count` calls had just been made. */
async function fillWindow(api: TestApi, bucket: string, key: string, count: number) {
  await api.db.query(
    'insert into rate_limit_hits (bucket, key_hash, at) select $1, $2, $3 from generate_series(1, $4::int)',
    [bucket, sha256(key), api.clock.now(), count],
  );
}

describe.each(dbKinds)('directory sync tokens and limits (%s)', (kind) => {
  const api = useApiApp(kind);

  it('creates the token once, shows only its last four characters after, and revokes it; each logged', async () => {
    const { owner, token } = await scimAccount(api);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = await scimState(api, owner.accountToken);
    expect(state).toEqual({
      base_url: `${api.config.publicUrl}/scim/v2`, token: { last_four: token.slice(-4), created_at: expect.any(String) }, groups: [],
    });
    expect(JSON.stringify(state)).not.toContain(token);
    expect(await api.count(`scim_tokens where token_hash = '${sha256(token)}'`)).toBe(1);

    const second = await api.post<CreatedScimToken>('account/scim/token', {}, owner.accountToken);
    expect({ status: second.status, body: second.body }).toEqual({ status: 409, body: { message: scimMessages.tokenExists } });
    expectStatus(await scim(api, 'GET', '/Users', token), 200);

    const revoked = await api.post<MessageResponse>('account/scim/token/revoke', {}, owner.accountToken);
    expect({ status: revoked.status, body: revoked.body }).toEqual({ status: 200, body: { message: scimMessages.tokenRevoked } });
    expect((await scimState(api, owner.accountToken)).token).toBeNull();
    const refused = await scim(api, 'GET', '/Users', token);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 401, body: { schemas: [ERROR_SCHEMA], status: '401', detail: expect.any(String) },
    });

    const fresh = await api.post<CreatedScimToken>('account/scim/token', {}, owner.accountToken);
    expect(fresh.status).toBe(201);
    expect(fresh.body).toMatchObject({ base_url: `${api.config.publicUrl}/scim/v2`, last_four: fresh.body.token.slice(-4) });
    expectStatus(await scim(api, 'GET', '/ServiceProviderConfig', fresh.body.token), 200);

    const logged = (await allEntries(api, owner.accountToken)).filter((entry) => entry.action.startsWith('scim_token')).map(seen).reverse();
    expect(logged).toEqual([
      { who: 'Olivia Owner', what: activityActions.scim_token_created, subject: null, details: `Token ending in ${token.slice(-4)}` },
      { who: 'Olivia Owner', what: activityActions.scim_token_revoked, subject: null, details: `Token ending in ${token.slice(-4)}` },
      { who: 'Olivia Owner', what: activityActions.scim_token_created, subject: null, details: `Token ending in ${fresh.body.token.slice(-4)}` },
    ]);
  });

  it('refuses a STANDARD member every administrator call', async () => {
    const { account, owner } = await scimAccount(api);
    const standard = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Stan', lastName: 'Dard' });
    const calls = [
      api.get('account/scim', standard.accountToken),
      api.post('account/scim/token', {}, standard.accountToken),
      api.post('account/scim/token/revoke', {}, standard.accountToken),
      api.post('account/scim/groups/1/apps', { product_ids: [] }, standard.accountToken),
    ];
    for (const answer of await Promise.all(calls)) expect({ status: answer.status, body: answer.body }).toEqual({ status: 403, body: { message: ADMINISTRATORS_ONLY_MESSAGE } });
    expect((await scimState(api, owner.accountToken)).token).not.toBeNull();
  });

  it("answers 401 in SCIM's schema to no, a wrong or a revoked token; another account's token naming this one's people or groups is answered as for ids nobody has; nothing changed", async () => {
    const a = await scimAccount(api);
    const b = await scimAccount(api);
    const user = await scim(api, 'POST', '/Users', a.token, { schemas: [USER_SCHEMA], userName: `lee@${a.domain}`, name: { givenName: 'Lee' } });
    expectStatus(user, 201);
    const group = await scim(api, 'POST', '/Groups', a.token, { displayName: 'Ops', members: [{ value: user.body.id }] });
    expectStatus(group, 201);
    const before = await syncState(api, a.account.id);

    const revoked = (await scimAccount(api)).token;
    const revoker = await api.db.query<{ account_id: number }>('select account_id from scim_tokens where token_hash = $1', [sha256(revoked)]);
    await api.db.query('update scim_tokens set revoked_at = $2 where account_id = $1', [revoker[0].account_id, api.clock.now()]);
    const patch = { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] };
    for (const bearer of [null, 'not-a-token', `${a.token}x`, revoked]) {
      for (const [method, path, body] of [
        ['GET', '/Users', undefined], ['PATCH', `/Users/${user.body.id}`, patch], ['DELETE', `/Users/${user.body.id}`, undefined],
        ['DELETE', `/Groups/${group.body.id}`, undefined], ['POST', '/Users', { userName: `new@${a.domain}` }], ['GET', '/ServiceProviderConfig', undefined],
      ] as const) {
        const answer = await scim(api, method, path, bearer, body);
        expect({ status: answer.status, type: answer.headers.get('content-type'), schemas: answer.body.schemas, status_text: answer.body.status })
          .toEqual({ status: 401, type: 'application/scim+json', schemas: [ERROR_SCHEMA], status_text: '401' });
      }
    }
    // B's token speaks for B: lists show none of A's, and A's people and groups are to it as ids nobody
    // has (404, a member 400): the same answer, word for word, so a token learns nothing of other accounts.
    expect((await scim(api, 'GET', `/Users?filter=${encodeURIComponent(`userName eq "lee@${a.domain}"`)}`, b.token)).body).toMatchObject({ totalResults: 0 });
    expect((await scim(api, 'GET', '/Groups', b.token)).body).toMatchObject({ totalResults: 0 });
    const unknownUser = String(Number(user.body.id) + 10_000);
    const unknownGroup = String(Number(group.body.id) + 10_000);
    const namingCalls = (userId: string, groupId: string) => [
      ['GET', `/Users/${userId}`, undefined], ['PATCH', `/Users/${userId}`, patch], ['PUT', `/Users/${userId}`, { userName: `lee@${a.domain}`, active: false }],
      ['DELETE', `/Users/${userId}`, undefined], ['GET', `/Groups/${groupId}`, undefined],
      ['PATCH', `/Groups/${groupId}`, { schemas: [PATCH_OP], Operations: [{ op: 'remove', path: 'members' }] }], ['DELETE', `/Groups/${groupId}`, undefined],
      ['PUT', `/Groups/${groupId}`, { displayName: 'Ops', members: [] }],
      ['POST', '/Groups', { displayName: `Borrowed ${userId}`, members: [{ value: userId }] }],
    ] as const;
    const others = namingCalls(user.body.id, group.body.id);
    const nobodys = namingCalls(unknownUser, unknownGroup);
    for (const [index, [method, path, body]] of others.entries()) {
      const answer = await scim(api, method, path, b.token, body);
      const [, unknownPath, unknownBody] = nobodys[index];
      const unknown = await scim(api, method, unknownPath, b.token, unknownBody);
      const seen = (response: typeof answer, id: string) => ({
        status: response.status, scimType: response.body.scimType, detail: response.body.detail.replace(id, '<id>'), challenge: response.headers.get('www-authenticate'),
      });
      expect({ path, ...seen(answer, user.body.id) }).toEqual({ path, ...seen(unknown, unknownUser) });
      expect(answer.status).toBe(path === '/Groups' ? 400 : 404);
    }
    expect((await scim(api, 'GET', `/Users/${user.body.id}`, b.token)).body).toEqual({ schemas: [ERROR_SCHEMA], status: '404', detail: scimErrorDetails.userNotFound });
    expect((await scim(api, 'GET', `/Groups/${group.body.id}`, b.token)).body).toEqual({ schemas: [ERROR_SCHEMA], status: '404', detail: scimErrorDetails.groupNotFound });
    const borrowed = await scim(api, 'POST', '/Groups', b.token, { displayName: 'Borrowed', members: [{ value: user.body.id }] });
    expect(borrowed.body).toEqual({ schemas: [ERROR_SCHEMA], status: '400', scimType: 'invalidValue', detail: scimErrorDetails.memberNotProvisioned(user.body.id) });
    // Nor provision an address at A's domain as a member: B's directory can only invite it, as anyone may be invited.
    const invited = await scim(api, 'POST', '/Users', b.token, { userName: `kai@${a.domain}` });
    expectStatus(invited, 201);
    expect(await api.count(`users where email = 'kai@${a.domain}'`)).toBe(0);
    expect(await api.count(`invitations where email = 'kai@${a.domain}' and account_id = ${b.account.id} and status = 0`)).toBe(1);

    expect(await syncState(api, a.account.id)).toEqual(before);
  });

  it('limits a token\'s calls and an address\'s wrong tokens with 429 and Retry-After', async () => {
    const { token } = await scimAccount(api);
    const [{ id }] = await api.db.query<{ id: number }>('select id from scim_tokens where token_hash = $1', [sha256(token)]);
    await fillWindow(api, rules.scimCalls.bucket, String(id), rules.scimCalls.windows[0].limit - 1);
    expectStatus(await scim(api, 'GET', '/Users', token), 200);
    const limited = await scim(api, 'GET', '/Users', token);
    expect({ status: limited.status, schemas: limited.body.schemas, status_text: limited.body.status }).toEqual({ status: 429, schemas: [ERROR_SCHEMA], status_text: '429' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    api.clock.advance(61_000);
    expectStatus(await scim(api, 'GET', '/Users', token), 200);

    const address = '203.0.113.77';
    await fillWindow(api, rules.scimTokenFailures.bucket, address, rules.scimTokenFailures.windows[0].limit - 1);
    expectStatus(await scim(api, 'GET', '/Users', 'wrong', undefined, { address }), 401);
    const capped = await scim(api, 'GET', '/Users', 'wrong', undefined, { address });
    expect({ status: capped.status, status_text: capped.body.status }).toEqual({ status: 429, status_text: '429' });
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
    // A right token from that address is still served: providers call from addresses many customers share.
    expectStatus(await scim(api, 'GET', '/Users', token, undefined, { address }), 200);
    expectStatus(await scim(api, 'GET', '/Users', 'wrong', undefined, { address: '203.0.113.78' }), 401);
  });

  it('refuses a body over 1 MB, and pages at most SCIM_MAX_PAGE resources', async () => {
    const { account, domain, token } = await scimAccount(api);
    const large = await scim(api, 'POST', '/Users', token, { userName: `big@${domain}`, padding: 'x'.repeat(SCIM_MAX_BODY_BYTES) });
    expect({ status: large.status, status_text: large.body.status, schemas: large.body.schemas }).toEqual({ status: 413, status_text: '413', schemas: [ERROR_SCHEMA] });
    expect(await api.count(`users where email = 'big@${domain}'`)).toBe(0);
    // Just under the limit is read.
    const fits = await scim(api, 'POST', '/Users', token, { userName: `fits@${domain}`, padding: 'x'.repeat(SCIM_MAX_BODY_BYTES - 1000) });
    expectStatus(fits, 201);

    // SCIM_MAX_PAGE + 5 provisioned people, written directly: provisioning each through SCIM is the other suites' subject.
    const now = api.clock.now();
    await api.db.query(
      `with made as (
         insert into users (first_name, last_name, email, password_hash, created_at, updated_at)
         select 'P' || n, 'Person', 'p' || n || '@' || $2, '!single-sign-on', $3, $3 from generate_series(1, $4::int) n returning id, email)
       , joined as (insert into user_accounts (user_id, account_id, tenancy, created_at) select id, $1, 'STANDARD', $3 from made returning user_id)
       insert into scim_users (account_id, user_id, user_name, created_at, updated_at)
       select $1, j.user_id, m.email, $3, $3 from joined j join made m on m.id = j.user_id`,
      [account.id, domain, now, SCIM_MAX_PAGE + 5],
    );
    const total = SCIM_MAX_PAGE + 6;
    const first = await scim(api, 'GET', '/Users?count=1000', token);
    expect({ total: first.body.totalResults, items: first.body.itemsPerPage, length: first.body.Resources.length, start: first.body.startIndex })
      .toEqual({ total, items: SCIM_MAX_PAGE, length: SCIM_MAX_PAGE, start: 1 });
    const rest = await scim(api, 'GET', `/Users?startIndex=${SCIM_MAX_PAGE + 1}&count=100`, token);
    expect({ total: rest.body.totalResults, items: rest.body.itemsPerPage, start: rest.body.startIndex }).toEqual({ total, items: 6, start: SCIM_MAX_PAGE + 1 });
    const ids = new Set([...first.body.Resources, ...rest.body.Resources].map((user: { id: string }) => user.id));
    expect(ids.size).toBe(total);
    expect((await scim(api, 'GET', '/Users?count=0', token)).body).toMatchObject({ totalResults: total, itemsPerPage: 0, Resources: [] });
  });

  it('describes itself: ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const { token } = await scimAccount(api);
    const config = await scim(api, 'GET', '/ServiceProviderConfig', token);
    expect(config.headers.get('content-type')).toBe('application/scim+json');
    expect(config.body).toMatchObject({ patch: { supported: true }, bulk: { supported: false }, filter: { supported: true, maxResults: SCIM_MAX_PAGE } });
    const types = await scim(api, 'GET', '/ResourceTypes', token);
    expect(types.body.Resources.map((type: { endpoint: string }) => type.endpoint)).toEqual(['/Users', '/Groups']);
    const schemas = await scim(api, 'GET', '/Schemas', token);
    expect(schemas.body.Resources.map((schema: { id: string }) => schema.id))
      .toEqual([USER_SCHEMA, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User', 'urn:ietf:params:scim:schemas:core:2.0:Group']);
    expect((await scim(api, 'GET', '/Bulk', token)).body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '404' });
  });
});
