import { DOMParser, type Element } from '@xmldom/xmldom';
import type { SsoFailureReason } from '../../src/api/contract';
import { SsoFailure, type ProviderIdentity } from './provider-identity';

/*
 * The checks of a SAML assertion whose signature has been verified: node-saml verifies the
 * signature and hands over the signed assertion's XML, and everything the portal trusts is read
 * from that XML only. The times are checked here rather than in node-saml, against the caller's
 * clock, since node-saml reads the system's.
 */

export const SAML_ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** Clocks of a provider and the portal differ a little; a minute is the usual allowance. */
export const SAML_CLOCK_SKEW_MS = 60_000;

/** What the assertion must say: who issued it, for whom, in answer to which request, valid when. */
export type AssertionExpectations = { issuer: string; audience: string; recipient: string; requestId: string; now: Date };

const children = (parent: Element, name: string): Element[] =>
  Array.from(parent.childNodes).filter(
    (node): node is Element => node.nodeType === 1 && (node as Element).namespaceURI === SAML_ASSERTION_NS && (node as Element).localName === name,
  );

const text = (element: Element | undefined): string => (element?.textContent ?? '').trim();

function parseAssertion(xml: string): Element {
  try {
    const root = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml').documentElement;
    if (root?.namespaceURI === SAML_ASSERTION_NS && root.localName === 'Assertion') return root;
  } catch {
    // Falls through to the refusal: node-saml handed over something that is not an assertion.
  }
  throw new SsoFailure('signature', 'The signed content is not an assertion');
}

/** A time attribute, in milliseconds; a malformed one leaves the assertion's validity unknown. */
function instant(element: Element, name: string): number | null {
  const value = element.getAttribute(name);
  if (!value) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new SsoFailure('expired', `${name} is not a time: ${value}`);
  return ms;
}

/** Why the element's NotBefore / NotOnOrAfter exclude `now`, or null; `required` makes NotOnOrAfter mandatory. */
function timeRefusal(element: Element, now: Date, required: boolean): string | null {
  const notBefore = instant(element, 'NotBefore');
  const notOnOrAfter = instant(element, 'NotOnOrAfter');
  const nowMs = now.getTime();
  if (notBefore !== null && nowMs + SAML_CLOCK_SKEW_MS < notBefore) return `${element.localName} is not valid yet`;
  if (notOnOrAfter === null) return required ? `${element.localName} has no NotOnOrAfter` : null;
  if (nowMs - SAML_CLOCK_SKEW_MS >= notOnOrAfter) return `${element.localName} expired`;
  return null;
}

/** The Conditions: still valid, and restricted to this service provider (every restriction names it). */
function checkConditions(assertion: Element, expected: AssertionExpectations): void {
  const conditions = children(assertion, 'Conditions');
  if (conditions.length !== 1 || !conditions[0]) throw new SsoFailure('audience', 'The assertion has no single Conditions');
  const timing = timeRefusal(conditions[0], expected.now, false);
  if (timing) throw new SsoFailure('expired', timing);
  const restrictions = children(conditions[0], 'AudienceRestriction');
  if (restrictions.length === 0) throw new SsoFailure('audience', 'The assertion has no AudienceRestriction');
  for (const restriction of restrictions) {
    const audiences = children(restriction, 'Audience').map(text);
    if (!audiences.includes(expected.audience)) throw new SsoFailure('audience', `Audience ${audiences.join(', ')}`);
  }
}

type Refusal = { reason: SsoFailureReason; detail: string };

/** Why a bearer confirmation does not let this request's ACS accept the assertion now, or null. */
function confirmationRefusal(confirmation: Element, expected: AssertionExpectations): Refusal | null {
  const data = children(confirmation, 'SubjectConfirmationData')[0];
  if (!data) return { reason: 'audience', detail: 'The bearer confirmation has no data' };
  const recipient = data.getAttribute('Recipient');
  if (recipient !== expected.recipient) return { reason: 'audience', detail: `Recipient ${recipient ?? 'missing'}` };
  const inResponseTo = data.getAttribute('InResponseTo');
  if (inResponseTo !== expected.requestId) return { reason: 'replayed', detail: `SubjectConfirmationData InResponseTo ${inResponseTo ?? 'missing'}` };
  const timing = timeRefusal(data, expected.now, true);
  return timing ? { reason: 'expired', detail: timing } : null;
}

/**
 * The Subject's NameID, confirmed for this request: one bearer SubjectConfirmation must name this
 * ACS as Recipient and this sign-in's AuthnRequest as InResponseTo, and still be valid. The signed
 * InResponseTo is what ties the assertion to this sign-in when only the assertion is signed.
 */
function confirmedNameId(assertion: Element, expected: AssertionExpectations): Element {
  const subject = children(assertion, 'Subject');
  if (subject.length !== 1 || !subject[0]) throw new SsoFailure('provider', 'The assertion has no single Subject');
  const nameId = children(subject[0], 'NameID');
  if (nameId.length !== 1 || !nameId[0] || !text(nameId[0])) throw new SsoFailure('provider', 'The assertion has no NameID');
  const bearers = children(subject[0], 'SubjectConfirmation').filter((confirmation) => confirmation.getAttribute('Method') === BEARER);
  if (bearers.length === 0) throw new SsoFailure('provider', 'The assertion has no bearer SubjectConfirmation');
  const refusals = bearers.map((confirmation) => confirmationRefusal(confirmation, expected));
  const [first] = refusals;
  if (first && refusals.every((refusal) => refusal !== null)) throw new SsoFailure(first.reason, first.detail);
  return nameId[0];
}

/** The attributes by name: every AttributeStatement's Attribute, its first non-empty value. */
function attributeValues(assertion: Element): Map<string, string> {
  const values = new Map<string, string>();
  for (const statement of children(assertion, 'AttributeStatement')) {
    for (const attribute of children(statement, 'Attribute')) {
      const name = attribute.getAttribute('Name');
      const value = children(attribute, 'AttributeValue').map(text).find(Boolean);
      if (name && value && !values.has(name)) values.set(name, value);
    }
  }
  return values;
}

/*
 * Attribute names as providers send them: a plain name (Okta, Keycloak, Google), a claim URI whose
 * last segment is the name (Entra ID, ADFS: .../claims/emailaddress, .../givenname, .../surname),
 * or an LDAP OID (Shibboleth and other InCommon-style providers).
 */
const EMAIL_NAMES = ['email', 'mail', 'emailaddress', 'urn:oid:0.9.2342.19200300.100.1.3'];
const FIRST_NAME_NAMES = ['firstname', 'givenname', 'urn:oid:2.5.4.42'];
const LAST_NAME_NAMES = ['lastname', 'surname', 'urn:oid:2.5.4.4'];

function attribute(values: Map<string, string>, names: string[]): string | null {
  for (const [name, value] of values) {
    const lower = name.toLowerCase();
    const lastSegment = lower.startsWith('urn:oid:') ? lower : lower.slice(Math.max(lower.lastIndexOf('/'), lower.lastIndexOf(':')) + 1);
    if (names.includes(lastSegment)) return value;
  }
  return null;
}

const looksLikeEmail = (value: string): boolean => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);

/** Checks the verified assertion against what this sign-in expects, and reads who signed in. */
export function assertionIdentity(assertionXml: string, expected: AssertionExpectations): ProviderIdentity {
  const assertion = parseAssertion(assertionXml);
  const issuer = text(children(assertion, 'Issuer')[0]);
  if (issuer !== expected.issuer) throw new SsoFailure('issuer', `Assertion issuer ${issuer || 'missing'}`);
  checkConditions(assertion, expected);
  const nameId = confirmedNameId(assertion, expected);
  const subject = text(nameId);
  const values = attributeValues(assertion);
  const candidates = [nameId.getAttribute('Format') === EMAIL_NAME_ID ? subject : null, attribute(values, EMAIL_NAMES)];
  const email = candidates.map((candidate) => candidate?.toLowerCase() ?? '').find(looksLikeEmail);
  if (!email) throw new SsoFailure('email_missing');
  return {
    issuer, subject, email,
    firstName: attribute(values, FIRST_NAME_NAMES),
    lastName: attribute(values, LAST_NAME_NAMES),
  };
}
