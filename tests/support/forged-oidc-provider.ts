import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { base64url, exportJWK, exportSPKI, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import type { SsoFailureReason } from '../../src/api/contract';

/*
 * A hand-made OpenID provider on loopback whose token endpoint hands out the ID token a test asks
 * for: an honest one, or one of the forgeries and mistakes a relying party must refuse. Its
 * discovery document lists `none` and HS256 among its algorithms, as a hostile provider would, so
 * a client that trusts the document over its own expectation accepts them.
 */

export const FORGED_ANSWERS = [
  'honest',
  'alg-none',
  'hmac-with-public-key',
  'foreign-key',
  'unknown-key',
  'tampered',
  'signature-stripped',
  'wrong-issuer',
  'wrong-audience',
  'wrong-authorized-party',
  'expired',
  'wrong-nonce',
  'no-email',
  'token-endpoint-error',
] as const;
export type ForgedAnswer = (typeof FORGED_ANSWERS)[number];

/** Each forged answer and the reason a relying party must refuse it with. */
export const FORGED_REFUSALS: readonly [Exclude<ForgedAnswer, 'honest'>, SsoFailureReason][] = [
  ['alg-none', 'signature'],
  ['hmac-with-public-key', 'signature'],
  ['foreign-key', 'signature'],
  ['unknown-key', 'signature'],
  ['tampered', 'signature'],
  ['signature-stripped', 'signature'],
  ['wrong-issuer', 'issuer'],
  ['wrong-audience', 'audience'],
  ['wrong-authorized-party', 'audience'],
  ['expired', 'expired'],
  ['wrong-nonce', 'nonce'],
  ['no-email', 'email_missing'],
  ['token-endpoint-error', 'provider'],
];

export const FORGED_PERSON = {
  subject: 'forged-subject-1',
  email: 'Forged.Person@Example.com',
  firstName: 'Forged',
  lastName: 'Person',
} as const;

export type ForgedOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * What the provider sends the browser back with for this authorization URL: a callback URL with
   * a fresh code and the request's state. Exchanging the code yields the ID token `answer` names.
   */
  answer(authorizationUrl: string, answer: ForgedAnswer): URL;
  close(): Promise<void>;
};

const KID = 'forged-provider-key-1';

type Pending = { answer: ForgedAnswer; nonce: string | null };
type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
type Keys = { own: KeyPair; foreign: KeyPair; publicPem: string };

const now = () => Math.floor(Date.now() / 1000);
const encode = (value: object) => base64url.encode(JSON.stringify(value));

const sign = (claims: JWTPayload, key: KeyPair['privateKey'], kid = KID) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);

async function idToken(issuer: string, clientId: string, keys: Keys, pending: Pending): Promise<string> {
  const claims: JWTPayload = {
    iss: issuer, aud: clientId, sub: FORGED_PERSON.subject, iat: now(), exp: now() + 300,
    email: FORGED_PERSON.email, email_verified: true, given_name: FORGED_PERSON.firstName, family_name: FORGED_PERSON.lastName,
    ...(pending.nonce !== null && { nonce: pending.nonce }),
  };
  const own = keys.own.privateKey;
  switch (pending.answer) {
    case 'alg-none':
      return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
    // The classic confusion: the public key, as text, used as an HMAC secret.
    case 'hmac-with-public-key':
      return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid: KID, typ: 'JWT' }).sign(new TextEncoder().encode(keys.publicPem));
    case 'foreign-key':
      return sign(claims, keys.foreign.privateKey);
    case 'unknown-key':
      return sign(claims, keys.foreign.privateKey, 'a-key-the-provider-never-published');
    case 'tampered': {
      const [header, , signature] = (await sign(claims, own)).split('.');
      return `${header}.${encode({ ...claims, email: 'ceo@example.com' })}.${signature}`;
    }
    case 'signature-stripped': {
      const [header, payload] = (await sign(claims, own)).split('.');
      return `${header}.${payload}.`;
    }
    case 'wrong-issuer':
      return sign({ ...claims, iss: 'https://idp.example.com' }, own);
    case 'wrong-audience':
      return sign({ ...claims, aud: 'another-client' }, own);
    case 'wrong-authorized-party':
      return sign({ ...claims, aud: [clientId, 'another-client'], azp: 'another-client' }, own);
    case 'expired':
      return sign({ ...claims, iat: now() - 7200, exp: now() - 3600 }, own);
    case 'wrong-nonce':
      return sign({ ...claims, nonce: 'a-nonce-of-another-sign-in' }, own);
    case 'no-email': {
      const { email: _email, ...withoutEmail } = claims;
      return sign(withoutEmail, own);
    }
    default:
      return sign(claims, own);
  }
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

export async function startForgedOidcProvider(): Promise<ForgedOidcProvider> {
  const keys: Keys = {
    own: await generateKeyPair('RS256', { extractable: true }),
    foreign: await generateKeyPair('RS256', { extractable: true }),
    publicPem: '',
  };
  keys.publicPem = await exportSPKI(keys.own.publicKey);
  const jwks = { keys: [{ ...(await exportJWK(keys.own.publicKey)), kid: KID, use: 'sig', alg: 'RS256' }] };
  const clientId = 'customer-portal';
  const clientSecret = 'forged-provider-client-secret';
  const pending = new Map<string, Pending>();

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const discovery = {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256', 'HS256', 'none'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    code_challenge_methods_supported: ['S256'],
  };

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const code = (await formOf(req)).get('code') ?? '';
    const entry = pending.get(code);
    pending.delete(code);
    if (!entry) return json(res, 400, { error: 'invalid_grant', error_description: 'The code is unknown or was used' });
    if (entry.answer === 'token-endpoint-error') return json(res, 500, { error: 'server_error' });
    json(res, 200, {
      access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300,
      id_token: await idToken(issuer, clientId, keys, entry),
    });
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/.well-known/openid-configuration') return json(res, 200, discovery);
    if (path === '/jwks') return json(res, 200, jwks);
    // The profile without an address: a token without one finds none here either.
    if (path === '/userinfo') return json(res, 200, { sub: FORGED_PERSON.subject });
    if (path === '/token' && req.method === 'POST') {
      token(req, res).catch(() => json(res, 500, { error: 'server_error' }));
      return;
    }
    json(res, 404, { error: 'not_found' });
  });

  return {
    issuer, clientId, clientSecret,
    answer(authorizationUrl, answer) {
      const request = new URL(authorizationUrl).searchParams;
      const code = randomBytes(16).toString('hex');
      pending.set(code, { answer, nonce: request.get('nonce') });
      const callback = new URL(request.get('redirect_uri') ?? '');
      callback.searchParams.set('code', code);
      const state = request.get('state');
      if (state !== null) callback.searchParams.set('state', state);
      return callback;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
