import { Hono } from 'hono';
import {
  EmptyRequest, SSO_OIDC_CALLBACK_PATH, SSO_SAML_ACS_PATH, SSO_SAML_METADATA_PATH, SaveConnectionRequest, ssoConnectionLabels,
  ssoConnectionMessages as messages, type MessageResponse, type SsoConnectionState, type SsoProtocol, type SsoProviderSetup,
  type TestConnectionResponse,
} from '../../src/api/contract';
import type { Services } from '../services';
import { recordActivity } from '../activity/activity-store';
import { userActor } from '../activity/actors';
import { requireAccount, requireAdministrator } from '../auth/middleware';
import { readBody } from '../http/body';
import { clientAddress } from '../http/client-address';
import { conflict, notFound } from '../http/errors';
import { takeConnectionTest } from '../limits/connection-tests';
import { connectionFields, unchanged } from '../sso/connection-input';
import {
  deleteConnection, findConnection, recordTest, saveConnection, toSsoConnection, type ConnectionRow,
} from '../sso/connection-store';
import { testConnection } from '../sso/connection-test';
import { providerCalls } from '../sso/provider-documents';

/** The activity log names a connection by its protocol. */
const protocolName = (protocol: SsoProtocol): string => ssoConnectionLabels[protocol];

/**
 * account/sso/connection: the account's connection to its identity provider (GET it with what to
 * register at the provider, POST save, POST remove, POST test). Account bearer, administrators
 * only, like the domains. The client secret is sealed at rest and never answered.
 */
export function accountSsoConnectionRoutes(services: Services) {
  const { db, clock, keys } = services;
  const app = new Hono();
  const administrators = [requireAccount(services), requireAdministrator] as const;
  // Read at each call: the public URL follows the real port when the server was started on port 0.
  const provider = (base = services.config.publicUrl): SsoProviderSetup => ({
    redirect_uri: `${base}${SSO_OIDC_CALLBACK_PATH}`,
    entity_id: `${base}${SSO_SAML_METADATA_PATH}`,
    acs_url: `${base}${SSO_SAML_ACS_PATH}`,
    metadata_url: `${base}${SSO_SAML_METADATA_PATH}`,
  });
  const state = (row: ConnectionRow | null): SsoConnectionState => ({ connection: row ? toSsoConnection(row) : null, provider: provider() });

  app.get('/', ...administrators, async (c) => c.json(state(await findConnection(db, c.get('accountId'))) satisfies SsoConnectionState));

  app.post('/', ...administrators, async (c) => {
    const body = await readBody(c, SaveConnectionRequest);
    const accountId = c.get('accountId');
    const now = clock.now();
    const saved = await db.transaction(async (tx) => {
      const stored = await findConnection(tx, accountId, true);
      const fields = connectionFields(body, stored, keys.ssoSecrets, accountId, providerCalls(services.config));
      // Saving it as it is changes nothing: it stays tested, and there is nothing to log.
      if (stored && unchanged(stored, fields)) return stored;
      const row = await saveConnection(tx, accountId, fields, now);
      await recordActivity(tx, {
        accountId, actor: userActor(c.get('user')), action: 'sso_connection_saved', subject: protocolName(row.protocol), details: '', at: now,
      });
      return row;
    });
    return c.json(state(saved) satisfies SsoConnectionState);
  });

  app.post('/remove', ...administrators, async (c) => {
    await readBody(c, EmptyRequest);
    const accountId = c.get('accountId');
    const now = clock.now();
    const removed = await db.transaction(async (tx) => {
      const row = await deleteConnection(tx, accountId);
      if (row) {
        await recordActivity(tx, {
          accountId, actor: userActor(c.get('user')), action: 'sso_connection_removed', subject: protocolName(row.protocol), details: '', at: now,
        });
      }
      return row;
    });
    if (!removed) throw notFound(messages.noConnection);
    return c.json({ message: messages.connectionRemoved } satisfies MessageResponse);
  });

  app.post('/test', ...administrators, async (c) => {
    await readBody(c, EmptyRequest);
    const accountId = c.get('accountId');
    const row = await findConnection(db, accountId);
    if (!row) throw notFound(messages.noConnection);
    await takeConnectionTest(db, accountId, clientAddress(c, services.config.trustProxy), clock.now());
    const outcome = await testConnection(keys.ssoSecrets, row, providerCalls(services.config));
    await recordTest(db, row, outcome.issuer ?? null, clock.now());
    if (outcome.refusal !== undefined) throw conflict(outcome.refusal);
    return c.json({ issuer: outcome.issuer } satisfies TestConnectionResponse);
  });

  return app;
}
