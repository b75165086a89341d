import type { ConnectionRow } from './connection-store';
import { readIdpMetadata, type IdpMetadata } from './metadata-xml';
import { providerFetch, type ProviderCalls } from './provider-fetch';
import { SsoFailure } from './provider-identity';

/** The metadata as pasted, or as its URL answers now (a provider rotates its certificates there). */
async function metadataText(row: ConnectionRow, calls: ProviderCalls): Promise<string> {
  if (row.metadata_xml !== null) return row.metadata_xml;
  if (!row.metadata_url) throw new SsoFailure('provider', 'The connection has no SAML metadata');
  let response: Response;
  try {
    response = await providerFetch(row.metadata_url, calls);
  } catch (error) {
    throw new SsoFailure('provider', `The metadata could not be fetched: ${(error as Error).message}`);
  }
  if (!response.ok) throw new SsoFailure('provider', `The metadata URL answered ${response.status}`);
  return response.text();
}

/** The connection's identity provider as its metadata describes it; SsoFailure('provider') when that cannot be read. */
export async function connectionIdpMetadata(row: ConnectionRow, calls: ProviderCalls): Promise<IdpMetadata> {
  if (row.protocol !== 'saml') throw new SsoFailure('provider', 'The connection is not a SAML connection');
  const reading = readIdpMetadata(await metadataText(row, calls));
  if (!reading.metadata) throw new SsoFailure('provider', reading.refusal);
  return reading.metadata;
}
