import { randomBytes } from 'node:crypto';
import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

/*
 * SAML Responses as an identity provider signs them (xml-crypto, RSA-SHA256, exclusive c14n), for
 * the test provider (saml-idp.ts) and for API tests that post them directly, with a switch for every
 * forgery the portal must refuse.
 */

export const SAML_PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
export const SAML_ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';
export const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
export const PERSISTENT_NAME_ID = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';

/** A signing key with its self-signed certificate (PEM), and the certificate as metadata carries it. */
export type SigningKey = { privateKey: string; certificatePem: string; certificateBase64: string };

export async function signingKey(commonName = 'idp.localhost'): Promise<SigningKey> {
  const { private: privateKey, cert } = await generate([{ name: 'commonName', value: commonName }], { keySize: 2048, algorithm: 'sha256' });
  return { privateKey, certificatePem: cert, certificateBase64: cert.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '') };
}

export const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

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
  return `<saml:Assertion xmlns:saml="${SAML_ASSERTION_NS}" ID="${id}" Version="2.0" IssueInstant="${issuedAt.toISOString()}">`
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

export const parseXml = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');
const serialize = (node: Parameters<XMLSerializer['serializeToString']>[0]) => new XMLSerializer().serializeToString(node);

export function firstByName(root: Element, namespace: string, name: string): Element {
  const element = root.getElementsByTagNameNS(namespace, name)[0];
  if (!element) throw new Error(`No ${name}`);
  return element;
}

/** A copy of the signed assertion that names someone else, with a new ID; its copied Signature still points at the original. */
function evilTwin(assertion: Element): Element {
  const evil = assertion.cloneNode(true) as Element;
  evil.setAttribute('ID', newId());
  const nameId = firstByName(evil, SAML_ASSERTION_NS, 'NameID');
  nameId.textContent = 'mallory@evil.example';
  return evil;
}

/**
 * XML signature wrapping: the signed assertion is moved into the Response's Extensions, where a
 * careless verifier still finds its valid signature, and an evil assertion takes its place.
 * Duplication: the evil assertion is added beside the signed one.
 */
function forge(xml: string, attack: 'wrapped' | 'duplicated'): string {
  const document = parseXml(xml);
  const response = document.documentElement;
  if (!response) throw new Error('No Response');
  const assertion = firstByName(response, SAML_ASSERTION_NS, 'Assertion');
  const evil = evilTwin(assertion);
  if (attack === 'duplicated') {
    response.appendChild(evil);
    return serialize(document);
  }
  response.replaceChild(evil, assertion);
  const extensions = document.createElementNS(SAML_PROTOCOL_NS, 'samlp:Extensions');
  extensions.appendChild(assertion);
  const status = firstByName(response, SAML_PROTOCOL_NS, 'Status');
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
  let xml = `<samlp:Response xmlns:samlp="${SAML_PROTOCOL_NS}" xmlns:saml="${SAML_ASSERTION_NS}" ID="${responseId}" Version="2.0" IssueInstant="${issuedAt}"`
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

