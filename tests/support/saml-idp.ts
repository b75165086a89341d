import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

/*
 * A SAML 2.0 identity provider on loopback, for the tests: it publishes its metadata, reads the
 * portal's HTTP-Redirect AuthnRequest, shows a sign-in form a browser fills, and posts a signed
 * Response to the portal's ACS URL (HTTP-POST binding). The response builder is exported too, with
 * a switch for every forgery the portal must refuse.
 */

const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';
export const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
export const PERSISTENT_NAME_ID = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';

/** A signing key with its self-signed certificate (PEM), and the certificate as metadata carries it. */
export type SigningKey = { privateKey: string; certificatePem: string; certificateBase64: string };

export async function signingKey(commonName = 'idp.localhost'): Promise<SigningKey> {
  const { private: privateKey, cert } = await generate([{ name: 'commonName', value: commonName }], { keySize: 2048, algorithm: 'sha256' });
  return { privateKey, certificatePem: cert, certificateBase64: cert.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '') };
}

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The provider's metadata: its entity ID, its HTTP-Redirect SSO URL and its signing certificate. */
export function samlIdpMetadataXml(entityId: string, ssoUrl: string, certificateBase64: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${escapeXml(entityId)}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="${PROTOCOL}">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBase64}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>${EMAIL_NAME_ID}</md:NameIDFormat>
    <md:SingleSignOnService Binding="${REDIRECT}" Location="${escapeXml(ssoUrl)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

/** Which parts carry a signature: the assertion (Okta, Entra ID, Google), the Response (Keycloak), both, or none. */
export type Signing = 'assertion' | 'response' | 'both' | 'none';

export type ResponseOptions = {
  /** The provider's entity ID, written as Issuer of the Response and of the assertion. */
  issuer: string;
  key: SigningKey;
  /** The AuthnRequest answered: InResponseTo of the Response and of the SubjectConfirmationData; null = IdP-initiated. */
  requestId: string | null;
  /** The portal's ACS URL (Destination, Recipient) and entity ID (Audience). */
  acsUrl: string;
  audience: string;
  email: string;
  firstName?: string;
  lastName?: string;
  /** The NameID's format; the NameID is the e-mail address unless `nameId` is given. */
  nameIdFormat?: string;
  nameId?: string;
  /** Attributes instead of firstName/lastName: name → value. */
  attributes?: Record<string, string>;
  signing?: Signing;
  /** Signs with this key instead of `key` (a key the metadata does not name). */
  signWith?: SigningKey;
  /** When the assertion was issued (default now) and how long it stays valid (default five minutes). */
  issuedAt?: Date;
  lifetimeMs?: number;
  /** How long the SubjectConfirmationData stays valid, when it differs from the Conditions. */
  confirmationLifetimeMs?: number;
  /** A Status other than Success: the provider refused; the Response then carries no assertion. */
  status?: string;
  /** Forgeries of a signed Response. */
  attack?: 'tampered' | 'wrapped' | 'duplicated';
  /** Overrides, one at a time, to make the Response wrong in one way. */
  destination?: string;
  recipient?: string;
  assertionIssuer?: string;
  /** The Response's own InResponseTo, when it differs from the assertion's (a captured assertion in a new envelope). */
  responseInResponseTo?: string | null;
};

const newId = (): string => `_${randomBytes(16).toString('hex')}`;

function attributeStatement(options: ResponseOptions): string {
  const attributes = options.attributes ?? {
    ...(options.firstName ? { firstName: options.firstName } : {}),
    ...(options.lastName ? { lastName: options.lastName } : {}),
  };
  const entries = Object.entries(attributes);
  if (entries.length === 0) return '';
  const items = entries.map(([name, value]) =>
    `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`);
  return `<saml:AttributeStatement>${items.join('')}</saml:AttributeStatement>`;
}

function assertionXml(options: ResponseOptions, id: string): string {
  const issuedAt = options.issuedAt ?? new Date();
  const lifetimeMs = options.lifetimeMs ?? 5 * 60_000;
  const notOnOrAfter = new Date(issuedAt.getTime() + lifetimeMs).toISOString();
  const confirmedUntil = new Date(issuedAt.getTime() + (options.confirmationLifetimeMs ?? lifetimeMs)).toISOString();
  const inResponseTo = options.requestId === null ? '' : ` InResponseTo="${escapeXml(options.requestId)}"`;
  return `<saml:Assertion xmlns:saml="${ASSERTION}" ID="${id}" Version="2.0" IssueInstant="${issuedAt.toISOString()}">`
    + `<saml:Issuer>${escapeXml(options.assertionIssuer ?? options.issuer)}</saml:Issuer>`
    + `<saml:Subject><saml:NameID Format="${options.nameIdFormat ?? EMAIL_NAME_ID}">${escapeXml(options.nameId ?? options.email)}</saml:NameID>`
    + `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">`
    + `<saml:SubjectConfirmationData NotOnOrAfter="${confirmedUntil}" Recipient="${escapeXml(options.recipient ?? options.acsUrl)}"${inResponseTo}/>`
    + `</saml:SubjectConfirmation></saml:Subject>`
    + `<saml:Conditions NotBefore="${new Date(issuedAt.getTime() - 30_000).toISOString()}" NotOnOrAfter="${notOnOrAfter}">`
    + `<saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>`
    + `<saml:AuthnStatement AuthnInstant="${issuedAt.toISOString()}" SessionIndex="${newId()}"><saml:AuthnContext>`
    + `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>`
    + `</saml:AuthnContext></saml:AuthnStatement>${attributeStatement(options)}</saml:Assertion>`;
}

/** An enveloped RSA-SHA256 signature of the element with this ID, placed after its Issuer as the schema wants. */
function sign(xml: string, id: string, key: SigningKey): string {
  const signature = new SignedXml({
    privateKey: key.privateKey,
    publicCert: key.certificatePem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signature.addReference({
    xpath: `//*[@ID='${id}']`,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signature.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `//*[@ID='${id}']/*[local-name()='Issuer']`, action: 'after' },
  });
  return signature.getSignedXml();
}

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');
const serialize = (node: Parameters<XMLSerializer['serializeToString']>[0]) => new XMLSerializer().serializeToString(node);

function firstByName(root: Element, namespace: string, name: string): Element {
  const element = root.getElementsByTagNameNS(namespace, name)[0];
  if (!element) throw new Error(`No ${name}`);
  return element;
}

/** A copy of the signed assertion that names someone else, with a new ID; its copied Signature still points at the original. */
function evilTwin(assertion: Element): Element {
  const evil = assertion.cloneNode(true) as Element;
  evil.setAttribute('ID', newId());
  const nameId = firstByName(evil, ASSERTION, 'NameID');
  nameId.textContent = 'mallory@evil.example';
  return evil;
}

/**
 * XML signature wrapping: the signed assertion is moved into the Response's Extensions, where a
 * careless verifier still finds its valid signature, and an evil assertion takes its place.
 * Duplication: the evil assertion is added beside the signed one.
 */
function forge(xml: string, attack: 'wrapped' | 'duplicated'): string {
  const document = parse(xml);
  const response = document.documentElement;
  if (!response) throw new Error('No Response');
  const assertion = firstByName(response, ASSERTION, 'Assertion');
  const evil = evilTwin(assertion);
  if (attack === 'duplicated') {
    response.appendChild(evil);
    return serialize(document);
  }
  response.replaceChild(evil, assertion);
  const extensions = document.createElementNS(PROTOCOL, 'samlp:Extensions');
  extensions.appendChild(assertion);
  const status = firstByName(response, PROTOCOL, 'Status');
  response.insertBefore(extensions, status);
  return serialize(document);
}

/** The Response XML, signed as asked, forged as asked. */
export function samlResponseXml(options: ResponseOptions): string {
  const responseId = newId();
  const assertionId = newId();
  const key = options.signWith ?? options.key;
  const signing = options.signing ?? 'assertion';
  const issuedAt = (options.issuedAt ?? new Date()).toISOString();
  const success = (options.status ?? SUCCESS) === SUCCESS;
  let assertion = success ? assertionXml(options, assertionId) : '';
  if (assertion && (signing === 'assertion' || signing === 'both')) assertion = sign(assertion, assertionId, key);
  const envelopeRequestId = options.responseInResponseTo === undefined ? options.requestId : options.responseInResponseTo;
  const inResponseTo = envelopeRequestId === null ? '' : ` InResponseTo="${escapeXml(envelopeRequestId)}"`;
  let xml = `<samlp:Response xmlns:samlp="${PROTOCOL}" xmlns:saml="${ASSERTION}" ID="${responseId}" Version="2.0" IssueInstant="${issuedAt}"`
    + ` Destination="${escapeXml(options.destination ?? options.acsUrl)}"${inResponseTo}>`
    + `<saml:Issuer>${escapeXml(options.issuer)}</saml:Issuer>`
    + `<samlp:Status><samlp:StatusCode Value="${escapeXml(options.status ?? SUCCESS)}"/></samlp:Status>${assertion}</samlp:Response>`;
  if (signing === 'response' || signing === 'both') xml = sign(xml, responseId, key);
  if (options.attack === 'tampered') xml = xml.replace(`>${escapeXml(options.email)}</saml:NameID>`, '>mallory@evil.example</saml:NameID>');
  if (options.attack === 'wrapped' || options.attack === 'duplicated') xml = forge(xml, options.attack);
  return xml;
}

/** The Response as the HTTP-POST binding carries it: base64 of the XML. */
export const samlResponse = (options: ResponseOptions): string => Buffer.from(samlResponseXml(options), 'utf8').toString('base64');

/** What an HTTP-Redirect AuthnRequest asks, read from the address the portal sent the browser to. */
export type ReadAuthnRequest = {
  id: string; issuer: string; acsUrl: string; destination: string; nameIdFormat: string | null; relayState: string | null; xml: string;
};

export function readAuthnRequest(address: string | URL): ReadAuthnRequest {
  const url = new URL(address);
  const encoded = url.searchParams.get('SAMLRequest');
  if (!encoded) throw new Error('No SAMLRequest');
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const request = parse(xml).documentElement;
  if (!request || request.namespaceURI !== PROTOCOL || request.localName !== 'AuthnRequest') throw new Error('Not an AuthnRequest');
  const policy = request.getElementsByTagNameNS(PROTOCOL, 'NameIDPolicy')[0];
  return {
    id: request.getAttribute('ID') ?? '',
    issuer: (firstByName(request, ASSERTION, 'Issuer').textContent ?? '').trim(),
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
