import {
  MAX_DOMAIN_LENGTH, SSO_DOMAIN_PARAM, SSO_ERROR_PARAM, SSO_RESULT_PARAM, isSsoFailureReason, ssoFailureMessage,
} from '../../api/contract';

/**
 * How the server sends the browser back to /auth/sso from the provider: with a one-time token
 * (the sign-in succeeded) or with a failure reason. Pure, so it is tested without React.
 */
export type SsoReturn =
  | { kind: 'none' }
  /** `searchWithoutToken`: the same query without the token, which must not stay in the address or history. */
  | { kind: 'token'; token: string; searchWithoutToken: string }
  | { kind: 'failed'; message: string };

/** Only a domain's own characters: the address is anyone's to write, and the page repeats this part of it. */
const DOMAIN_SHAPE = /^[a-z0-9.-]+$/i;

function domainOf(params: URLSearchParams): string | null {
  const domain = params.get(SSO_DOMAIN_PARAM)?.slice(0, MAX_DOMAIN_LENGTH) ?? '';
  return DOMAIN_SHAPE.test(domain) ? domain : null;
}

export function readSsoReturn(search: string): SsoReturn {
  const params = new URLSearchParams(search);
  const token = params.get(SSO_RESULT_PARAM);
  if (token) {
    params.delete(SSO_RESULT_PARAM);
    return { kind: 'token', token, searchWithoutToken: params.toString() };
  }
  const reason = params.get(SSO_ERROR_PARAM);
  if (reason === null) return { kind: 'none' };
  // The page says only its own words: a reason it does not know reads as the provider's failure.
  return { kind: 'failed', message: ssoFailureMessage(isSsoFailureReason(reason) ? reason : 'provider', domainOf(params)) };
}
