import { randomBytes } from 'node:crypto';
import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { DOMParser, type Element } from '@xmldom/xmldom';
import type { SsoFailureReason } from '../../src/api/contract';
import type { IdpMetadata } from './metadata-xml';
import { SAML_ASSERTION_NS, assertionIdentity } from './saml-assertion';
import { SsoFailure, type ProviderIdentity } from './provider-identity';

/*
 * The SAML 2.0 side of a single sign-on: the AuthnRequest the browser carries to the provider
 * (HTTP-Redirect), and the check of the Response it brings back (HTTP-POST). node-saml verifies
 * the XML signature and picks the signed assertion; saml-assertion.ts checks what it says.
 */

/** The portal as a service provider: entityId = `${PUBLIC_URL}${SSO_SAML_METADATA_PATH}`, acsUrl = `${PUBLIC_URL}${SSO_SAML_ACS_PATH}` (see server/routes/sso.ts). */
export type SamlServiceProvider = { entityId: string; acsUrl: string };
export type SamlAuthorization = { url: string; requestId: string };

const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';
/** The name format the SP metadata asks for (server/routes/sso.ts): people are linked by their e-mail address. */
const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/**
 * node-saml configured for one connection. Signatures: the assertion used must be covered by a
 * signature of a metadata certificate, its own or the whole Response's. With both `want…Signed`
 * false, node-saml requires exactly that: a Response without a valid signature of its own must
 * carry a validly signed assertion, and a single assertion only. (`wantAuthnResponseSigned` would
 * refuse Okta, Entra ID and Google, which sign the assertion; `wantAssertionsSigned` would refuse
 * Keycloak, which signs the document.) The times, the audience and InResponseTo are checked in
 * saml-assertion.ts against the caller's clock, so node-saml's own checks, on the system clock, are off.
 */
function serviceProvider(metadata: IdpMetadata, sp: SamlServiceProvider, requestId?: string): SAML {
  return new SAML({
    entryPoint: metadata.ssoUrl,
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    idpCert: metadata.certificates,
    identifierFormat: EMAIL_NAME_ID,
    // A requested authentication context (password) makes Entra ID refuse people who signed in otherwise.
    disableRequestedAuthnContext: true,
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.never,
    acceptedClockSkewMs: -1,
    audience: false,
    generateUniqueId: () => requestId ?? newRequestId(),
  });
}

/** An xs:ID (it must not start with a digit) nobody can guess. */
const newRequestId = (): string => `_${randomBytes(20).toString('hex')}`;

/** The provider's SSO URL with an HTTP-Redirect AuthnRequest (its ID = requestId) and RelayState = relayState. */
export async function samlAuthorization(metadata: IdpMetadata, sp: SamlServiceProvider, relayState: string): Promise<SamlAuthorization> {
  const requestId = newRequestId();
  const url = await serviceProvider(metadata, sp, requestId).getAuthorizeUrlAsync(relayState, undefined, {});
  return { url, requestId };
}

function parseResponse(samlResponse: string): Element {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  try {
    const root = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml').documentElement;
    if (root?.namespaceURI === PROTOCOL_NS && root.localName === 'Response') return root;
  } catch {
    // Falls through to the refusal below.
  }
  throw new SsoFailure('provider', 'The SAMLResponse is not a SAML Response');
}

const protocolChild = (parent: Element, name: string): Element | undefined =>
  Array.from(parent.childNodes).find(
    (node): node is Element => node.nodeType === 1 && (node as Element).namespaceURI === PROTOCOL_NS && (node as Element).localName === name,
  );

/** A provider that could not sign the person in says so in the Status, often unsigned: that is all it can do. */
function checkStatus(response: Element): void {
  const status = protocolChild(response, 'Status');
  const code = status && protocolChild(status, 'StatusCode')?.getAttribute('Value');
  if (code !== SUCCESS) throw new SsoFailure('provider', `Status ${code ?? 'missing'}`);
}

/**
 * The Response's own attributes. Unless the Response is signed they are the sender's to choose, so
 * they only refuse: the assertion's signed Issuer and InResponseTo are what the sign-in trusts.
 */
function checkEnvelope(response: Element, metadata: IdpMetadata, sp: SamlServiceProvider, requestId: string): void {
  const destination = response.getAttribute('Destination');
  if (destination && destination !== sp.acsUrl) throw new SsoFailure('audience', `Destination ${destination}`);
  const issuer = Array.from(response.childNodes).find(
    (node): node is Element => node.nodeType === 1 && (node as Element).namespaceURI === SAML_ASSERTION_NS && (node as Element).localName === 'Issuer',
  );
  if (issuer && (issuer.textContent ?? '').trim() !== metadata.entityId) throw new SsoFailure('issuer', `Response issuer ${issuer.textContent}`);
  const inResponseTo = response.getAttribute('InResponseTo');
  if (inResponseTo !== requestId) throw new SsoFailure('replayed', `InResponseTo ${inResponseTo ?? 'missing'}`);
}

/**
 * node-saml's refusals, by its messages (lib/saml.js, lib/xml.js). What they do not name as a
 * signature or a time is the provider's failure: an encrypted assertion (the portal publishes no
 * encryption key), a Response without an assertion.
 */
function libraryRefusal(error: unknown): SsoFailure {
  if (error instanceof SsoFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  let reason: SsoFailureReason = 'provider';
  if (/signature|signed|ID cannot refer|Referenced node|reference uri|ref URI|multiple assertions/i.test(message)) reason = 'signature';
  else if (/^Error parsing (NotOnOrAfter|NotBefore|IssueInstant)/.test(message)) reason = 'expired';
  return new SsoFailure(reason, message);
}

/** Checks a POSTed SAMLResponse (base64) against the connection's metadata (issuer = its entityID, its signing certificates) and this sign-in's AuthnRequest ID. Throws SsoFailure(reason) for every refusal. */
export async function samlIdentity(
  readMetadata: () => Promise<IdpMetadata>, sp: SamlServiceProvider, samlResponse: string, expected: { requestId: string }, now: Date,
): Promise<ProviderIdentity> {
  const metadata = await readMetadata();
  const response = parseResponse(samlResponse);
  checkStatus(response);
  let assertionXml: string;
  try {
    const { profile } = await serviceProvider(metadata, sp).validatePostResponseAsync({ SAMLResponse: samlResponse });
    const signed = profile?.getAssertionXml?.();
    if (!signed) throw new SsoFailure('provider', 'The Response carries no assertion');
    assertionXml = signed;
  } catch (error) {
    throw libraryRefusal(error);
  }
  checkEnvelope(response, metadata, sp, expected.requestId);
  return assertionIdentity(assertionXml, {
    issuer: metadata.entityId, audience: sp.entityId, recipient: sp.acsUrl, requestId: expected.requestId, now,
  });
}
