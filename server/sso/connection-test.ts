import * as oidc from 'openid-client';
import { ssoConnectionMessages as messages } from '../../src/api/contract';
import { openClientSecret, type ConnectionRow } from './connection-store';
import { readIdpMetadata } from './metadata-xml';
import { PROVIDER_TIMEOUT_MS, ProviderFetchError, providerFetch, urlRefusal, type ProviderCalls } from './provider-fetch';

/** The issuer the provider names itself by, or the refusal to show in its place. */
export type TestOutcome = { issuer: string; refusal?: never } | { issuer?: never; refusal: string };

const unreachable: TestOutcome = { refusal: messages.providerUnreachable };

/** A call the server refused to make is said as such: the administrator can fix the address. */
const failed = (error: unknown): TestOutcome =>
  error instanceof ProviderFetchError && error.refused ? { refusal: messages.providerNotPublic } : unreachable;

/** Whether the sealed secret still opens: it does not once the server's keys changed (a new JWT_SECRET). */
function secretOpens(key: Buffer, row: ConnectionRow): boolean {
  if (!row.client_secret_encrypted) return false;
  try {
    openClientSecret(key, row.account_id, row.client_secret_encrypted);
    return true;
  } catch {
    return false;
  }
}

/**
 * OpenID Connect: the issuer's discovery document, by openid-client, which also checks that the
 * document names this very issuer. Plain http: is for hosts the operator listed (providerFetch
 * decides). The secret is not sent anywhere yet, but it must open, or the sign-in could not use it.
 */
async function testOidc(key: Buffer, row: ConnectionRow, calls: ProviderCalls): Promise<TestOutcome> {
  if (!row.issuer || !row.client_id) return unreachable;
  if (!secretOpens(key, row)) return { refusal: messages.secretUnreadable };
  const issuer = new URL(row.issuer);
  // openid-client wraps what the fetch threw: the refusal is checked before it is called.
  const refused = urlRefusal(issuer, calls);
  if (refused) return failed(refused);
  let thrown: unknown = null;
  try {
    const configuration = await oidc.discovery(issuer, row.client_id, undefined, undefined, {
      execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      timeout: PROVIDER_TIMEOUT_MS / 1000,
      [oidc.customFetch]: (url, options) => providerFetch(url, calls, { method: options.method, headers: options.headers }).catch((error: unknown) => {
        thrown = error;
        throw error;
      }),
    });
    return { issuer: configuration.serverMetadata().issuer };
  } catch (error) {
    return failed(thrown ?? error);
  }
}

/** SAML: the metadata as pasted, or as its URL answers, read as at saving; its entityID is the issuer. */
async function testSaml(row: ConnectionRow, calls: ProviderCalls): Promise<TestOutcome> {
  let xml = row.metadata_xml;
  if (xml === null) {
    if (!row.metadata_url) return unreachable;
    try {
      const response = await providerFetch(row.metadata_url, calls);
      if (!response.ok) return unreachable;
      xml = await response.text();
    } catch (error) {
      return failed(error);
    }
  }
  const reading = readIdpMetadata(xml);
  return reading.metadata ? { issuer: reading.metadata.entityId } : { refusal: reading.refusal };
}

/** Asks the provider of the saved connection who it is. Never throws: a failure is a refusal. */
export const testConnection = (key: Buffer, row: ConnectionRow, calls: ProviderCalls): Promise<TestOutcome> =>
  row.protocol === 'oidc' ? testOidc(key, row, calls) : testSaml(row, calls);
