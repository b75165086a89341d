import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SsoFailureReason } from '../../src/api/contract';
import { sealClientSecret, type ConnectionRow } from '../../server/sso/connection-store';
import { discoverOidc, oidcAuthorization, oidcIdentity, type OidcAuthorization } from '../../server/sso/oidc-sign-in';
import { SsoFailure } from '../../server/sso/provider-identity';
import { FORGED_PERSON, FORGED_REFUSALS, startForgedOidcProvider, type ForgedAnswer, type ForgedOidcProvider } from '../support/forged-oidc-provider';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { cancelAt, signInAt } from '../support/oidc-walk';

const REDIRECT_URI = 'http://portal.test/api/v1/sso/oidc/callback';
const ACCOUNT_ID = 7;
const key = randomBytes(32);

type Provider = { issuer: string; clientId: string; clientSecret: string };

/** The tests' providers run on loopback: listed, as an operator lists a provider inside the network. */
const calls = { allowedHosts: [{ host: '127.0.0.1', port: null }] };

const connection = (provider: Provider, sealedFor = ACCOUNT_ID): ConnectionRow => ({
  id: 1, account_id: ACCOUNT_ID, protocol: 'oidc', issuer: provider.issuer, client_id: provider.clientId,
  client_secret_encrypted: sealClientSecret(key, sealedFor, provider.clientSecret),
  metadata_url: null, metadata_xml: null, updated_at: new Date(), tested_at: null, tested_issuer: null,
});

const start = async (provider: Provider, email = 'someone@example.com') =>
  oidcAuthorization(await discoverOidc(key, connection(provider), calls), REDIRECT_URI, email);

const finish = (provider: Provider, sent: OidcAuthorization, callback: URL, expected: Partial<OidcAuthorization> = {}) =>
  oidcIdentity(() => discoverOidc(key, connection(provider), calls), REDIRECT_URI, callback, { ...sent, ...expected });

/** The reason the sign-in was refused with; fails the test when it was not refused with an SsoFailure. */
async function refusal(attempt: Promise<unknown>): Promise<SsoFailureReason> {
  const outcome = await attempt.then(() => null, (error: unknown) => error);
  if (outcome instanceof SsoFailure) return outcome.reason;
  throw new Error(`Expected an SsoFailure, got ${outcome === null ? 'an identity' : String(outcome)}`);
}

/** A loopback address nothing listens on. */
async function closedPortIssuer(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const ADA = { subject: 'ada-0001', email: 'Ada.Lovelace@Example.COM', firstName: 'Ada', lastName: 'Lovelace' };

describe('OpenID Connect sign-in against a real provider', () => {
  let provider: TestOidcProvider;
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUri: REDIRECT_URI });
    provider.addPerson(ADA);
    provider.addPerson({ subject: 'grace-0002', email: 'grace@example.com', name: 'Grace Brewster Hopper' });
    provider.addPerson({ subject: 'eve-0003', email: 'eve@example.com', emailVerified: false, firstName: 'Eve' });
  });
  afterAll(() => provider.close());

  it('sends the browser to the provider with PKCE S256, a fresh state and nonce, the scopes and the typed address', async () => {
    const sent = await start(provider, 'ada.lovelace@example.com');
    const url = new URL(sent.url);
    const query = Object.fromEntries(url.searchParams);
    expect(url.origin).toBe(provider.issuer);
    expect(query).toMatchObject({
      response_type: 'code', client_id: provider.clientId, redirect_uri: REDIRECT_URI, scope: 'openid email profile',
      state: sent.state, nonce: sent.nonce, code_challenge_method: 'S256', login_hint: 'ada.lovelace@example.com',
      code_challenge: createHash('sha256').update(sent.codeVerifier).digest('base64url'),
    });
    const again = await start(provider);
    expect([again.state, again.nonce, again.codeVerifier]).not.toEqual(expect.arrayContaining([sent.state, sent.nonce, sent.codeVerifier]));
  });

  it('returns who signed in, the address lower-cased, from the userinfo endpoint when the ID token names only the subject', async () => {
    const sent = await start(provider);
    const identity = await finish(provider, sent, await signInAt(provider, sent.url, ADA.subject));
    expect(identity).toEqual({
      issuer: provider.issuer, subject: ADA.subject, email: 'ada.lovelace@example.com', firstName: 'Ada', lastName: 'Lovelace',
    });
  });

  it('splits the display name when the provider sends no given and family names', async () => {
    const sent = await start(provider);
    const identity = await finish(provider, sent, await signInAt(provider, sent.url, 'grace-0002'));
    expect(identity).toMatchObject({ email: 'grace@example.com', firstName: 'Grace', lastName: 'Brewster Hopper' });
  });

  it('refuses an address the provider says it has not verified, as none given', async () => {
    const sent = await start(provider);
    expect(await refusal(finish(provider, sent, await signInAt(provider, sent.url, 'eve-0003')))).toBe('email_missing');
  });

  it('refuses a code used a second time as replayed', async () => {
    const sent = await start(provider);
    const callback = await signInAt(provider, sent.url, ADA.subject);
    await finish(provider, sent, callback);
    expect(await refusal(finish(provider, sent, callback))).toBe('replayed');
  });

  it('refuses an answer whose state is not the sign-in\'s, or that has none', async () => {
    const sent = await start(provider);
    const callback = await signInAt(provider, sent.url, ADA.subject);
    expect(await refusal(finish(provider, sent, callback, { state: 'another-sign-in' }))).toBe('state');
    const withoutState = new URL(callback);
    withoutState.searchParams.delete('state');
    expect(await refusal(finish(provider, sent, withoutState))).toBe('state');
    // The code was not spent by the refusals: the right sign-in still completes with it.
    await expect(finish(provider, sent, callback)).resolves.toMatchObject({ subject: ADA.subject });
  });

  it('refuses an ID token whose nonce is not the sign-in\'s', async () => {
    const sent = await start(provider);
    const callback = await signInAt(provider, sent.url, ADA.subject);
    expect(await refusal(finish(provider, sent, callback, { nonce: 'another-sign-ins-nonce' }))).toBe('nonce');
  });

  it('refuses an answer that names another issuer', async () => {
    const sent = await start(provider);
    const callback = await signInAt(provider, sent.url, ADA.subject);
    expect(callback.searchParams.get('iss')).toBe(provider.issuer);
    callback.searchParams.set('iss', 'https://idp.example.com');
    expect(await refusal(finish(provider, sent, callback))).toBe('issuer');
  });

  it('refuses when the person cancels at the provider', async () => {
    const sent = await start(provider);
    const callback = await cancelAt(provider, sent.url);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(await refusal(finish(provider, sent, callback))).toBe('provider');
  });

  // A code injected into another browser's sign-in: the provider refuses it (invalid_grant), as a
  // code it will not exchange, which the person is told to start again after.
  it('refuses a code whose challenge was not made of this sign-in\'s verifier', async () => {
    const sent = await start(provider);
    const callback = await signInAt(provider, sent.url, ADA.subject);
    expect(await refusal(finish(provider, sent, callback, { codeVerifier: 'x'.repeat(43) }))).toBe('replayed');
  });

  it('refuses a client secret sealed for another account, before calling the provider', async () => {
    const row = connection(provider, ACCOUNT_ID + 1);
    expect(await refusal(discoverOidc(key, row, calls))).toBe('provider');
  });
});

describe('OpenID Connect client authentication at the token endpoint', () => {
  it.each([
    { clientAuth: 'client_secret_basic', lists: 'both methods' },
    { clientAuth: 'client_secret_post', lists: 'client_secret_post only' },
  ] as const)('uses $clientAuth when the discovery document lists $lists, as the provider requires', async ({ clientAuth }) => {
    const provider = await startOidcProvider({ redirectUri: REDIRECT_URI, clientAuth, claimsInIdToken: true });
    try {
      provider.addPerson(ADA);
      const sent = await start(provider);
      const identity = await finish(provider, sent, await signInAt(provider, sent.url, ADA.subject));
      expect(identity).toMatchObject({ subject: ADA.subject, email: 'ada.lovelace@example.com', firstName: 'Ada' });
    } finally {
      await provider.close();
    }
  });
});

describe('OpenID Connect sign-in with an unreachable provider', () => {
  it('refuses to start, and to finish, as the provider\'s failure', async () => {
    const gone = { issuer: await closedPortIssuer(), clientId: 'customer-portal', clientSecret: 'secret' };
    expect(await refusal(start(gone))).toBe('provider');
    const callback = new URL(`${REDIRECT_URI}?code=abc&state=s`);
    const expected = { state: 's', nonce: 'n', codeVerifier: 'v'.repeat(43) };
    expect(await refusal(oidcIdentity(() => discoverOidc(key, connection(gone), calls), REDIRECT_URI, callback, expected))).toBe('provider');
  });
});

describe('OpenID Connect sign-in against a provider that forges its answers', () => {
  let forged: ForgedOidcProvider;
  beforeAll(async () => {
    forged = await startForgedOidcProvider();
  });
  afterAll(() => forged.close());

  const answered = async (answer: ForgedAnswer) => {
    const sent = await start(forged);
    return finish(forged, sent, forged.answer(sent.url, answer));
  };

  it('accepts its honest answer, the claims read from the ID token', async () => {
    await expect(answered('honest')).resolves.toEqual({
      issuer: forged.issuer, subject: FORGED_PERSON.subject, email: FORGED_PERSON.email.toLowerCase(),
      firstName: FORGED_PERSON.firstName, lastName: FORGED_PERSON.lastName,
    });
  });

  it.each(FORGED_REFUSALS)('refuses an answer with %s as %s', async (answer, reason) => {
    expect(await refusal(answered(answer))).toBe(reason);
  });
});
