import {
  connectionRefusals, ssoConnectionLabels as labels, ssoConnectionMessages as messages, type ConnectionRefusals, type SaveConnectionRequest,
} from '../../src/api/contract';
import { badRequest } from '../http/errors';
import { sealClientSecret, type ConnectionFields, type ConnectionRow } from './connection-store';
import { readIdpMetadata } from './metadata-xml';
import { urlRefusal, type ProviderCalls } from './provider-fetch';
import { isAllowedHost } from './provider-hosts';

const trimmed = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/**
 * The fields a save stores, or the 400 with a message per field. The other protocol's fields are
 * dropped; an empty client secret keeps the stored one of an OpenID Connect connection.
 */
export function connectionFields(
  body: SaveConnectionRequest, stored: ConnectionRow | null, key: Buffer, accountId: number, calls: ProviderCalls,
): ConnectionFields {
  const storedSecret = stored?.protocol === 'oidc' ? stored.client_secret_encrypted : null;
  const refusals = connectionRefusals(body, storedSecret !== null, (address) => isAllowedHost(calls.allowedHosts, address));
  refuseAddresses(body, refusals, calls);
  const xml = body.protocol === 'saml' ? trimmed(body.metadata_xml) : null;
  if (xml !== null && !refusals.metadata_url) {
    const { refusal } = readIdpMetadata(xml);
    if (refusal) refusals.metadata_xml = refusal;
  }
  const first = Object.values(refusals)[0];
  if (first) throw badRequest(first, refusals);
  if (body.protocol === 'oidc') {
    return {
      protocol: 'oidc', issuer: trimmed(body.issuer), client_id: trimmed(body.client_id),
      client_secret_encrypted: body.client_secret ? sealClientSecret(key, accountId, body.client_secret) : storedSecret,
      metadata_url: null, metadata_xml: null,
    };
  }
  return { protocol: 'saml', issuer: null, client_id: null, client_secret_encrypted: null, metadata_url: trimmed(body.metadata_url), metadata_xml: xml };
}

/**
 * An address the server would never call is refused when saved, before anyone signs in: a literal
 * private or metadata address (names are resolved when called, provider-fetch.ts).
 */
function refuseAddresses(body: SaveConnectionRequest, refusals: ConnectionRefusals, calls: ProviderCalls): void {
  const fields = body.protocol === 'oidc'
    ? [['issuer', body.issuer, labels.issuer] as const]
    : [['metadata_url', body.metadata_url, labels.metadataUrl] as const];
  for (const [field, value, label] of fields) {
    if (refusals[field] || !value?.trim()) continue;
    if (urlRefusal(new URL(value.trim()), calls)?.refused) refusals[field] = messages.addressNotPublic(label);
  }
}

/** Whether saving would change nothing: a new secret always counts as a change. */
export function unchanged(stored: ConnectionRow | null, fields: ConnectionFields): boolean {
  if (!stored) return false;
  return (['protocol', 'issuer', 'client_id', 'client_secret_encrypted', 'metadata_url', 'metadata_xml'] as const).every(
    (name) => stored[name] === fields[name],
  );
}
