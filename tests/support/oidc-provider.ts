import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestOidcProvider = { issuer: string; clientId: string; clientSecret: string; close(): Promise<void> };

/**
 * A real OpenID provider (oidc-provider) on loopback with one confidential client, as an
 * administrator's identity provider would be. Its issuer is plain http:, which the portal accepts
 * on loopback only.
 */
export async function startOidcProvider(redirectUri = 'http://portal.test/api/v1/sso/oidc/callback'): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'customer-portal';
  const clientSecret = 'test-provider-client-secret-0123456789';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri] }],
    // No sign-in pages: the tests read its discovery document only.
    features: { devInteractions: { enabled: false } },
  });
  server.on('request', provider.callback());
  return {
    issuer, clientId, clientSecret,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
