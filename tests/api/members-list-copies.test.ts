import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { MemberListCache } from '../../server/members/member-list-cache';
import { dbKinds, useApiApp } from '../support/api-app';
import { listedRows, readList, watchListBuilds } from '../support/api-member-list';
import { inviteOne, ownedAccount } from '../support/api-members';
import { leaksIn } from '../support/leaks';
import { buildTenants, expireShortSessions } from '../support/tenants';
import { uniqueEmail } from '../support/unique-email';

/** The members list's copies (server/members/member-list-cache.ts): ETags, who gets them, how many are kept. */
describe.each(dbKinds)('the members list served from its copy (%s)', (kind) => {
  const api = useApiApp(kind);

  it('sends an ETag and answers a matching If-None-Match with 304 and no body; never lets a browser keep it', async () => {
    const { owner } = await ownedAccount(api);
    const first = await readList(api, owner.accountToken);
    expect(first.status).toBe(200);
    expect(first.etag, 'weak: one tag for the plain body and its compressed copies').toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(first.cacheControl).toBe('no-store');
    const etag = first.etag as string;

    for (const header of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const again = await readList(api, owner.accountToken, { 'If-None-Match': header });
      expect(again, header).toMatchObject({ status: 304, text: '', etag, cacheControl: 'no-store' });
    }
    expect(await readList(api, owner.accountToken, { 'If-None-Match': '"something-else"' })).toMatchObject({ status: 200, etag, text: first.text });

    await inviteOne(api, owner.accountToken, uniqueEmail('new'));
    const changed = await readList(api, owner.accountToken, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(etag);
  });

  it('serves a copy only to those the list was always for: never another tenant, a Standard member or an ended session', async () => {
    const { target, attacker, secrets } = await buildTenants(api);
    const targets = await readList(api, target.owner.accountToken);
    expect(targets.status).toBe(200);
    // The target's list is now kept: every other caller still meets the same checks as before.
    const ownList = await readList(api, attacker.accountToken, { 'If-None-Match': targets.etag as string });
    expect(ownList.status).toBe(200);
    expect(ownList.etag).not.toBe(targets.etag);
    expect(leaksIn(ownList.rows, secrets)).toEqual([]);
    expect((await listedRows(api, target.owner.accountToken)).map((row) => row.email)).toContain(target.owner.email);

    const refused = {
      forged: await readList(api, attacker.forgedTargetToken),
      tampered: await readList(api, attacker.tamperedTargetToken),
      standard: await readList(api, target.standard.accountToken, { 'If-None-Match': targets.etag as string }),
      canceled: await readList(api, target.canceledAccountToken),
      loggedOut: await readList(api, target.loggedOutAccountToken),
    };
    expireShortSessions(api);
    const expired = await readList(api, target.expiringAccountToken);
    expect(Object.fromEntries(Object.entries({ ...refused, expired }).map(([name, answer]) => [name, answer.status]))).toEqual({
      forged: 404, tampered: 401, standard: 403, canceled: 404, loggedOut: 401, expired: 401,
    });
    for (const answer of [...Object.values(refused), expired]) {
      expect(answer.etag).toBeNull();
      expect(leaksIn(JSON.parse(answer.text), secrets)).toEqual([]);
    }
  });

  it('builds once for callers arriving together, and sees a write made by another instance on the same database', async () => {
    const { owner } = await ownedAccount(api);
    const watch = watchListBuilds(api);
    const answers = await Promise.all(Array.from({ length: 5 }, () => readList(api, owner.accountToken)));
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
    expect(watch.builds()).toBe(1);

    // A second server on the database, as a second instance behind a load balancer.
    const other = createApp({ config: api.config, db: api.db, mailer: api.services.mailer, clock: api.clock });
    const invited = uniqueEmail('elsewhere');
    const response = await other.request('/api/v1/invitation/invite', {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.accountToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ emails: invited, tenancy: 'STANDARD' }),
    });
    expect(response.status).toBe(200);
    expect((await listedRows(api, owner.accountToken)).map((row) => row.email)).toContain(invited);
  });

  it('keeps copies up to its size in bytes, least recently used out first, and rebuilds what it let go', async () => {
    const accounts = [await ownedAccount(api), await ownedAccount(api), await ownedAccount(api)];
    const probe = new MemberListCache(Number.MAX_SAFE_INTEGER);
    const sizes: number[] = [];
    for (const { account } of accounts) {
      // Every copy counts towards the bound: each one made (plain or compressed), and the rows
      // kept with their JSON lines (each counted as large as the list's JSON).
      const before = probe.size.bytes;
      const list = await probe.current(api.db, api.clock, account.id);
      const rowsOnly = probe.size.bytes;
      const br = await list.encodedAs('br');
      expect(probe.size.bytes - rowsOnly, 'only the coding asked for is made').toBe(br.byteLength);
      const [gzip, plain] = await Promise.all([list.encodedAs('gzip'), list.encodedAs(null)]);
      expect(probe.size.bytes - rowsOnly).toBe(br.byteLength + gzip.byteLength + plain.byteLength);
      expect(await list.encodedAs('br'), 'made once').toBe(br);
      expect(rowsOnly - before, 'the rows and their lines').toBe(2 * plain.byteLength);
      sizes.push(probe.size.bytes - before);
    }
    // Room for two of the three lists.
    const cache = new MemberListCache(sizes[0] + sizes[1] + Math.min(...sizes) - 1);
    const [a, b, c] = accounts.map(({ account }) => account.id);
    const bodyOf = async (accountId: number) => {
      const list = await cache.current(api.db, api.clock, accountId);
      const [plain] = await Promise.all([list.encodedAs(null), list.encodedAs('br'), list.encodedAs('gzip')]);
      return new TextDecoder().decode(plain);
    };

    const firstA = await bodyOf(a);
    await bodyOf(b);
    await bodyOf(a);
    await bodyOf(c);
    expect(cache.size.entries).toBe(2);
    expect(cache.size.bytes).toBeLessThanOrEqual(sizes[0] + sizes[1] + Math.min(...sizes) - 1);

    const watch = watchListBuilds(api);
    expect(await bodyOf(a)).toBe(firstA);
    expect(watch.builds()).toBe(0);
    await bodyOf(b);
    expect(watch.builds(), 'b was the least recently used, so it went').toBe(1);

    // A list larger than the whole cache is served and not kept.
    const tiny = new MemberListCache(10);
    expect(JSON.parse(new TextDecoder().decode(await (await tiny.current(api.db, api.clock, a)).encodedAs(null)))).toEqual(JSON.parse(firstA));
    expect(tiny.size).toEqual({ entries: 0, bytes: 0 });
  });
});
