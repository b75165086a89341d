import type { Services } from '../services';
import { newFlowToken } from '../auth/random';
import type { ConnectionRow } from './connection-store';
import { oidcAuthorization } from './oidc-sign-in';
import { samlAuthorization } from './saml-sign-in';
import { oidcRedirectUri, samlServiceProvider } from './service-provider';
import { insertSignIn } from './sign-in-store';

export type StartInput = { email: string; deviceId: string; rememberMe: boolean };

/**
 * Starts a sign-in at the account's provider and answers where the browser goes: the provider's
 * authorization URL (OpenID Connect) or its SSO URL with the AuthnRequest (SAML). The sign-in is
 * stored under its state (RelayState) with what the answer will be checked against and the device
 * that must finish it. Throws SsoFailure('provider') when the provider's documents cannot be read.
 */
export async function startSignIn(services: Services, connection: ConnectionRow, input: StartInput): Promise<string> {
  const now = services.clock.now();
  const stored = { accountId: connection.account_id, deviceId: input.deviceId, rememberMe: input.rememberMe, now };
  if (connection.protocol === 'oidc') {
    const request = await oidcAuthorization(services.keys.ssoSecrets, connection, oidcRedirectUri(services.config), input.email);
    await insertSignIn(services.db, {
      ...stored, protocol: 'oidc', state: request.state, nonce: request.nonce, codeVerifier: request.codeVerifier,
    });
    return request.url;
  }
  const state = newFlowToken();
  const request = await samlAuthorization(connection, samlServiceProvider(services.config), state);
  await insertSignIn(services.db, { ...stored, protocol: 'saml', state, samlRequestId: request.requestId });
  return request.url;
}
