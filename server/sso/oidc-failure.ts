import * as oidc from 'openid-client';
import type { SsoFailureReason } from '../../src/api/contract';
import { SsoFailure } from './provider-identity';

/*
 * openid-client refuses a provider's answer with a ClientError whose `code` names the check that
 * failed and whose cause (oauth4webapi's error) carries the details: for a claim comparison the
 * claim, for an algorithm refusal the JWS header, for a bad signature the signature. These read
 * them to pick the reason the person is told; anything unrecognised is the provider's failure.
 */

const CLAIM_REASONS: Partial<Record<string, SsoFailureReason>> = {
  iss: 'issuer',
  aud: 'audience',
  azp: 'audience',
  nonce: 'nonce',
};

const detailsOf = (error: oidc.ClientError): Record<string, unknown> => {
  const inner: unknown = error.cause;
  const details = inner instanceof Error ? inner.cause : undefined;
  return typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
};

function reasonOf(error: oidc.ClientError): SsoFailureReason {
  const details = detailsOf(error);
  switch (error.code) {
    case 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED':
      return 'expired';
    case 'OAUTH_JWT_CLAIM_COMPARISON_FAILED':
      return (typeof details.claim === 'string' && CLAIM_REASONS[details.claim]) || 'provider';
    // No key of the provider's JWKS fits the token's header, or its algorithm is one the portal
    // does not verify (HMAC, none, JWE, a weak RSA key).
    case 'OAUTH_KEY_SELECTION_FAILED':
    case 'OAUTH_UNSUPPORTED_OPERATION':
      return 'signature';
    // Among invalid responses, an algorithm other than the expected one (the header) and a
    // signature that does not verify are the token's signature; the rest is a malformed answer.
    case 'OAUTH_INVALID_RESPONSE':
      return 'header' in details || 'signature' in details ? 'signature' : 'provider';
    default:
      return 'provider';
  }
}

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** The refusal for an error openid-client threw while it checked the provider's answer. */
export function oidcFailure(error: unknown): SsoFailure {
  if (error instanceof SsoFailure) return error;
  // The token endpoint refuses a code it already exchanged with invalid_grant (RFC 6749, 5.2).
  if (error instanceof oidc.ResponseBodyError) {
    return new SsoFailure(error.error === 'invalid_grant' ? 'replayed' : 'provider', `token endpoint: ${error.error}`);
  }
  if (error instanceof oidc.ClientError) {
    const inner = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return new SsoFailure(reasonOf(error), `${describe(error)}${inner}`);
  }
  return new SsoFailure('provider', describe(error));
}
