import type { Services } from '../services';
import { newFlowToken } from '../auth/random';
import type { ConnectionRow } from './connection-store';
import { oidcAuthorization } from './oidc-sign-in';
import { oidcConfigurationOf, samlMetadataOf, type BeforeCall } from './provider-documents';
import { samlAuthorization } from './saml-sign-in';
import { oidcRedirectUri, samlServiceProvider } from './service-provider';
import { insertSignIn } from './sign-in-store';

export type StartInput = { email: string; deviceId: string; rememberMe: boolean };

/**
 * Starts a sign-in at the account's provider and answers where the browser goes: the provider's
 * authorization URL (OpenID Connect) or its SSO URL with the AuthnRequest (SAML). The sign-in is
 * stored under its state (RelayState) with what the answer will be checked against and the device
 * that must finish it. `beforeCall` runs when the provider's documents must be fetched (they are
 * kept a while: provider-documents.ts). Throws SsoFailure('provider') when they cannot be read.
 */
export async function startSignIn(services: Services, connection: ConnectionRow, input: StartInput, beforeCall: BeforeCall): Promise<string> {
  const now = services.clock.now();
  const stored = { accountId: connection.account_id, deviceId: input.deviceId, rememberMe: input.rememberMe, now };
  if (connection.protocol === 'oidc') {
    const config = await oidcConfigurationOf(services, connection, beforeCall);
    const request = await oidcAuthorization(config, oidcRedirectUri(services.config), input.email);
    await insertSignIn(services.db, {
      ...stored, protocol: 'oidc', state: request.state, nonce: request.nonce, codeVerifier: request.codeVerifier,
    });
    return request.url;
  }
  const state = newFlowToken();
  const request = await samlAuthorization(await samlMetadataOf(services, connection, beforeCall), samlServiceProvider(services.config), state);
  await insertSignIn(services.db, { ...stored, protocol: 'saml', state, samlRequestId: request.requestId });
  return request.url;
}
