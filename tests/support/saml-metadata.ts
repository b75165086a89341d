import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

export const IDP_ENTITY_ID = 'https://idp.example.test/saml/metadata';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** A real self-signed certificate, as base64 DER (the form metadata carries). */
export async function signingCertificate(): Promise<string> {
  const { cert } = await generate([{ name: 'commonName', value: 'idp.example.test' }], { keySize: 2048, algorithm: 'sha256' });
  return cert.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '');
}

export type MetadataParts = { entityId?: string; idp?: boolean; binding?: string; certificate?: string | null };

/** An identity provider's SAML metadata; each part can be left out to make it wrong in one way. */
export function idpMetadataXml(certificate: string, parts: MetadataParts = {}): string {
  const { entityId = IDP_ENTITY_ID, idp = true, binding = REDIRECT } = parts;
  const key = parts.certificate === null ? '' : `
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${parts.certificate ?? certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
  const descriptor = idp ? 'IDPSSODescriptor' : 'SPSSODescriptor';
  return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">
  <md:${descriptor} protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${key}
    <md:SingleSignOnService Binding="${binding}" Location="https://idp.example.test/saml/sso"/>
  </md:${descriptor}>
</md:EntityDescriptor>`;
}

export type MetadataServer = { url: string; close(): Promise<void> };

/** Serves `body` at /metadata on loopback, as a provider's metadata URL does. */
export async function serveMetadata(body: string | (() => string)): Promise<MetadataServer> {
  const server: Server = createServer((request, response) => {
    if (request.url !== '/metadata') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(typeof body === 'string' ? body : body());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/metadata`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
