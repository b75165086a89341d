import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { domainToASCII } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityActions, domainCheckAllowance, ssoMessages, tooManyAttemptsMessage, type MessageResponse, type SsoDomain, type SsoDomainList,
} from '../../src/api/contract';
import { ADMINISTRATORS_ONLY_MESSAGE } from '../../server/accounts/messages';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { allEntries, seen } from '../support/api-activity';
import { invitedMember, ownedAccount } from '../support/api-members';
import { startDnsServer, type TestDnsServer } from '../support/dns-server';

const DOMAINS = 'account/sso/domains';
const uniqueDomain = (name: string) => `${name}-${randomBytes(4).toString('hex')}.example`;

describe.each(dbKinds)('single sign-on domains (%s)', (kind) => {
  let dns: TestDnsServer;
  beforeAll(async () => {
    dns = await startDnsServer();
  });
  afterAll(() => dns.close());
  const api = useApiApp(kind, { env: () => ({ DNS_SERVERS: dns.address }) });

  const add = (token: string, domain: unknown) => api.post<SsoDomain>(DOMAINS, { domain }, token);
  const verify = (token: string, id: number, from?: string) => (from ? api.from(from) : api).post<SsoDomain>(`${DOMAINS}/${id}/verify`, {}, token);
  const remove = (token: string, id: number) => api.post<MessageResponse>(`${DOMAINS}/${id}/remove`, {}, token);
  const list = (token: string) => api.get<SsoDomainList>(DOMAINS, token);
  /** Publishes the record the domain's row asks for, as its administrator would at their DNS host. */
  const publish = (row: SsoDomain) => dns.records.set(row.record_name, ['v=spf1 -all', row.record_value]);

  async function addedDomain(t: TestApi, token: string, domain: string): Promise<SsoDomain> {
    const added = await t.post<SsoDomain>(DOMAINS, { domain }, token);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return added.body;
  }

  it('adds, lists, verifies once the TXT record is there, and removes a domain, each logged', async () => {
    const { owner } = await ownedAccount(api);
    const domain = uniqueDomain('acme');
    const added = await addedDomain(api, owner.accountToken, domain);
    expect(added).toEqual({
      id: expect.any(Number), domain, verified: false, verified_at: null, verification_lost_at: null,
      record_name: `_customer-portal.${domain}`, record_value: expect.stringMatching(/^customer-portal-verification=[0-9a-f]{32}$/),
    });
    expect((await list(owner.accountToken)).body).toEqual([added]);

    const early = await verify(owner.accountToken, added.id);
    expect({ status: early.status, body: early.body }).toEqual({ status: 409, body: { message: ssoMessages.recordNotFound } });
    // A record of another value (another account's token) proves nothing.
    dns.records.set(added.record_name, ['customer-portal-verification=0123456789abcdef0123456789abcdef']);
    expect((await verify(owner.accountToken, added.id)).body).toEqual({ message: ssoMessages.recordNotFound });

    publish(added);
    const verified = await verify(owner.accountToken, added.id);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({ id: added.id, verified: true, verified_at: expect.any(String) });
    expect((await list(owner.accountToken)).body).toEqual([verified.body]);

    const removed = await remove(owner.accountToken, added.id);
    expect({ status: removed.status, body: removed.body }).toEqual({ status: 200, body: { message: ssoMessages.domainRemoved } });
    expect((await list(owner.accountToken)).body).toEqual([]);
    expect((await remove(owner.accountToken, added.id)).body).toEqual({ message: ssoMessages.domainNotFound });

    const entries = (await allEntries(api, owner.accountToken)).filter((entry) => entry.action.startsWith('sso_'));
    expect(entries.map(seen)).toEqual([
      { who: 'Olivia Owner', what: activityActions.sso_domain_removed, subject: domain, details: '' },
      { who: 'Olivia Owner', what: activityActions.sso_domain_verified, subject: domain, details: '' },
      { who: 'Olivia Owner', what: activityActions.sso_domain_added, subject: domain, details: '' },
    ]);
  });

  it('stores a domain lower-case, trimmed and in its ASCII form, once per account', async () => {
    const { owner } = await ownedAccount(api);
    const tag = randomBytes(3).toString('hex');
    const added = await addedDomain(api, owner.accountToken, `  Bücher-${tag}.EXAMPLE. `);
    expect(added.domain).toBe(domainToASCII(`bücher-${tag}.example`));
    expect(added.domain).toMatch(/^xn--[a-z0-9-]+\.example$/);
    const again = await add(owner.accountToken, `bücher-${tag}.example`);
    expect({ status: again.status, body: again.body }).toEqual({
      status: 409, body: { message: ssoMessages.alreadyAdded, errors: { domain: ssoMessages.alreadyAdded } },
    });
  });

  it.each([
    ['a public e-mail domain', 'Gmail.com', ssoMessages.publicDomain],
    ['an IP address', '192.0.2.1', ssoMessages.domainInvalid],
    ['a single label', 'intranet', ssoMessages.domainInvalid],
    ['an address with a path', 'https://example.com/', ssoMessages.domainInvalid],
    ['a label past 63 characters', `${'a'.repeat(64)}.example`, ssoMessages.domainInvalid],
    ['a name past 253 characters', `${'abcdefghi.'.repeat(26)}example`, ssoMessages.domainTooLong],
    ['nothing', '  ', ssoMessages.domainRequired],
    ['a number', 42, 'Domain must be text'],
  ])('refuses %s, writing nothing', async (_what, domain, message) => {
    const { owner } = await ownedAccount(api);
    const before = await api.count('sso_domains');
    const refused = await add(owner.accountToken, domain);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 400, body: { message, errors: { domain: message } } });
    expect(await api.count('sso_domains')).toBe(before);
  });

  it('lets one account at most hold a domain verified', async () => {
    const first = await ownedAccount(api);
    const second = await ownedAccount(api);
    const domain = uniqueDomain('shared');
    // Adding is free: both add it before either verifies it.
    const firsts = await addedDomain(api, first.owner.accountToken, domain);
    const seconds = await addedDomain(api, second.owner.accountToken, domain);
    expect(seconds.record_value).not.toBe(firsts.record_value);

    publish(firsts);
    expect((await verify(first.owner.accountToken, firsts.id)).status).toBe(200);
    publish(seconds);
    const refused = await verify(second.owner.accountToken, seconds.id);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: { message: ssoMessages.belongsToAnotherAccount } });

    const third = await ownedAccount(api);
    const late = await add(third.owner.accountToken, domain);
    expect({ status: late.status, body: late.body }).toEqual({
      status: 409, body: { message: ssoMessages.belongsToAnotherAccount, errors: { domain: ssoMessages.belongsToAnotherAccount } },
    });
  });

  it("refuses a STANDARD member, and another account's domain id is one nobody has", async () => {
    const { account, owner } = await ownedAccount(api);
    const standard = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Sam', lastName: 'Standard' });
    const domain = await addedDomain(api, owner.accountToken, uniqueDomain('owned'));
    const adminsOnly = { status: 403, body: { message: ADMINISTRATORS_ONLY_MESSAGE } };
    for (const response of [
      await list(standard.accountToken), await add(standard.accountToken, uniqueDomain('sam')),
      await verify(standard.accountToken, domain.id), await remove(standard.accountToken, domain.id),
    ]) expect({ status: response.status, body: response.body }).toEqual(adminsOnly);

    const other = await ownedAccount(api);
    const notFound = { status: 404, body: { message: ssoMessages.domainNotFound } };
    for (const response of [await verify(other.owner.accountToken, domain.id), await remove(other.owner.accountToken, domain.id)]) {
      expect({ status: response.status, body: response.body }).toEqual(notFound);
    }
    expect((await list(other.owner.accountToken)).body).toEqual([]);
    expect((await list(owner.accountToken)).body).toEqual([domain]);
  });

  it("limits an account's checks to its hourly allowance: 429 with Retry-After, before any lookup", async () => {
    const { owner } = await ownedAccount(api);
    const domain = await addedDomain(api, owner.accountToken, uniqueDomain('busy'));
    for (let i = 0; i < domainCheckAllowance.perAccountPerHour; i += 1) {
      expect((await verify(owner.accountToken, domain.id, '198.51.100.7')).status).toBe(409);
    }
    publish(domain);
    const limited = await verify(owner.accountToken, domain.id, '198.51.100.8');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(3000);
    expect(limited.body).toEqual({ message: tooManyAttemptsMessage(retryAfter) });
    api.clock.advance(60 * 60 * 1000);
    expect((await verify(owner.accountToken, domain.id, '198.51.100.8')).body).toMatchObject({ verified: true });
  });

  it('limits one client address across accounts to its hourly allowance', async () => {
    const address = '203.0.113.9';
    const perAccount = domainCheckAllowance.perAccountPerHour;
    let checks = 0;
    while (checks < domainCheckAllowance.perAddressPerHour) {
      const { owner } = await ownedAccount(api);
      const domain = await addedDomain(api, owner.accountToken, uniqueDomain('office'));
      for (let i = 0; i < perAccount && checks < domainCheckAllowance.perAddressPerHour; i += 1, checks += 1) {
        expect((await verify(owner.accountToken, domain.id, address)).status).toBe(409);
      }
    }
    const { owner } = await ownedAccount(api);
    const fresh = await addedDomain(api, owner.accountToken, uniqueDomain('office'));
    expect((await verify(owner.accountToken, fresh.id, address)).status).toBe(429);
    expect((await verify(owner.accountToken, fresh.id, '203.0.113.10')).status).toBe(409);
  });
});

describe('a DNS server that does not answer', () => {
  let silent: Socket;
  beforeAll(async () => {
    silent = createSocket('udp4');
    await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
  });
  afterAll(() => silent.close());
  const api = useApiApp('pglite', { env: () => ({ DNS_SERVERS: `127.0.0.1:${silent.address().port}` }) });

  it('is "not found yet" after a few seconds, never a failure of the server', async () => {
    const { owner } = await ownedAccount(api);
    const domain = await api.post<SsoDomain>(DOMAINS, { domain: uniqueDomain('quiet') }, owner.accountToken);
    const started = Date.now();
    const answer = await api.post(`${DOMAINS}/${domain.body.id}/verify`, {}, owner.accountToken);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 409, body: { message: ssoMessages.recordNotFound } });
    // Two tries of 2.5 s each, and the rest of the call: well under a person's patience, even on a busy machine.
    expect(Date.now() - started).toBeLessThan(12_000);
  }, 20_000);
});
