import { ssoConnectionLabels as labels, ssoConnectionMessages as messages, type SaveConnectionRequest } from './sso-connection';

/*
 * The connection's rules across fields, shared by the form and the server: which fields a protocol
 * needs, and which provider addresses the server will call.
 */

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Whether the URL names this computer: the one place plain http: is accepted (local providers, tests). */
export const isLoopbackUrl = (address: URL): boolean => LOOPBACK_HOSTS.includes(address.hostname);

/** Whether plain http: may be used for this address: the form assumes loopback; the server asks its operator's list. */
export type HttpAllowed = (address: URL) => boolean;

/**
 * Why a provider address is refused, or null: it must be absolute, without credentials, and
 * https: unless plain http is allowed for its host, since the server sends the client secret there.
 */
export function providerUrlRefusal(value: string, label: string, httpAllowed: HttpAllowed = isLoopbackUrl): string | null {
  let address: URL;
  try {
    address = new URL(value.trim());
  } catch {
    return messages.urlInvalid(label);
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') return messages.urlInvalid(label);
  if (address.username || address.password || !address.hostname) return messages.urlInvalid(label);
  if (address.protocol === 'http:' && !httpAllowed(address)) return messages.urlNotHttps(label);
  return null;
}

const given = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

export type ConnectionRefusals = Partial<Record<keyof SaveConnectionRequest, string>>;

/**
 * The refusals of a connection whose fields each passed their own checks, per field. The client
 * secret may be empty when one is stored: saving keeps it. The metadata XML's content is checked
 * by the server (metadata-xml.ts), which parses it.
 */
export function connectionRefusals(body: SaveConnectionRequest, hasStoredSecret: boolean, httpAllowed: HttpAllowed = isLoopbackUrl): ConnectionRefusals {
  const refusals: ConnectionRefusals = {};
  if (body.protocol === 'oidc') {
    if (!given(body.issuer)) refusals.issuer = messages.issuerRequired;
    else {
      const refusal = providerUrlRefusal(body.issuer, labels.issuer, httpAllowed);
      if (refusal) refusals.issuer = refusal;
    }
    if (!given(body.client_id)) refusals.client_id = messages.clientIdRequired;
    if (!hasStoredSecret && !body.client_secret) refusals.client_secret = messages.clientSecretRequired;
    return refusals;
  }
  const hasUrl = given(body.metadata_url);
  const hasXml = given(body.metadata_xml);
  if (hasUrl && hasXml) refusals.metadata_url = messages.metadataBoth;
  else if (!hasUrl && !hasXml) refusals.metadata_url = messages.metadataMissing;
  else if (hasUrl) {
    const refusal = providerUrlRefusal(body.metadata_url ?? '', labels.metadataUrl, httpAllowed);
    if (refusal) refusals.metadata_url = refusal;
  }
  return refusals;
}
