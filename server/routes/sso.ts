import { generateServiceProviderMetadata } from '@node-saml/node-saml';
import { Hono } from 'hono';
import { SSO_SAML_ACS_PATH, SSO_SAML_METADATA_PATH } from '../../src/api/contract';
import type { Services } from '../services';

/** The name format the portal asks for: people are linked by their e-mail address at a verified domain. */
const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/**
 * sso/: the portal as a single sign-on service provider, public, for identity providers to read.
 * GET saml/metadata answers the portal's SAML metadata, the same for every account: its address is
 * the entity ID, and answers come back to the one ACS URL.
 */
export function ssoRoutes(services: Services) {
  const app = new Hono();
  app.get('/saml/metadata', (c) => {
    const base = services.config.publicUrl;
    const xml = generateServiceProviderMetadata({
      issuer: `${base}${SSO_SAML_METADATA_PATH}`,
      callbackUrl: `${base}${SSO_SAML_ACS_PATH}`,
      identifierFormat: EMAIL_NAME_ID,
      wantAssertionsSigned: true,
    });
    return c.body(xml, 200, { 'Content-Type': 'application/samlmetadata+xml; charset=utf-8' });
  });
  return app;
}
