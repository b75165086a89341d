import { boolean, nullable, object, string, type Infer } from 'superstruct';
import { choice, optionalText } from './fields';

/*
 * Single sign-on, part two: the account's connection to its identity provider, one per account,
 * either OpenID Connect (issuer, client id and secret) or SAML 2.0 (the provider's metadata, by URL
 * or pasted). The client secret is stored encrypted and never sent back; 'Test connection' reads
 * the provider's discovery document or metadata, and the last successful test is kept for the
 * sign-in policy, until the connection changes.
 */

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

export const ssoConnectionLimits = {
  urlMax: 2048,
  clientIdMax: 255,
  clientSecretMax: 1024,
  /**
   * Metadata of one provider with a few certificates fits well within this, and so does a request
   * carrying it within the API's body limit (64 KiB); larger metadata is given by its URL.
   */
  metadataXmlMax: 50_000,
} as const;

/** The paths the provider is told about; the server prefixes them with PUBLIC_URL. */
export const SSO_OIDC_CALLBACK_PATH = '/api/v1/sso/oidc/callback';
export const SSO_SAML_ACS_PATH = '/api/v1/sso/saml/acs';
/** The portal's SAML metadata; its address is the portal's entity ID too. */
export const SSO_SAML_METADATA_PATH = '/api/v1/sso/saml/metadata';

export const ssoConnectionLabels = {
  connection: 'Connection',
  protocol: 'Protocol',
  oidc: 'OpenID Connect',
  saml: 'SAML 2.0',
  issuer: 'Issuer URL',
  clientId: 'Client ID',
  clientSecret: 'Client secret',
  metadataUrl: 'Metadata URL',
  metadataXml: 'Metadata XML',
  saveConnection: 'Save connection',
  testConnection: 'Test connection',
  removeConnection: 'Remove connection',
  redirectUri: 'Redirect URI',
  entityId: 'Entity ID',
  acsUrl: 'ACS URL',
  spMetadataUrl: 'SP metadata URL',
} as const;

const { issuer, clientId, clientSecret, metadataUrl, metadataXml } = ssoConnectionLabels;

export const ssoConnectionMessages = {
  protocolInvalid: 'Choose OpenID Connect or SAML 2.0.',
  issuerRequired: `${issuer} is required`,
  clientIdRequired: `${clientId} is required`,
  clientSecretRequired: `${clientSecret} is required`,
  urlInvalid: (label: string) => `${label} must be an absolute address such as https://login.example.com`,
  urlNotHttps: (label: string) => `${label} must start with https: (http: only for a host the server's operator allows in SSO_ALLOWED_HOSTS)`,
  /** A literal address, or a name resolving to one, off the public internet (provider-fetch.ts). */
  addressNotPublic: (label: string) =>
    `${label} points at a private, local or cloud metadata address, which the server does not call. Use the provider's public address, or ask the server's operator to allow the host in SSO_ALLOWED_HOSTS.`,
  providerNotPublic:
    "The provider's address is private, local or a cloud metadata address, which the server does not call. Use the provider's public address, or ask the server's operator to allow the host in SSO_ALLOWED_HOSTS.",
  metadataMissing: `Enter the ${metadataUrl} or paste the ${metadataXml}.`,
  metadataBoth: `Enter either the ${metadataUrl} or the ${metadataXml}, not both.`,
  metadataNotXml: 'The metadata is not readable XML.',
  metadataNoEntity: 'The metadata has no EntityDescriptor with an entityID.',
  metadataNoIdp: "The metadata has no IDPSSODescriptor: it is not an identity provider's metadata.",
  metadataNoRedirect: 'The metadata has no SingleSignOnService with the HTTP-Redirect binding.',
  metadataNoCertificate: 'The metadata has no signing certificate.',
  providerUnreachable: 'The provider could not be reached.',
  secretUnreadable: `The saved ${clientSecret.toLowerCase()} can no longer be read. Enter it again and save.`,
  connectionSaved: 'The connection was saved.',
  connectionRemoved: 'The connection was removed.',
  noConnection: 'No connection is saved yet.',
} as const;

const url = (label: string) => optionalText({ label, max: ssoConnectionLimits.urlMax });

/**
 * POST account/sso/connection (account bearer, administrators only). Which fields count depends on
 * the protocol (connectionRefusals); an empty client secret keeps the stored one.
 */
export const SaveConnectionRequest = object({
  protocol: choice<SsoProtocol>(ssoConnectionLabels.protocol, SSO_PROTOCOLS, ssoConnectionMessages.protocolInvalid),
  issuer: url(issuer),
  client_id: optionalText({ label: clientId, max: ssoConnectionLimits.clientIdMax }),
  client_secret: optionalText({ label: clientSecret, max: ssoConnectionLimits.clientSecretMax, secret: true }),
  metadata_url: url(metadataUrl),
  metadata_xml: optionalText({ label: metadataXml, max: ssoConnectionLimits.metadataXmlMax }),
});
export type SaveConnectionRequest = Infer<typeof SaveConnectionRequest>;

/** The saved connection as administrators read it: never the secret, only that there is one. */
export const SsoConnection = object({
  protocol: string(),
  issuer: nullable(string()),
  client_id: nullable(string()),
  has_client_secret: boolean(),
  metadata_url: nullable(string()),
  metadata_xml: nullable(string()),
  updated_at: string(),
  /** When a test last succeeded since the connection was saved as it is, and the issuer it found. */
  tested_at: nullable(string()),
  tested_issuer: nullable(string()),
});
export type SsoConnection = Infer<typeof SsoConnection>;

/** What an administrator registers at the provider, whichever protocol they choose. */
export const SsoProviderSetup = object({
  redirect_uri: string(),
  entity_id: string(),
  acs_url: string(),
  metadata_url: string(),
});
export type SsoProviderSetup = Infer<typeof SsoProviderSetup>;

/** GET account/sso/connection; connection is null until one is saved. */
export const SsoConnectionState = object({ connection: nullable(SsoConnection), provider: SsoProviderSetup });
export type SsoConnectionState = Infer<typeof SsoConnectionState>;

/** POST account/sso/connection/test: the issuer the provider names itself by (OIDC issuer, SAML entityID). */
export const TestConnectionResponse = object({ issuer: string() });
export type TestConnectionResponse = Infer<typeof TestConnectionResponse>;
