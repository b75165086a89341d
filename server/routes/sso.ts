import { generateServiceProviderMetadata } from '@node-saml/node-saml';
import { Hono, type Context } from 'hono';
import { SSO_SAML_ACS_PATH, SSO_SAML_METADATA_PATH } from '../../src/api/contract';
import type { Services } from '../services';
import { rememberRequestClient } from '../auth/request-client';
import { oidcIdentity } from '../sso/oidc-sign-in';
import { oidcConfigurationOf, samlMetadataOf } from '../sso/provider-documents';
import { SsoFailure } from '../sso/provider-identity';
import { samlIdentity } from '../sso/saml-sign-in';
import { oidcRedirectUri, samlServiceProvider } from '../sso/service-provider';
import { answerSignIn, type AnswerCheck } from '../sso/sign-in-answer';

/** The name format the portal asks for: people are linked by their e-mail address at a verified domain. */
const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** The largest SAMLResponse read: a signed response with a few attributes is a few kilobytes. */
const MAX_SAML_RESPONSE = 200_000;

/** A browser sent on after a provider's answer: See Other, so a POSTed answer becomes a GET of the page. */
const sendOn = (c: Context, page: string) => c.redirect(page, 303);

/**
 * sso/: the portal as a single sign-on service provider, public, for identity providers and the
 * browsers they send back. GET saml/metadata answers the portal's SAML metadata, the same for
 * every account: its address is the entity ID, and answers come back to the one ACS URL. GET
 * oidc/callback and POST saml/acs take a provider's answer (sso/sign-in-answer.ts) and send the
 * browser on to the sign-in page, with a token to finish or the reason it failed.
 */
export function ssoRoutes(services: Services) {
  const app = new Hono();
  app.use('/oidc/*', rememberRequestClient(services));
  app.use('/saml/acs', rememberRequestClient(services));

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

  app.get('/oidc/callback', async (c) => {
    const redirectUri = oidcRedirectUri(services.config);
    // The answer as the provider addressed it: the registered redirect URI with the provider's query.
    const answered = new URL(redirectUri);
    answered.search = new URL(c.req.url).search;
    const check: AnswerCheck = (signIn, connection) =>
      oidcIdentity(() => oidcConfigurationOf(services, connection), redirectUri, answered, {
        state: c.req.query('state') ?? '', nonce: signIn.nonce ?? '', codeVerifier: signIn.code_verifier ?? '',
      });
    return sendOn(c, await answerSignIn(services, c.req.query('state') ?? null, check));
  });

  app.post('/saml/acs', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const relayState = typeof form.RelayState === 'string' ? form.RelayState : null;
    const samlResponse = typeof form.SAMLResponse === 'string' ? form.SAMLResponse : '';
    const check: AnswerCheck = async (signIn, connection) => {
      if (!samlResponse || samlResponse.length > MAX_SAML_RESPONSE) throw new SsoFailure('signature', 'no readable SAMLResponse');
      return samlIdentity(() => samlMetadataOf(services, connection), samlServiceProvider(services.config), samlResponse, { requestId: signIn.saml_request_id ?? '' }, services.clock.now());
    };
    return sendOn(c, await answerSignIn(services, relayState, check));
  });

  return app;
}
