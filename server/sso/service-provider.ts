import { SSO_OIDC_CALLBACK_PATH, SSO_SAML_ACS_PATH, SSO_SAML_METADATA_PATH } from '../../src/api/contract';
import type { Config } from '../config';

/** The portal as a SAML service provider: its metadata's address is its entity ID (as the metadata route says). */
export const samlServiceProvider = (config: Config) => ({
  entityId: `${config.publicUrl}${SSO_SAML_METADATA_PATH}`,
  acsUrl: `${config.publicUrl}${SSO_SAML_ACS_PATH}`,
});

/** Where an OpenID provider sends the browser back; registered at the provider as it stands here. */
export const oidcRedirectUri = (config: Config): string => `${config.publicUrl}${SSO_OIDC_CALLBACK_PATH}`;
