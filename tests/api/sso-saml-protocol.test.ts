import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_SAML_ACS_PATH, SSO_SAML_METADATA_PATH, type SsoFailureReason } from '../../src/api/contract';
import type { ConnectionRow } from '../../server/sso/connection-store';
import { samlAuthorization, samlIdentity, type SamlServiceProvider } from '../../server/sso/saml-sign-in';
import { connectionIdpMetadata } from '../../server/sso/saml-metadata-source';
import {
  EMAIL_NAME_ID, PERSISTENT_NAME_ID, readAuthnRequest, samlIdpMetadataXml, samlResponse, signingKey, startSamlIdp,
  type ResponseOptions, type SamlIdp, type SigningKey,
} from '../support/saml-idp';

/*
 * The SAML protocol of the single sign-on sign-in, without the routes around it: the AuthnRequest
 * the browser is sent with, and the checks of the Response it brings back, signed by a real key
 * and forged in each way the portal must refuse. No database: the connection is a row in memory.
 */

const PORTAL = 'http://portal.test';
const sp: SamlServiceProvider = { entityId: `${PORTAL}${SSO_SAML_METADATA_PATH}`, acsUrl: `${PORTAL}${SSO_SAML_ACS_PATH}` };
const ENTITY_ID = 'https://idp.example.test/saml/metadata';
const SSO_URL = 'https://idp.example.test/saml/sso';

/** The tests' provider runs on loopback: listed, as an operator lists a provider inside the network. */
const calls = { allowedHosts: [{ host: '127.0.0.1', port: null }] };

const authorize = async (row: ConnectionRow, sp: SamlServiceProvider, relayState: string) =>
  samlAuthorization(await connectionIdpMetadata(row, calls), sp, relayState);

const identityOf = (row: ConnectionRow, sp: SamlServiceProvider, response: string, expected: { requestId: string }, now: Date) =>
  samlIdentity(() => connectionIdpMetadata(row, calls), sp, response, expected, now);

const connection = (fields: Partial<ConnectionRow>): ConnectionRow => ({
  id: 1, account_id: 1, protocol: 'saml', issuer: null, client_id: null, client_secret_encrypted: null,
  metadata_url: null, metadata_xml: null, updated_at: new Date(), tested_at: null, tested_issuer: null, ...fields,
});

describe('SAML sign-in protocol', () => {
  let key: SigningKey;
  let otherKey: SigningKey;
  let idp: SamlIdp;
  let row: ConnectionRow;
  beforeAll(async () => {
    [key, otherKey] = await Promise.all([signingKey(), signingKey('intruder.localhost')]);
    idp = await startSamlIdp({ key });
    row = connection({ metadata_xml: samlIdpMetadataXml(ENTITY_ID, SSO_URL, key.certificateBase64) });
  });
  afterAll(async () => {
    await idp.close();
  });

  const requestId = '_4f1c0a9e7b2d4c3a8e6f5d1b0a9c8e7f';
  const answer = (overrides: Partial<ResponseOptions> = {}): string => samlResponse({
    issuer: ENTITY_ID, key, requestId, acsUrl: sp.acsUrl, audience: sp.entityId,
    email: 'Ada.Lovelace@Example.com', firstName: 'Ada', lastName: 'Lovelace', ...overrides,
  });
  const identity = (response: string, now = new Date()) => identityOf(row, sp, response, { requestId }, now);
  const refusal = async (response: string, now?: Date): Promise<{ name: string; reason: SsoFailureReason }> => {
    try {
      await identity(response, now);
    } catch (error) {
      const { name, reason } = error as { name: string; reason: SsoFailureReason };
      return { name, reason };
    }
    throw new Error('The response was accepted');
  };

  describe('samlAuthorization', () => {
    it("sends the browser to the provider's SSO URL with an AuthnRequest for this portal and the RelayState", async () => {
      const { url, requestId: id } = await authorize(row, sp, 'relay-123');
      const address = new URL(url);
      expect(`${address.origin}${address.pathname}`).toBe(SSO_URL);
      const request = readAuthnRequest(url);
      expect(request).toMatchObject({
        id, issuer: sp.entityId, acsUrl: sp.acsUrl, destination: SSO_URL, nameIdFormat: EMAIL_NAME_ID, relayState: 'relay-123',
      });
      expect(id).toMatch(/^_[0-9a-f]{40}$/);
    });

    it('gives every sign-in its own request ID', async () => {
      const [first, second] = await Promise.all([authorize(row, sp, 'a'), authorize(row, sp, 'b')]);
      expect(first.requestId).not.toBe(second.requestId);
    });

    it("reads the metadata from the connection's metadata URL", async () => {
      const { url, requestId: id } = await authorize(connection({ metadata_url: idp.metadataUrl }), sp, 'relay');
      expect(url.startsWith(`${idp.ssoUrl}?`)).toBe(true);
      expect(readAuthnRequest(url).id).toBe(id);
    });

    it('fails as the provider when the metadata cannot be read', async () => {
      const unreachable = connection({ metadata_url: `${idp.url}/no-such-metadata` });
      await expect(authorize(unreachable, sp, 'relay')).rejects.toMatchObject({ name: 'SsoFailure', reason: 'provider' });
      const broken = connection({ metadata_xml: '<not metadata' });
      await expect(authorize(broken, sp, 'relay')).rejects.toMatchObject({ name: 'SsoFailure', reason: 'provider' });
    });
  });

  describe('samlIdentity accepts', () => {
    it.each(['assertion', 'response', 'both'] as const)('an answer whose %s is signed by the metadata certificate', async (signing) => {
      expect(await identity(answer({ signing }))).toEqual({
        issuer: ENTITY_ID, subject: 'Ada.Lovelace@Example.com', email: 'ada.lovelace@example.com', firstName: 'Ada', lastName: 'Lovelace',
      });
    });

    it('an e-mail address and names from claim attributes when the NameID is not an address', async () => {
      const claims = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';
      const response = answer({
        nameIdFormat: PERSISTENT_NAME_ID, nameId: 'a1b2c3',
        attributes: { [`${claims}/emailaddress`]: 'Grace@Example.com', [`${claims}/givenname`]: 'Grace', [`${claims}/surname`]: 'Hopper' },
      });
      expect(await identity(response)).toEqual({
        issuer: ENTITY_ID, subject: 'a1b2c3', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper',
      });
    });

    it('an answer without names', async () => {
      expect(await identity(answer({ firstName: undefined, lastName: undefined }))).toMatchObject({ firstName: null, lastName: null });
    });

    it("a clock less than a minute behind the provider's", async () => {
      // The provider's NotBefore is 30 s before it issued the assertion: 45 s ahead of the portal.
      const issuedAt = new Date(Date.now() + 75_000);
      expect(await identity(answer({ issuedAt }))).toMatchObject({ email: 'ada.lovelace@example.com' });
    });

    it('an answer signed by any certificate of the metadata, as while the provider rotates its key', async () => {
      const rotating = connection({ metadata_xml: samlIdpMetadataXml(ENTITY_ID, SSO_URL, [otherKey.certificateBase64, key.certificateBase64]) });
      const response = answer({ signing: 'response' });
      expect(await identityOf(rotating, sp, response, { requestId }, new Date())).toMatchObject({ email: 'ada.lovelace@example.com' });
    });
  });

  describe('samlIdentity refuses', () => {
    it('an answer that names no e-mail address', async () => {
      expect(await refusal(answer({ nameIdFormat: PERSISTENT_NAME_ID, nameId: 'a1b2c3' }))).toEqual({ name: 'SsoFailure', reason: 'email_missing' });
    });

    // Functions, since the other key exists only once the tests run.
    it.each<[string, () => Partial<ResponseOptions>]>([
      ['unsigned', () => ({ signing: 'none' })],
      ['assertion signed by another key', () => ({ signing: 'assertion', signWith: otherKey })],
      ['response signed by another key', () => ({ signing: 'response', signWith: otherKey })],
      ['assertion tampered after signing', () => ({ signing: 'assertion', attack: 'tampered' })],
      ['response tampered after signing', () => ({ signing: 'response', attack: 'tampered' })],
      ['signed assertion wrapped, an evil one in its place', () => ({ signing: 'assertion', attack: 'wrapped' })],
      ['signed assertion and a duplicated evil one', () => ({ signing: 'assertion', attack: 'duplicated' })],
      ['signed response with a duplicated evil assertion', () => ({ signing: 'response', attack: 'duplicated' })],
    ])('as a bad signature: %s', async (_name, options) => {
      expect(await refusal(answer(options()))).toEqual({ name: 'SsoFailure', reason: 'signature' });
    });

    it.each([
      ['another audience', { audience: 'https://other.example/saml' }],
      ['another recipient', { recipient: 'https://other.example/acs' }],
      ['another destination', { destination: 'https://other.example/acs' }],
    ])('as meant for another service: %s', async (_name, options) => {
      expect(await refusal(answer(options))).toEqual({ name: 'SsoFailure', reason: 'audience' });
    });

    it.each([
      ['another issuer', { issuer: 'https://intruder.example/saml' }],
      ["another issuer in the assertion only", { assertionIssuer: 'https://intruder.example/saml' }],
    ])('as from another issuer: %s', async (_name, options) => {
      expect(await refusal(answer(options))).toEqual({ name: 'SsoFailure', reason: 'issuer' });
    });

    it('an expired assertion', async () => {
      const issuedAt = new Date(Date.now() - 10 * 60_000);
      expect(await refusal(answer({ issuedAt }))).toEqual({ name: 'SsoFailure', reason: 'expired' });
    });

    it("an assertion not valid yet: the provider's clock minutes ahead", async () => {
      const issuedAt = new Date(Date.now() + 5 * 60_000);
      expect(await refusal(answer({ issuedAt }))).toEqual({ name: 'SsoFailure', reason: 'expired' });
    });

    it('a confirmation past its time, the conditions still valid', async () => {
      const issuedAt = new Date(Date.now() - 3 * 60_000);
      expect(await refusal(answer({ issuedAt, confirmationLifetimeMs: 60_000 }))).toEqual({ name: 'SsoFailure', reason: 'expired' });
    });

    it("an assertion past its time on the caller's clock", async () => {
      const later = new Date(Date.now() + 10 * 60_000);
      expect(await refusal(answer(), later)).toEqual({ name: 'SsoFailure', reason: 'expired' });
    });

    it.each([
      ["another request's answer", { requestId: '_0000000000000000000000000000beef' }],
      ['an answer nobody asked for (IdP-initiated)', { requestId: null }],
      ["another request's signed assertion in an envelope naming this request", { requestId: '_0000000000000000000000000000beef', responseInResponseTo: requestId }],
      ['a signed assertion that names no request, in an envelope naming this one', { requestId: null, responseInResponseTo: requestId }],
    ])('as replayed: %s', async (_name, options) => {
      expect(await refusal(answer(options))).toEqual({ name: 'SsoFailure', reason: 'replayed' });
    });

    it("as the provider's failure: a Status other than Success", async () => {
      const failed = answer({ status: 'urn:oasis:names:tc:SAML:2.0:status:Responder', signing: 'none' });
      expect(await refusal(failed)).toEqual({ name: 'SsoFailure', reason: 'provider' });
    });

    it.each([
      ['not base64', '%%% not base64 %%%'],
      ['base64 of text', Buffer.from('hello').toString('base64')],
      ['base64 of broken XML', Buffer.from('<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"><').toString('base64')],
      ['base64 of another document', Buffer.from('<html><body>hi</body></html>').toString('base64')],
      ['empty', ''],
    ])('garbage without crashing: %s', async (_name, response) => {
      const { name, reason } = await refusal(response);
      expect(name).toBe('SsoFailure');
      expect(['signature', 'provider']).toContain(reason);
    });
  });

  describe('the test identity provider', () => {
    it('answers its sign-in form with a signed Response that the portal accepts', async () => {
      const { url, requestId: id } = await authorize(connection({ metadata_url: idp.metadataUrl }), sp, 'relay-xyz');
      const form = await (await fetch(url)).text();
      expect(form).toContain('<label for="email">Email</label>');
      const fields = new URLSearchParams();
      for (const [, fieldName, value] of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields.set(fieldName ?? '', value ?? '');
      fields.set('email', 'Lin@Example.com');
      fields.set('first_name', 'Lin');
      fields.set('last_name', 'Chen');
      const posted = await (await fetch(`${idp.url}/sso/sign-in`, { method: 'POST', body: fields })).text();
      expect(posted).toContain(`action="${sp.acsUrl}"`);
      expect(posted).toContain('name="RelayState" value="relay-xyz"');
      const response = /name="SAMLResponse" value="([^"]+)"/.exec(posted)?.[1] ?? '';
      const viaUrl = connection({ metadata_url: idp.metadataUrl });
      expect(await identityOf(viaUrl, sp, response, { requestId: id }, new Date())).toEqual({
        issuer: idp.entityId, subject: 'Lin@Example.com', email: 'lin@example.com', firstName: 'Lin', lastName: 'Chen',
      });
    });
  });
});
