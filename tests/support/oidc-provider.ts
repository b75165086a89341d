import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type AccountClaims, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/** Someone the provider can sign in. A person without an address signs in by subject (API tests only). */
export type TestPerson = {
  subject: string;
  email?: string;
  /** Defaults to true when the person has an address. */
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
  /** The display name, sent as `name`. */
  name?: string;
};

export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post';

export type TestOidcProviderOptions = {
  redirectUri?: string;
  /**
   * How the client authenticates at the token endpoint. 'client_secret_post' also makes it the only
   * method the discovery document lists, as providers that accept nothing else do.
   */
  clientAuth?: ClientAuthMethod;
  /**
   * Whether the ID token itself carries email and profile. By default (oidc-provider's conforming
   * behaviour) they are served by the userinfo endpoint only, and the ID token names the subject.
   */
  claimsInIdToken?: boolean;
};

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  addPerson(person: TestPerson): void;
  /** The registered person with this subject or address. */
  person(subjectOrEmail: string): TestPerson | undefined;
  close(): Promise<void>;
};

export const DEFAULT_REDIRECT_URI = 'http://portal.test/api/v1/sso/oidc/callback';

/** The texts of the provider's sign-in page, for the journeys that fill it. */
export const providerPage = {
  title: 'Test identity provider',
  heading: 'Sign in to the test identity provider',
  email: 'Email address',
  signIn: 'Sign in',
  cancel: 'Cancel',
  unknown: 'No person with this address is registered here.',
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function signInPage(uid: string, loginHint: string, refusal?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${providerPage.title}</title></head>
<body><main>
<h1>${providerPage.heading}</h1>
${refusal ? `<p role="alert">${escapeHtml(refusal)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
  <label for="email">${providerPage.email}</label>
  <input id="email" name="email" type="text" autocomplete="username" required value="${escapeHtml(loginHint)}">
  <button type="submit">${providerPage.signIn}</button>
</form>
<form method="post" action="/interaction/${uid}/cancel"><button type="submit">${providerPage.cancel}</button></form>
</main></body></html>`;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function claimsOf(person: TestPerson): AccountClaims {
  return {
    sub: person.subject,
    ...(person.email !== undefined && { email: person.email, email_verified: person.emailVerified ?? true }),
    ...(person.firstName !== undefined && { given_name: person.firstName }),
    ...(person.lastName !== undefined && { family_name: person.lastName }),
    ...(person.name !== undefined && { name: person.name }),
  };
}

/**
 * The sign-in pages (oidc-provider leaves interactions to its host): one page asks for the address,
 * or cancels, which answers the client with access_denied. Consent is implied (loadExistingGrant).
 */
async function interaction(provider: Provider, people: Map<string, TestPerson>, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const [, , uid, action] = (req.url ?? '').split('?')[0]?.split('/') ?? [];
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'GET' && uid && !action) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(signInPage(uid, String(details.params.login_hint ?? '')));
    return;
  }
  if (req.method === 'POST' && uid && action === 'login') {
    const typed = (await formOf(req)).get('email')?.trim().toLowerCase() ?? '';
    const person = [...people.values()].find((p) => p.email?.toLowerCase() === typed || p.subject === typed);
    if (!person) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(signInPage(uid, typed, providerPage.unknown));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: person.subject } }, { mergeWithLastSubmission: false });
    return;
  }
  if (req.method === 'POST' && uid && action === 'cancel') {
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The person cancelled the sign-in' }, { mergeWithLastSubmission: false });
    return;
  }
  res.writeHead(404).end();
}

/**
 * Whether a token request authenticates the client as it registered: oidc-provider takes basic
 * and post alike, where many providers accept only the registered one. The header tells which.
 */
const registeredMethodUsed = (method: ClientAuthMethod, req: IncomingMessage): boolean =>
  (req.headers.authorization?.startsWith('Basic ') ?? false) === (method === 'client_secret_basic');

/** Every client of this provider is the portal, first-party: its grant covers what it asks for. */
async function grantFor(ctx: KoaContextWithOIDC) {
  const { provider, session, client, result } = ctx.oidc;
  const grantId = result?.consent?.grantId ?? (client && session?.grantIdFor(client.clientId));
  if (grantId) return provider.Grant.find(grantId);
  if (!client || !session?.accountId) return undefined;
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
}

/**
 * A real OpenID provider (oidc-provider) on loopback with one confidential client, as an
 * administrator's identity provider would be, and people it signs in through its own page. Its
 * issuer is plain http:, which the portal accepts on loopback only.
 */
export async function startOidcProvider(options: string | TestOidcProviderOptions = {}): Promise<TestOidcProvider> {
  const { redirectUri = DEFAULT_REDIRECT_URI, clientAuth = 'client_secret_basic', claimsInIdToken = false } =
    typeof options === 'string' ? { redirectUri: options } : options;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'customer-portal';
  const clientSecret = 'test-provider-client-secret-0123456789';
  const people = new Map<string, TestPerson>();
  const configuration: Configuration = {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], token_endpoint_auth_method: clientAuth }],
    clientAuthMethods: clientAuth === 'client_secret_post' ? ['client_secret_post'] : ['client_secret_basic', 'client_secret_post'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    conformIdTokenClaims: !claimsInIdToken,
    findAccount: (_ctx, subject) => {
      const person = people.get(subject);
      return person && { accountId: person.subject, claims: () => claimsOf(person) };
    },
    loadExistingGrant: grantFor,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, details) => `/interaction/${details.uid}` },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (req.method === 'POST' && req.url === '/token' && !registeredMethodUsed(clientAuth, req)) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_client', error_description: `The client authenticates with ${clientAuth}` }));
      return;
    }
    if (!req.url?.startsWith('/interaction/')) {
      callback(req, res);
      return;
    }
    interaction(provider, people, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.message : 'The interaction failed');
    });
  });
  return {
    issuer, clientId, clientSecret, redirectUri,
    addPerson: (person) => void people.set(person.subject, person),
    person: (key) => people.get(key) ?? [...people.values()].find((p) => p.email?.toLowerCase() === key.toLowerCase()),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
