import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import {
  EMAIL_NAME_ID, SAML_ASSERTION_NS, SAML_PROTOCOL_NS, escapeXml, firstByName, parseXml, samlResponse, signingKey, type Signing, type SigningKey,
} from './saml-response';

export * from './saml-response';

/*
 * A SAML 2.0 identity provider on loopback, for the tests: it publishes its metadata, reads the
 * portal's HTTP-Redirect AuthnRequest, shows a sign-in form a browser fills, and posts a signed
 * Response to the portal's ACS URL (HTTP-POST binding). Its responses, and forged ones for the API
 * tests, come from saml-response.ts, re-exported here.
 */

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** The provider's metadata: its entity ID, its HTTP-Redirect SSO URL and its signing certificates (two while it rotates). */
export function samlIdpMetadataXml(entityId: string, ssoUrl: string, certificates: string | string[]): string {
  const keys = [certificates].flat().map((certificate) =>
    `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${escapeXml(entityId)}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="${SAML_PROTOCOL_NS}">
    ${keys.join('\n    ')}
    <md:NameIDFormat>${EMAIL_NAME_ID}</md:NameIDFormat>
    <md:SingleSignOnService Binding="${REDIRECT}" Location="${escapeXml(ssoUrl)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

/** What an HTTP-Redirect AuthnRequest asks, read from the address the portal sent the browser to. */
export type ReadAuthnRequest = {
  id: string; issuer: string; acsUrl: string; destination: string; nameIdFormat: string | null; relayState: string | null; xml: string;
};

export function readAuthnRequest(address: string | URL): ReadAuthnRequest {
  const url = new URL(address);
  const encoded = url.searchParams.get('SAMLRequest');
  if (!encoded) throw new Error('No SAMLRequest');
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const request = parseXml(xml).documentElement;
  if (!request || request.namespaceURI !== SAML_PROTOCOL_NS || request.localName !== 'AuthnRequest') throw new Error('Not an AuthnRequest');
  const policy = request.getElementsByTagNameNS(SAML_PROTOCOL_NS, 'NameIDPolicy')[0];
  return {
    id: request.getAttribute('ID') ?? '',
    issuer: (firstByName(request, SAML_ASSERTION_NS, 'Issuer').textContent ?? '').trim(),
    acsUrl: request.getAttribute('AssertionConsumerServiceURL') ?? '',
    destination: request.getAttribute('Destination') ?? '',
    nameIdFormat: policy?.getAttribute('Format') ?? null,
    relayState: url.searchParams.get('RelayState'),
    xml,
  };
}

export type SamlIdp = {
  /** The provider's base address on loopback; its entity ID is its metadata URL. */
  url: string;
  entityId: string;
  metadataUrl: string;
  ssoUrl: string;
  metadataXml: string;
  key: SigningKey;
  close(): Promise<void>;
};

const escapeHtml = escapeXml;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** The provider's sign-in form for the AuthnRequest in the address; its hidden fields carry the request on. */
function signInForm(request: ReadAuthnRequest): string {
  return page('Sign in to the test identity provider', `<form method="post" action="/sso/sign-in">
${hidden('request_id', request.id)}${hidden('acs_url', request.acsUrl)}${hidden('audience', request.issuer)}${hidden('relay_state', request.relayState ?? '')}
<p><label for="email">Email</label> <input id="email" name="email" type="email" required></p>
<p><label for="first_name">First name</label> <input id="first_name" name="first_name"></p>
<p><label for="last_name">Last name</label> <input id="last_name" name="last_name"></p>
<p><button type="submit">Sign in</button></p>
</form>`);
}

/** The HTTP-POST binding: a form to the ACS URL that submits itself, with a button for a browser without scripts. */
function postBinding(acsUrl: string, response: string, relayState: string): string {
  return page('Signing you in', `<form method="post" action="${escapeHtml(acsUrl)}">
${hidden('SAMLResponse', response)}${relayState ? hidden('RelayState', relayState) : ''}
<p><button type="submit">Continue</button></p>
</form>
<script>document.forms[0].submit();</script>`);
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
}

/** Starts the provider on 127.0.0.1; `signing` chooses what its answers sign (default: the assertion, as most providers do). */
export async function startSamlIdp(options: { signing?: Signing; key?: SigningKey } = {}): Promise<SamlIdp> {
  const key = options.key ?? await signingKey();
  const state = { base: '' };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', state.base);
      if (request.method === 'GET' && url.pathname === '/metadata') {
        response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(idp.metadataXml);
      } else if (request.method === 'GET' && url.pathname === '/sso') {
        let authnRequest: ReadAuthnRequest;
        try {
          authnRequest = readAuthnRequest(url);
        } catch (error) {
          html(response, 400, page('Bad request', `<p>${escapeHtml((error as Error).message)}</p>`));
          return;
        }
        html(response, 200, signInForm(authnRequest));
      } else if (request.method === 'POST' && url.pathname === '/sso/sign-in') {
        const form = await formBody(request);
        const acsUrl = form.get('acs_url') ?? '';
        const answer = samlResponse({
          issuer: idp.entityId, key, requestId: form.get('request_id') || null, acsUrl, audience: form.get('audience') ?? '',
          email: form.get('email') ?? '', firstName: form.get('first_name') || undefined, lastName: form.get('last_name') || undefined,
          signing: options.signing,
        });
        html(response, 200, postBinding(acsUrl, answer, form.get('relay_state') ?? ''));
      } else {
        response.writeHead(404).end();
      }
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idp: SamlIdp = {
    url: state.base,
    entityId: `${state.base}/metadata`,
    metadataUrl: `${state.base}/metadata`,
    ssoUrl: `${state.base}/sso`,
    metadataXml: samlIdpMetadataXml(`${state.base}/metadata`, `${state.base}/sso`, key.certificateBase64),
    key,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  return idp;
}
