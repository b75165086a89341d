import * as oidc from 'openid-client';
import { openClientSecret, type ConnectionRow } from './connection-store';
import { emailClaim, nameClaims, type Claims } from './oidc-claims';
import { oidcFailure } from './oidc-failure';
import { PROVIDER_TIMEOUT_MS, ProviderFetchError, providerFetch, type ProviderCalls } from './provider-fetch';
import { SsoFailure, type ProviderIdentity } from './provider-identity';

/*
 * The OpenID Connect side of a sign-in through an account's provider: the authorization code flow
 * with PKCE (S256), state and nonce, by openid-client. The caller keeps state, nonce and code
 * verifier between the two steps; every request to the provider goes through providerFetch.
 */

export type OidcAuthorization = { url: string; state: string; nonce: string; codeVerifier: string };

const SCOPE = 'openid email profile';

/**
 * The algorithm the ID token must be signed with: RS256, the standard's default for a client that
 * registered none and the one every provider must support (OpenID Connect Discovery 1.0, section
 * 3). Without it, oauth4webapi accepts whatever the discovery document lists, `none` and HS256
 * included; pinned, a token signed otherwise is refused before anything else of it is read.
 */
const ID_TOKEN_SIGNING_ALG = 'RS256';

/**
 * client_secret_basic, the standard's default, unless the provider lists client_secret_post and not
 * client_secret_basic. Decided when the token request is made, from the discovery document.
 */
function clientAuthentication(secret: string): oidc.ClientAuth {
  return (server, client, body, headers) => {
    const methods = server.token_endpoint_auth_methods_supported ?? [];
    const postOnly = methods.includes('client_secret_post') && !methods.includes('client_secret_basic');
    (postOnly ? oidc.ClientSecretPost(secret) : oidc.ClientSecretBasic(secret))(server, client, body, headers);
  };
}

/** openid-client sends a provider forms only (the token request); nothing else is ever passed on. */
function formBody(body: unknown): string | URLSearchParams | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return body;
  throw new ProviderFetchError('Only a form is sent to a provider');
}

function clientSecret(key: Buffer, row: ConnectionRow): string {
  if (!row.client_secret_encrypted) throw new SsoFailure('provider', 'The connection has no client secret');
  try {
    return openClientSecret(key, row.account_id, row.client_secret_encrypted);
  } catch {
    throw new SsoFailure('provider', 'The client secret does not open with the server\'s key');
  }
}

/**
 * The provider as its discovery document describes it, with this connection's client. Every call
 * it makes later (keys, token, userinfo) goes through providerFetch too; plain http: is possible
 * only for a host the operator listed, which providerFetch decides. The ID token's signature is
 * checked against the provider's keys even when it comes straight from the token endpoint (which
 * openid-client otherwise leaves unchecked).
 */
export async function discoverOidc(key: Buffer, row: ConnectionRow, calls: ProviderCalls): Promise<oidc.Configuration> {
  if (row.protocol !== 'oidc' || !row.issuer || !row.client_id) throw new SsoFailure('provider', 'Not an OpenID Connect connection');
  const secret = clientSecret(key, row);
  const issuer = new URL(row.issuer);
  let config: oidc.Configuration;
  try {
    config = await oidc.discovery(
      issuer, row.client_id, { id_token_signed_response_alg: ID_TOKEN_SIGNING_ALG }, clientAuthentication(secret),
      {
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        timeout: PROVIDER_TIMEOUT_MS / 1000,
        [oidc.customFetch]: (url, options) =>
          providerFetch(url, calls, { method: options.method, headers: options.headers, body: formBody(options.body) }),
      },
    );
  } catch (error) {
    throw new SsoFailure('provider', `Discovery failed: ${oidcFailure(error).detail ?? ''}`);
  }
  oidc.enableNonRepudiationChecks(config);
  return config;
}

/** The provider's authorization URL for a new sign-in. */
export async function oidcAuthorization(config: oidc.Configuration, redirectUri: string, loginHint: string): Promise<OidcAuthorization> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  try {
    const url = oidc.buildAuthorizationUrl(config, {
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      login_hint: loginHint,
    });
    return { url: url.href, state, nonce, codeVerifier };
  } catch (error) {
    throw new SsoFailure('provider', `No authorization URL: ${oidcFailure(error).detail ?? ''}`);
  }
}

/** The one value of a query parameter, or null when it is absent or repeated. */
function single(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  return values.length === 1 ? (values[0] ?? null) : null;
}

/**
 * Checks what needs no provider: the answer belongs to this sign-in (state), and is not the
 * provider's refusal (error=access_denied and the like, RFC 6749 4.1.2.1).
 */
function checkAnswer(params: URLSearchParams, expectedState: string): void {
  if (single(params, 'state') !== expectedState) throw new SsoFailure('state', 'The state is not this sign-in\'s');
  const error = params.get('error');
  if (error !== null) throw new SsoFailure('provider', `The provider answered ${error}: ${params.get('error_description') ?? ''}`);
}

/**
 * The claims the userinfo endpoint adds when the ID token has no address, as some providers give
 * the profile there only; null when the provider has no such endpoint.
 */
async function userinfo(config: oidc.Configuration, accessToken: string, subject: string): Promise<Claims | null> {
  if (!config.serverMetadata().userinfo_endpoint) return null;
  try {
    return await oidc.fetchUserInfo(config, accessToken, subject);
  } catch (error) {
    throw oidcFailure(error);
  }
}

/**
 * Checks the provider's answer at the callback, exchanges the code (with the PKCE verifier),
 * validates the ID token (signature against the provider's JWKS, issuer, audience, expiry, nonce),
 * and returns who signed in. Throws SsoFailure(reason) for every refusal.
 */
export async function oidcIdentity(
  discover: () => Promise<oidc.Configuration>, redirectUri: string, callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<ProviderIdentity> {
  checkAnswer(callbackUrl.searchParams, expected.state);
  const config = await discover();
  const iss = callbackUrl.searchParams.get('iss');
  if (iss !== null && iss !== config.serverMetadata().issuer) throw new SsoFailure('issuer', `The answer names the issuer ${iss}`);
  // The redirect URI sent with the code is the registered one, whatever host the callback reached.
  const answer = new URL(redirectUri);
  answer.search = callbackUrl.search;
  let tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;
  try {
    tokens = await oidc.authorizationCodeGrant(config, answer, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw oidcFailure(error);
  }
  const claims = tokens.claims();
  if (!claims) throw new SsoFailure('provider', 'The token endpoint returned no ID token');
  let profile: Claims = claims;
  let email = emailClaim(claims);
  if (email === null) {
    const extra = await userinfo(config, tokens.access_token, claims.sub);
    if (extra) {
      profile = { ...extra, ...claims };
      email = emailClaim(profile);
    }
  }
  if (email === null) throw new SsoFailure('email_missing', 'Neither the ID token nor userinfo has an e-mail address');
  return { issuer: claims.iss, subject: claims.sub, email, ...nameClaims(profile) };
}
