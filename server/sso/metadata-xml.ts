import { X509Certificate } from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { ssoConnectionMessages as messages } from '../../src/api/contract';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const HTTP_REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What the sign-in needs of an identity provider's SAML metadata. */
export type IdpMetadata = { entityId: string; ssoUrl: string; certificates: string[] };

export type MetadataReading = { metadata: IdpMetadata; refusal?: never } | { metadata?: never; refusal: string };

const children = (parent: Element, name: string, ns = MD): Element[] => Array.from(parent.getElementsByTagNameNS(ns, name));

/** The DER certificates (base64) a KeyDescriptor for signing carries; one without `use` signs too. */
function signingCertificates(idp: Element): string[] {
  return children(idp, 'KeyDescriptor')
    .filter((key) => ['', 'signing'].includes(key.getAttribute('use') ?? ''))
    .flatMap((key) => children(key, 'X509Certificate', DS))
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ''))
    .filter((base64) => {
      try {
        new X509Certificate(Buffer.from(base64, 'base64'));
        return true;
      } catch {
        return false;
      }
    });
}

function parse(xml: string): Element | null {
  try {
    const document = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml');
    return document.documentElement;
  } catch {
    return null;
  }
}

/**
 * Reads an identity provider's metadata (an EntityDescriptor, alone or in an EntitiesDescriptor),
 * or says in plain words what it lacks: the sign-in sends people to its HTTP-Redirect
 * SingleSignOnService and trusts only answers signed by one of its signing certificates.
 */
export function readIdpMetadata(xml: string): MetadataReading {
  const root = parse(xml);
  if (!root) return { refusal: messages.metadataNotXml };
  const entities = [root, ...children(root, 'EntityDescriptor')].filter(
    (element) => element.namespaceURI === MD && element.localName === 'EntityDescriptor' && element.getAttribute('entityID'),
  );
  if (entities.length === 0) return { refusal: messages.metadataNoEntity };
  const withIdp = entities.map((entity) => ({ entity, idp: children(entity, 'IDPSSODescriptor')[0] })).find(({ idp }) => idp);
  if (!withIdp?.idp) return { refusal: messages.metadataNoIdp };
  const { entity, idp } = withIdp;
  const redirect = children(idp, 'SingleSignOnService').find((service) => service.getAttribute('Binding') === HTTP_REDIRECT);
  const ssoUrl = redirect?.getAttribute('Location');
  if (!ssoUrl) return { refusal: messages.metadataNoRedirect };
  const certificates = signingCertificates(idp);
  if (certificates.length === 0) return { refusal: messages.metadataNoCertificate };
  return { metadata: { entityId: entity.getAttribute('entityID') ?? '', ssoUrl, certificates } };
}
