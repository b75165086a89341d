import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoMessages, ssoSignInMessages, type SsoDomain, type SsoDomainList } from '../../src/api/contract';
import { LOST_AFTER_MS, RECHECK_EVERY_MS, recheckVerifiedDomains } from '../../server/sso/domain-recheck';
import { dbKinds, useApiApp } from '../support/api-app';
import { ownedAccount } from '../support/api-members';
import { newDeviceId } from '../support/api-users';
import { uniqueDomain } from '../support/api-sso';
import { startDnsServer, type TestDnsServer } from '../support/dns-server';
import { idpMetadataXml, signingCertificate } from '../support/saml-metadata';

/*
 * Issue 50, finding 9 (domains): a public suffix, and a domain under another account's verified
 * domain, cannot be added; verified domains are re-checked daily, and one whose record has been
 * gone for three days is no longer verified.
 */

const DOMAINS = 'account/sso/domains';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(dbKinds)('single sign-on: domain rules (%s)', (kind) => {
  let dns: TestDnsServer;
  let certificate: string;
  beforeAll(async () => {
    [dns, certificate] = await Promise.all([startDnsServer(), signingCertificate()]);
  });
  afterAll(() => dns.close());
  const api = useApiApp(kind, { env: () => ({ DNS_SERVERS: dns.address }) });

  const add = (token: string, domain: string) => api.post<SsoDomain>(DOMAINS, { domain }, token);
  const verify = (token: string, id: number) => api.post<SsoDomain>(`${DOMAINS}/${id}/verify`, {}, token);
  const listed = async (token: string, id: number) => (await api.get<SsoDomainList>(DOMAINS, token)).body.find((d) => d.id === id);
  const recheck = () => recheckVerifiedDomains(api.db, api.services.txtLookup, api.clock.now());

  async function verifiedDomain(token: string, domain: string): Promise<SsoDomain> {
    const added = await add(token, domain);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    dns.records.set(added.body.record_name, [added.body.record_value]);
    const verified = await verify(token, added.body.id);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verified.body;
  }

  it.each(['co.uk', 'github.io', 'gov.uk', 'blogspot.com', 'CO.UK.'])('refuses the public suffix %s under the field', async (domain) => {
    const { owner } = await ownedAccount(api);
    const refused = await add(owner.accountToken, domain);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 400, body: { message: ssoMessages.publicSuffix, errors: { domain: ssoMessages.publicSuffix } },
    });
  });

  it('adds a domain registered under a public suffix', async () => {
    const { owner } = await ownedAccount(api);
    expect((await add(owner.accountToken, `${uniqueDomain('acme').split('.')[0]}.co.uk`)).status).toBe(201);
    expect((await add(owner.accountToken, `${uniqueDomain('pages').split('.')[0]}.github.io`)).status).toBe(201);
  });

  it("refuses a domain under another account's verified domain, on adding and on verifying", async () => {
    const first = await ownedAccount(api);
    const second = await ownedAccount(api);
    const parent = uniqueDomain('corp');
    // Added before the other account verified the parent: its verification is refused.
    const early = await add(second.owner.accountToken, `eu.${parent}`);
    expect(early.status).toBe(201);
    await verifiedDomain(first.owner.accountToken, parent);

    for (const domain of [`sub.${parent}`, `deep.sub.${parent}`]) {
      const refused = await add(second.owner.accountToken, domain);
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 409, body: { message: ssoMessages.underAnotherAccount, errors: { domain: ssoMessages.underAnotherAccount } },
      });
    }
    dns.records.set(early.body.record_name, [early.body.record_value]);
    expect((await verify(second.owner.accountToken, early.body.id)).body).toEqual({ message: ssoMessages.underAnotherAccount });
    // A name that only ends in the same letters is not under it; the account's own subdomain is its own.
    expect((await add(second.owner.accountToken, `x${parent}`)).status).toBe(201);
    expect((await add(first.owner.accountToken, `sub.${parent}`)).status).toBe(201);
  });

  it("re-checks a verified domain daily; three days without its record, it is 'Verification lost' and signs nobody in", async () => {
    const { owner } = await ownedAccount(api);
    const domain = await verifiedDomain(owner.accountToken, uniqueDomain('recheck'));
    const saved = await api.post('account/sso/connection', { protocol: 'saml', metadata_xml: idpMetadataXml(certificate) }, owner.accountToken);
    expect(saved.status).toBe(200);
    const startAt = () => api.post('auth/sso/start', { email: `sam@${domain.domain}`, device_id: newDeviceId(), remember_me: true });
    expect((await startAt()).status).toBe(200);

    api.clock.advance(RECHECK_EVERY_MS);
    expect(await recheck()).toMatchObject({ missing: 0 });
    dns.records.delete(domain.record_name);
    api.clock.advance(RECHECK_EVERY_MS);
    await recheck();
    // The first miss is remembered; the domain still counts while the record may come back.
    expect(await listed(owner.accountToken, domain.id)).toMatchObject({ verified: true, verification_lost_at: null });
    for (let day = 1; day < LOST_AFTER_MS / DAY_MS; day += 1) {
      api.clock.advance(RECHECK_EVERY_MS);
      await recheck();
      expect(await listed(owner.accountToken, domain.id)).toMatchObject({ verified: true });
    }
    api.clock.advance(RECHECK_EVERY_MS);
    const lostFrom = api.clock.now().getTime();
    expect(await recheck()).toMatchObject({ lost: 1 });
    const lost = await listed(owner.accountToken, domain.id);
    expect(lost).toMatchObject({ verified: false, verified_at: null, verification_lost_at: expect.any(String) });
    expect(Date.parse(lost?.verification_lost_at ?? '')).toBeGreaterThanOrEqual(lostFrom);
    expect((await startAt()).body).toMatchObject({ message: ssoSignInMessages.notSetUp });

    // Verify again once the record is back: verified, and the loss forgotten.
    dns.records.set(domain.record_name, [domain.record_value]);
    expect((await verify(owner.accountToken, domain.id)).body).toMatchObject({ verified: true, verification_lost_at: null });
    expect((await startAt()).status).toBe(200);
  });

  it('forgets a miss once the record is found again', async () => {
    const { owner } = await ownedAccount(api);
    const domain = await verifiedDomain(owner.accountToken, uniqueDomain('flaky'));
    dns.records.delete(domain.record_name);
    api.clock.advance(RECHECK_EVERY_MS);
    await recheck();
    dns.records.set(domain.record_name, [domain.record_value]);
    api.clock.advance(RECHECK_EVERY_MS);
    await recheck();
    dns.records.delete(domain.record_name);
    for (let day = 0; day < LOST_AFTER_MS / DAY_MS; day += 1) {
      api.clock.advance(RECHECK_EVERY_MS);
      await recheck();
    }
    // Three daily misses since the last find, the first of them remembered only three days ago: still verified.
    expect(await listed(owner.accountToken, domain.id)).toMatchObject({ verified: true });
  });
});
