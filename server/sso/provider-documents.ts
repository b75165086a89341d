import type * as oidc from 'openid-client';
import type { Config } from '../config';
import type { Services } from '../services';
import type { ConnectionRow } from './connection-store';
import type { IdpMetadata } from './metadata-xml';
import { discoverOidc } from './oidc-sign-in';
import type { ProviderCalls } from './provider-fetch';
import { connectionIdpMetadata } from './saml-metadata-source';

/**
 * A provider's documents (OpenID Connect discovery, SAML metadata) are kept this long per
 * connection as saved: ordinary sign-ins make no call to read them, so a start costs the provider
 * nothing most of the time, and a flood of starts reaches it at most once per connection meanwhile.
 * A provider rotating its keys or certificates is seen within this time.
 */
export const DOCUMENTS_KEPT_MS = 5 * 60_000;

/** What the server may call, as the operator set it. */
export const providerCalls = (config: Pick<Config, 'ssoAllowedHosts'>): ProviderCalls => ({ allowedHosts: config.ssoAllowedHosts });

/** Runs before a document is fetched (not when kept): a start takes its allowance there. */
export type BeforeCall = () => Promise<void>;

type Kept = { key: string; until: number; value: Promise<unknown> };

// Per database (one per app): tests run several apps in one process, each with its own rows.
const kept = new WeakMap<object, Map<number, Kept>>();

async function keptOrFetched<T>(services: Services, row: ConnectionRow, fetch: () => Promise<T>, beforeCall?: BeforeCall): Promise<T> {
  const byConnection = kept.get(services.db) ?? new Map<number, Kept>();
  kept.set(services.db, byConnection);
  const key = `${row.protocol}\n${row.updated_at.getTime()}`;
  const nowMs = services.clock.now().getTime();
  const found = byConnection.get(row.id);
  if (found && found.key === key && found.until > nowMs) return found.value as Promise<T>;
  await beforeCall?.();
  const value = fetch();
  byConnection.set(row.id, { key, until: nowMs + DOCUMENTS_KEPT_MS, value });
  // A failure is not kept: the next sign-in asks again (and takes its allowance again).
  value.catch(() => {
    if (byConnection.get(row.id)?.value === value) byConnection.delete(row.id);
  });
  return value;
}

export const oidcConfigurationOf = (services: Services, row: ConnectionRow, beforeCall?: BeforeCall): Promise<oidc.Configuration> =>
  keptOrFetched(services, row, () => discoverOidc(services.keys.ssoSecrets, row, providerCalls(services.config)), beforeCall);

/** Pasted metadata needs no call: only a metadata URL's answer is what `beforeCall` is for. */
export const samlMetadataOf = (services: Services, row: ConnectionRow, beforeCall?: BeforeCall): Promise<IdpMetadata> =>
  keptOrFetched(services, row, () => connectionIdpMetadata(row, providerCalls(services.config)), row.metadata_url ? beforeCall : undefined);
