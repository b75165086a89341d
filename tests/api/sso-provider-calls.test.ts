import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoConnectionLabels as labels, ssoConnectionMessages as messages, ssoSignInMessages } from '../../src/api/contract';
import { rules } from '../../server/limits/rules';
import { sealClientSecret } from '../../server/sso/connection-store';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { ownedAccount } from '../support/api-members';
import { newDeviceId } from '../support/api-users';
import { providerPerson, ssoAccount, ssoTestEnv, uniqueDomain } from '../support/api-sso';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';

/*
 * Issue 50, finding 7: the server calls a provider only at public addresses, checked after DNS
 * resolution, unless the operator lists the host (the tests list 127.0.0.1, where their providers
 * run); and a start that makes the server call the provider is limited per address and per domain.
 */

const ADDRESS_LIMIT = rules.ssoStartCallsPerAddress.windows[0].limit;
const DOMAIN_LIMIT = rules.ssoStartCallsPerDomain.windows[0].limit;

/** A loopback TCP port that counts the connections made to it, and answers none. */
async function countingPort(): Promise<{ port: number; connections: () => number; server: Server }> {
  let count = 0;
  const server = createServer((socket) => {
    count += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, connections: () => count, server };
}

/** A loopback port nothing listens on: calls to it fail at once. */
async function closedPort(): Promise<number> {
  const { port, server } = await countingPort();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** An account whose connection was stored as given (as one saved before these rules), with a verified domain. */
async function storedConnection(api: TestApi, issuer: string) {
  const { account, owner } = await ownedAccount(api);
  const domain = uniqueDomain();
  const now = api.clock.now();
  await api.db.query(
    'insert into sso_domains (account_id, domain, token, created_at, verified_at) values ($1, $2, $3, $4, $4)',
    [account.id, domain, randomBytes(16).toString('hex'), now],
  );
  await api.db.query(
    `insert into sso_connections (account_id, protocol, issuer, client_id, client_secret_encrypted, created_at, updated_at)
     values ($1, 'oidc', $2, 'portal', $3, $4, $4)`,
    [account.id, issuer, sealClientSecret(api.services.keys.ssoSecrets, account.id, 'secret'), now],
  );
  return { owner, domain };
}

const start = (api: TestApi, email: string, from = '203.0.113.60') =>
  api.from(from).post('auth/sso/start', { email, device_id: newDeviceId(), remember_me: true });

describe.each(dbKinds)('single sign-on: provider calls (%s)', (kind) => {
  let provider: TestOidcProvider;
  let counting: Awaited<ReturnType<typeof countingPort>>;
  beforeAll(async () => {
    [provider, counting] = await Promise.all([startOidcProvider(), countingPort()]);
  });
  afterAll(async () => {
    await Promise.all([provider?.close(), new Promise((resolve) => counting?.server.close(resolve))]);
  });
  const api = useApiApp(kind, { env: ssoTestEnv() });

  it('refuses to save a link-local, metadata, private, loopback or unspecified address, saying why', async () => {
    const { account, owner } = await ownedAccount(api);
    const issuers = [
      'https://169.254.169.254/', 'https://[fd00:ec2::254]/', 'https://metadata.google.internal/', 'https://10.0.0.5/',
      'https://172.16.4.4/', 'https://192.168.1.1/', 'https://[fe80::1]/', 'https://[fc00::1]/', 'https://127.0.0.2/',
      'https://[::1]/', 'https://0.0.0.0/', 'https://[::ffff:169.254.169.254]/',
    ];
    for (const issuer of issuers) {
      const refused = await api.post('account/sso/connection', { protocol: 'oidc', issuer, client_id: 'portal', client_secret: 'secret' }, owner.accountToken);
      expect({ issuer, status: refused.status, body: refused.body }).toMatchObject({
        status: 400, body: { errors: { issuer: messages.addressNotPublic(labels.issuer) } },
      });
    }
    const metadata = await api.post('account/sso/connection', { protocol: 'saml', metadata_url: 'https://169.254.169.254/latest/meta-data' }, owner.accountToken);
    expect(metadata.body).toMatchObject({ errors: { metadata_url: messages.addressNotPublic(labels.metadataUrl) } });
    expect(await api.db.query('select 1 from sso_connections where account_id = $1', [account.id])).toHaveLength(0);
  });

  it('refuses to call a metadata address stored earlier: the test says why, a start is the provider\'s failure', async () => {
    const { owner, domain } = await storedConnection(api, 'https://169.254.169.254/');
    const tested = await api.post('account/sso/connection/test', {}, owner.accountToken);
    expect(tested).toMatchObject({ status: 409, body: { message: messages.providerNotPublic } });
    const started = await start(api, providerPerson(domain).email);
    expect(started).toMatchObject({ status: 400, body: { message: ssoSignInMessages.failures.provider } });
  });

  it('resolves a name before calling it: one that resolves to a loopback address is refused, nothing connects', async () => {
    const { owner } = await ownedAccount(api);
    const issuer = `https://localhost:${counting.port}`;
    const saved = await api.post('account/sso/connection', { protocol: 'oidc', issuer, client_id: 'portal', client_secret: 'secret' }, owner.accountToken);
    expect(saved.status).toBe(200);
    const tested = await api.post('account/sso/connection/test', {}, owner.accountToken);
    expect(tested).toMatchObject({ status: 409, body: { message: messages.providerNotPublic } });
    const { domain } = await storedConnection(api, issuer);
    expect((await start(api, providerPerson(domain).email)).status).toBe(400);
    expect(counting.connections()).toBe(0);
  });

  it('answers 429 with Retry-After once the starts from one address have made their calls to a failing provider', async () => {
    const { domain } = await storedConnection(api, `http://127.0.0.1:${await closedPort()}`);
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) expect((await start(api, providerPerson(domain).email, '203.0.113.61')).status).toBe(400);
    const limited = await start(api, providerPerson(domain).email, '203.0.113.61');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("answers 429 once a domain's starts from many addresses have made their calls", async () => {
    const { domain } = await storedConnection(api, `http://127.0.0.1:${await closedPort()}`);
    for (let i = 0; i < DOMAIN_LIMIT; i += 1) expect((await start(api, providerPerson(domain).email, `198.51.100.${i + 1}`)).status).toBe(400);
    const limited = await start(api, providerPerson(domain).email, '198.51.100.200');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("never limits ordinary starts: the provider's discovery is kept, so a company's starts from one address call it once", async () => {
    const { domain } = await ssoAccount(api, { protocol: 'oidc', issuer: provider.issuer, client_id: provider.clientId, client_secret: provider.clientSecret });
    for (let i = 0; i < ADDRESS_LIMIT + 5; i += 1) expect((await start(api, providerPerson(domain).email, '203.0.113.62')).status).toBe(200);
  });
});
