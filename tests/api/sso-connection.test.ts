import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityActions, connectionTestAllowance, ssoConnectionLabels as labels, ssoConnectionMessages as messages, tooManyAttemptsMessage,
  type MessageResponse, type SsoConnectionState, type TestConnectionResponse,
} from '../../src/api/contract';
import { ADMINISTRATORS_ONLY_MESSAGE } from '../../server/accounts/messages';
import { ssoTestEnv } from '../support/api-sso';
import { dbKinds, useApiApp } from '../support/api-app';
import { allEntries, seen } from '../support/api-activity';
import { invitedMember, ownedAccount } from '../support/api-members';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { IDP_ENTITY_ID, idpMetadataXml, serveMetadata, signingCertificate, type MetadataServer } from '../support/saml-metadata';

const CONNECTION = 'account/sso/connection';

describe.each(dbKinds)('single sign-on connection (%s)', (kind) => {
  let oidc: TestOidcProvider;
  let certificate: string;
  let metadata: MetadataServer;
  beforeAll(async () => {
    oidc = await startOidcProvider();
    certificate = await signingCertificate();
    metadata = await serveMetadata(() => idpMetadataXml(certificate));
  });
  afterAll(async () => {
    await oidc.close();
    await metadata.close();
  });
  const api = useApiApp(kind, { env: ssoTestEnv() });

  const read = (token: string) => api.get<SsoConnectionState>(CONNECTION, token);
  const save = (token: string, body: Record<string, unknown>) => api.post<SsoConnectionState>(CONNECTION, body, token);
  const test = (token: string, from?: string) => (from ? api.from(from) : api).post<TestConnectionResponse>(`${CONNECTION}/test`, {}, token);
  const remove = (token: string) => api.post<MessageResponse>(`${CONNECTION}/remove`, {}, token);
  const oidcBody = (overrides: Record<string, unknown> = {}) => ({
    protocol: 'oidc', issuer: oidc.issuer, client_id: oidc.clientId, client_secret: oidc.clientSecret, ...overrides,
  });
  const storedRow = async (accountId: number) =>
    (await api.db.query<{ client_secret_encrypted: string | null; tested_at: Date | null }>(
      'select client_secret_encrypted, tested_at from sso_connections where account_id = $1', [accountId],
    ))[0];

  it('shows what to register at the provider before anything is saved', async () => {
    const { owner } = await ownedAccount(api);
    const answer = await read(owner.accountToken);
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 200,
      body: {
        connection: null,
        provider: {
          redirect_uri: 'http://portal.test/api/v1/sso/oidc/callback',
          entity_id: 'http://portal.test/api/v1/sso/saml/metadata',
          acs_url: 'http://portal.test/api/v1/sso/saml/acs',
          metadata_url: 'http://portal.test/api/v1/sso/saml/metadata',
        },
      },
    });
  });

  it("answers the portal's SAML metadata publicly: the entity ID and ACS URL the page shows", async () => {
    const answer = await api.app.request('/api/v1/sso/saml/metadata');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/samlmetadata+xml');
    const root = new DOMParser().parseFromString(await answer.text(), 'text/xml').documentElement;
    expect(root?.getAttribute('entityID')).toBe('http://portal.test/api/v1/sso/saml/metadata');
    const acs = root?.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:metadata', 'AssertionConsumerService')[0];
    expect(acs?.getAttribute('Location')).toBe('http://portal.test/api/v1/sso/saml/acs');
  });

  it('saves an OpenID Connect connection with its secret sealed, never answered, kept when left empty', async () => {
    const { account, owner } = await ownedAccount(api);
    const saved = await save(owner.accountToken, oidcBody());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.connection).toEqual({
      protocol: 'oidc', issuer: oidc.issuer, client_id: oidc.clientId, has_client_secret: true, metadata_url: null, metadata_xml: null,
      updated_at: expect.any(String), tested_at: null, tested_issuer: null,
    });
    expect(JSON.stringify(saved.body)).not.toContain(oidc.clientSecret);
    expect(JSON.stringify((await read(owner.accountToken)).body)).not.toContain(oidc.clientSecret);
    const sealed = (await storedRow(account.id))?.client_secret_encrypted;
    expect(sealed).toEqual(expect.any(String));
    expect(sealed).not.toContain(oidc.clientSecret);
    expect(Buffer.from(sealed ?? '', 'base64').toString('latin1')).not.toContain(oidc.clientSecret);

    // The issuer changes, the secret stays: the test still authenticates as the client.
    const kept = await save(owner.accountToken, oidcBody({ client_secret: '', client_id: 'another-client' }));
    expect(kept.body.connection).toMatchObject({ client_id: 'another-client', has_client_secret: true });
    expect((await storedRow(account.id))?.client_secret_encrypted).toBe(sealed);
  });

  it('tests an OpenID Connect connection against the provider, and a change makes it untested again', async () => {
    const { account, owner } = await ownedAccount(api);
    await save(owner.accountToken, oidcBody());
    const tested = await test(owner.accountToken);
    expect({ status: tested.status, body: tested.body }).toEqual({ status: 200, body: { issuer: oidc.issuer } });
    expect((await read(owner.accountToken)).body.connection).toMatchObject({ tested_at: expect.any(String), tested_issuer: oidc.issuer });

    // Saved as it is: no change, still tested.
    await save(owner.accountToken, oidcBody({ client_secret: '' }));
    expect((await storedRow(account.id))?.tested_at).not.toBeNull();
    await save(owner.accountToken, oidcBody({ client_id: 'renamed' }));
    expect((await read(owner.accountToken)).body.connection).toMatchObject({ tested_at: null, tested_issuer: null });
  });

  it("says 'The provider could not be reached.' for an issuer nobody answers at, and clears the last success", async () => {
    const { account, owner } = await ownedAccount(api);
    await save(owner.accountToken, oidcBody());
    expect((await test(owner.accountToken)).status).toBe(200);
    const gone = await startOidcProvider();
    await gone.close();
    await save(owner.accountToken, oidcBody({ issuer: gone.issuer }));
    const started = Date.now();
    const refused = await test(owner.accountToken);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: { message: messages.providerUnreachable } });
    expect(Date.now() - started).toBeLessThan(7000);
    expect((await storedRow(account.id))?.tested_at).toBeNull();
    // A path that is no issuer: its discovery document is missing.
    await save(owner.accountToken, oidcBody({ issuer: `${oidc.issuer}/elsewhere` }));
    expect((await test(owner.accountToken)).body).toEqual({ message: messages.providerUnreachable });
  });

  it("refuses to test a secret that does not open, such as one copied from another account's row", async () => {
    const first = await ownedAccount(api);
    const second = await ownedAccount(api);
    await save(first.owner.accountToken, oidcBody());
    await save(second.owner.accountToken, oidcBody());
    await api.db.query(
      'update sso_connections set client_secret_encrypted = (select client_secret_encrypted from sso_connections where account_id = $1) where account_id = $2',
      [first.account.id, second.account.id],
    );
    expect((await test(second.owner.accountToken)).body).toEqual({ message: messages.secretUnreadable });
    expect((await test(first.owner.accountToken)).body).toEqual({ issuer: oidc.issuer });
  });

  it('saves a SAML connection by metadata URL and by pasted XML, and tests each: the entityID is the issuer', async () => {
    const { owner } = await ownedAccount(api);
    const byUrl = await save(owner.accountToken, { protocol: 'saml', metadata_url: metadata.url, metadata_xml: '' });
    expect(byUrl.body.connection).toMatchObject({ protocol: 'saml', metadata_url: metadata.url, metadata_xml: null, issuer: null, has_client_secret: false });
    expect((await test(owner.accountToken)).body).toEqual({ issuer: IDP_ENTITY_ID });

    const xml = idpMetadataXml(certificate, { entityId: 'urn:pasted:idp' });
    const pasted = await save(owner.accountToken, { protocol: 'saml', metadata_xml: xml });
    expect(pasted.body.connection).toMatchObject({ metadata_url: null, metadata_xml: xml, tested_at: null });
    expect((await test(owner.accountToken)).body).toEqual({ issuer: 'urn:pasted:idp' });
  });

  it('drops the OpenID Connect fields and secret when the protocol becomes SAML, and needs the secret again after', async () => {
    const { account, owner } = await ownedAccount(api);
    await save(owner.accountToken, oidcBody());
    await save(owner.accountToken, { protocol: 'saml', metadata_url: metadata.url });
    expect((await storedRow(account.id))?.client_secret_encrypted).toBeNull();
    const back = await save(owner.accountToken, oidcBody({ client_secret: '' }));
    expect({ status: back.status, body: back.body }).toEqual({
      status: 400, body: { message: messages.clientSecretRequired, errors: { client_secret: messages.clientSecretRequired } },
    });
  });

  it.each([
    ['no issuer', { issuer: ' ' }, 'issuer', messages.issuerRequired],
    ['a relative issuer', { issuer: 'login.example.com' }, 'issuer', messages.urlInvalid(labels.issuer)],
    ['an http issuer off loopback', { issuer: 'http://login.example.com' }, 'issuer', messages.urlNotHttps(labels.issuer)],
    ['an issuer with credentials', { issuer: 'https://user:pass@login.example.com' }, 'issuer', messages.urlInvalid(labels.issuer)],
    ['a file issuer', { issuer: 'file:///etc/passwd' }, 'issuer', messages.urlInvalid(labels.issuer)],
    ['no client id', { client_id: '' }, 'client_id', messages.clientIdRequired],
    ['no secret on the first save', { client_secret: '' }, 'client_secret', messages.clientSecretRequired],
    ['a secret past its limit', { client_secret: 'x'.repeat(1025) }, 'client_secret', 'Client secret must be at most 1024 characters'],
    ['an unknown protocol', { protocol: 'ldap' }, 'protocol', messages.protocolInvalid],
  ])('refuses %s, writing nothing', async (_what, overrides, field, message) => {
    const { owner } = await ownedAccount(api);
    const before = await api.count('sso_connections');
    const refused = await save(owner.accountToken, oidcBody(overrides));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message, errors: { [field]: message } });
    expect(await api.count('sso_connections')).toBe(before);
  });

  it('accepts https issuers at names, and http issuers only at hosts the operator lists (127.0.0.1 here)', async () => {
    const { owner } = await ownedAccount(api);
    for (const issuer of ['https://login.example.com/tenant', 'https://localhost:9443', 'http://127.0.0.1:9000']) {
      expect((await save(owner.accountToken, oidcBody({ issuer }))).status).toBe(200);
    }
    for (const issuer of ['http://localhost:9000', 'http://[::1]:9000']) {
      expect((await save(owner.accountToken, oidcBody({ issuer }))).body).toMatchObject({ errors: { issuer: messages.urlNotHttps(labels.issuer) } });
    }
  });

  it('says in plain words what SAML metadata lacks', async () => {
    const { owner } = await ownedAccount(api);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ metadata_url: '', metadata_xml: '' }, 'metadata_url', messages.metadataMissing],
      [{ metadata_url: metadata.url, metadata_xml: idpMetadataXml(certificate) }, 'metadata_url', messages.metadataBoth],
      [{ metadata_url: 'http://idp.example.com/metadata' }, 'metadata_url', messages.urlNotHttps(labels.metadataUrl)],
      [{ metadata_xml: '<md:EntityDescriptor' }, 'metadata_xml', messages.metadataNotXml],
      [{ metadata_xml: '<html><body>Sign in</body></html>' }, 'metadata_xml', messages.metadataNoEntity],
      [{ metadata_xml: idpMetadataXml(certificate, { idp: false }) }, 'metadata_xml', messages.metadataNoIdp],
      [{ metadata_xml: idpMetadataXml(certificate, { binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST' }) }, 'metadata_xml', messages.metadataNoRedirect],
      [{ metadata_xml: idpMetadataXml(certificate, { certificate: null }) }, 'metadata_xml', messages.metadataNoCertificate],
      [{ metadata_xml: idpMetadataXml(certificate, { certificate: 'bm90IGEgY2VydGlmaWNhdGU=' }) }, 'metadata_xml', messages.metadataNoCertificate],
      [{ metadata_xml: 'x'.repeat(50_001) }, 'metadata_xml', 'Metadata XML must be at most 50000 characters'],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await save(owner.accountToken, { protocol: 'saml', ...fields });
      expect({ status: refused.status, body: refused.body }, message).toEqual({ status: 400, body: { message, errors: { [field]: message } } });
    }
  });

  it('removes the connection, each change logged by its protocol', async () => {
    const { owner } = await ownedAccount(api);
    expect((await remove(owner.accountToken)).body).toEqual({ message: messages.noConnection });
    expect((await test(owner.accountToken)).body).toEqual({ message: messages.noConnection });
    await save(owner.accountToken, oidcBody());
    await save(owner.accountToken, oidcBody({ client_secret: '' }));
    await save(owner.accountToken, { protocol: 'saml', metadata_url: metadata.url });
    const removed = await remove(owner.accountToken);
    expect({ status: removed.status, body: removed.body }).toEqual({ status: 200, body: { message: messages.connectionRemoved } });
    expect((await read(owner.accountToken)).body.connection).toBeNull();
    const entries = (await allEntries(api, owner.accountToken)).filter((entry) => entry.action.startsWith('sso_connection'));
    expect(entries.map(seen)).toEqual([
      { who: 'Olivia Owner', what: activityActions.sso_connection_removed, subject: labels.saml, details: '' },
      { who: 'Olivia Owner', what: activityActions.sso_connection_saved, subject: labels.saml, details: '' },
      { who: 'Olivia Owner', what: activityActions.sso_connection_saved, subject: labels.oidc, details: '' },
    ]);
  });

  it('refuses a STANDARD member every call, and keeps each account to its own connection', async () => {
    const { account, owner } = await ownedAccount(api);
    const standard = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Sam', lastName: 'Standard' });
    await save(owner.accountToken, oidcBody());
    const adminsOnly = { status: 403, body: { message: ADMINISTRATORS_ONLY_MESSAGE } };
    for (const response of [
      await read(standard.accountToken), await save(standard.accountToken, oidcBody()),
      await test(standard.accountToken), await remove(standard.accountToken),
    ]) expect({ status: response.status, body: response.body }).toEqual(adminsOnly);
    const other = await ownedAccount(api);
    expect((await read(other.owner.accountToken)).body.connection).toBeNull();
    expect((await remove(other.owner.accountToken)).status).toBe(404);
    expect((await read(owner.accountToken)).body.connection).toMatchObject({ issuer: oidc.issuer });
  });

  it("limits an account's tests to its hourly allowance: 429 with Retry-After, before the provider is called", async () => {
    const { owner } = await ownedAccount(api);
    await save(owner.accountToken, oidcBody());
    for (let i = 0; i < connectionTestAllowance.perAccountPerHour; i += 1) {
      expect((await test(owner.accountToken, '198.51.100.17')).status).toBe(200);
    }
    const limited = await test(owner.accountToken, '198.51.100.18');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(3000);
    expect(limited.body).toEqual({ message: tooManyAttemptsMessage(retryAfter) });
    api.clock.advance(60 * 60 * 1000);
    expect((await test(owner.accountToken, '198.51.100.18')).status).toBe(200);
  }, 30_000);

  it('limits one client address across accounts to its hourly allowance', async () => {
    const address = '203.0.113.19';
    let tests = 0;
    while (tests < connectionTestAllowance.perAddressPerHour) {
      const { owner } = await ownedAccount(api);
      await save(owner.accountToken, { protocol: 'saml', metadata_xml: idpMetadataXml(certificate) });
      for (let i = 0; i < connectionTestAllowance.perAccountPerHour && tests < connectionTestAllowance.perAddressPerHour; i += 1, tests += 1) {
        expect((await test(owner.accountToken, address)).status).toBe(200);
      }
    }
    const { owner } = await ownedAccount(api);
    await save(owner.accountToken, { protocol: 'saml', metadata_xml: idpMetadataXml(certificate) });
    expect((await test(owner.accountToken, address)).status).toBe(429);
    expect((await test(owner.accountToken, '203.0.113.20')).status).toBe(200);
  }, 30_000);
});
