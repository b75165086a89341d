import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { INVITATION_STATUS, activityActions, ssoSignInMessages as messages, type SsoFailureReason } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { allEntries, seen } from '../support/api-activity';
import { rowOf } from '../support/api-members';
import { login, newDeviceId, registerVerifiedUser } from '../support/api-users';
import { finishSso, postAcs, providerPerson, ssoAccount, startSso, type Landing, ssoTestEnv } from '../support/api-sso';
import { readAuthnRequest, samlResponse, signingKey, startSamlIdp, type ResponseOptions, type SamlIdp } from '../support/saml-idp';

/*
 * Single sign-on through a SAML 2.0 provider, from the portal's start to its session: the routes
 * as a browser and a provider use them, on each database. The protocol's checks one by one are
 * sso-saml-protocol.test.ts's; here each failure must land the browser on the sign-in page with
 * its reason, and leave nobody signed in.
 */

describe.each(dbKinds)('single sign-on with SAML 2.0 (%s)', (kind) => {
  let idp: SamlIdp;
  beforeAll(async () => {
    idp = await startSamlIdp();
  });
  afterAll(() => idp?.close());
  const api = useApiApp(kind, { env: ssoTestEnv() });

  let sso: Awaited<ReturnType<typeof ssoAccount>>;
  beforeAll(async () => {
    sso = await ssoAccount(api, { protocol: 'saml', metadata_xml: idp.metadataXml });
  });

  type Person = ReturnType<typeof providerPerson>;

  /** Starts at the portal and answers as the provider would, with `overrides` to make the answer wrong. */
  async function signInAt(person: Person, overrides: Partial<ResponseOptions> = {}): Promise<Landing & { relayState: string | null }> {
    const started = await startSso(api, person.email, person.deviceId);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const request = readAuthnRequest(started.body.redirect_url);
    const answer = samlResponse({
      issuer: idp.entityId, key: idp.key, requestId: request.id, acsUrl: request.acsUrl, audience: request.issuer,
      email: person.email, firstName: person.firstName, lastName: person.lastName, issuedAt: api.clock.now(), ...overrides,
    });
    return { ...(await postAcs(api, answer, request.relayState)), relayState: request.relayState };
  }

  it("sends the browser to the provider's SSO URL with an AuthnRequest for the portal", async () => {
    const started = await startSso(api, providerPerson(sso.domain).email, newDeviceId());
    expect(started.status).toBe(200);
    const url = new URL(started.body.redirect_url);
    expect(`${url.origin}${url.pathname}`).toBe(idp.ssoUrl);
    const request = readAuthnRequest(url);
    expect(request).toMatchObject({
      issuer: 'http://portal.test/api/v1/sso/saml/metadata', acsUrl: 'http://portal.test/api/v1/sso/saml/acs', relayState: expect.any(String),
    });
  });

  it('signs a new person in as a STANDARD member with no apps and a verified address, on a trusted device', async () => {
    const person = providerPerson(sso.domain);
    const landing = await signInAt(person);
    expect(landing.error).toBeNull();
    const finished = await finishSso(api, landing.token ?? '', person.deviceId);
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body.user).toMatchObject({ email: person.email, first_name: 'Sam', last_name: 'Single', is_email_verified: 1 });
    expect(finished.body.account_id).toBe(sso.account.id);
    expect(finished.body.userAccounts.find((a) => a.id === sso.account.id)).toMatchObject({ tenancy: 'STANDARD' });
    expect((await api.get('auth', finished.body.token)).status).toBe(200);

    const row = await rowOf(api, sso.owner.accountToken, person.email);
    expect(row).toMatchObject({ tenancy: 'STANDARD', status: INVITATION_STATUS.ACCEPTED });
    expect(row?.packages.filter((p) => p.isAllowed)).toEqual([]);
    const entries = (await allEntries(api, sso.owner.accountToken)).map(seen);
    expect(entries).toContainEqual({ who: 'Sam Single', what: activityActions.sso_member_joined, subject: person.email, details: 'Joined as Standard' });
    const trusted = await api.db.query('select 1 from trusted_devices t join users u on u.id = t.user_id where u.email = $1', [person.email]);
    expect(trusted).toHaveLength(1);
  });

  it('counts as two-step verified for the account that requires it, and only for that account', async () => {
    await api.db.query('update accounts set require_two_step = true where id = $1', [sso.account.id]);
    onTestFinished(() => api.db.query('update accounts set require_two_step = false where id = $1', [sso.account.id]).then(() => undefined));
    const person = providerPerson(sso.domain);
    const finished = await finishSso(api, (await signInAt(person)).token ?? '', person.deviceId);
    const account = finished.body.userAccounts.find((a) => a.id === sso.account.id);
    expect(account).toMatchObject({ require_two_step: true, needs_two_step: false });
    expect((await api.get('product', account?.user_account_token)).status).toBe(200);
    // The owner signed in with a password and has no second factor: the requirement still holds for them.
    expect((await api.get('product', sso.owner.accountToken)).status).toBe(403);
  });

  it('signs in the portal user who has the address at the verified domain, without a second membership or entry', async () => {
    const registered = await registerVerifiedUser(api, { email: providerPerson(sso.domain).email, firstName: 'Regi', lastName: 'Stered' });
    const person = { ...providerPerson(sso.domain), email: registered.email };
    const first = await signInAt(person);
    const finished = await finishSso(api, first.token ?? '', person.deviceId);
    expect(finished.body.user).toMatchObject({ id: registered.register.user.id, first_name: 'Regi' });
    const again = await signInAt(person);
    expect((await finishSso(api, again.token ?? '', person.deviceId)).status).toBe(200);
    const joined = (await allEntries(api, sso.owner.accountToken)).filter((e) => e.subject === person.email && e.what === activityActions.sso_member_joined);
    expect(joined).toHaveLength(1);
    // Their password still works: linking adds a way in, it takes none away.
    expect((await login(api, registered, registered.deviceId)).status).toBe(200);
  });

  it('finds a linked person by their NameID after their address changed at the provider', async () => {
    const person = providerPerson(sso.domain);
    const nameId = `persistent-${person.email}`;
    const first = await signInAt(person, { nameId, nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent', attributes: { email: person.email } });
    const userId = (await finishSso(api, first.token ?? '', person.deviceId)).body.user.id;
    const renamed = `renamed-${person.email}`;
    const second = await signInAt({ ...person, email: renamed }, {
      nameId, nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent', attributes: { email: renamed },
    });
    expect((await finishSso(api, second.token ?? '', person.deviceId)).body.user).toMatchObject({ id: userId, email: person.email });
  });

  it("refuses an address outside the account's verified domains, naming the domain, and creates nobody", async () => {
    const person = providerPerson(sso.domain);
    const users = await api.count('users');
    const landing = await signInAt(person, { email: 'mallory@elsewhere.example' });
    expect(landing).toMatchObject({ token: null, error: 'email_domain', domain: 'elsewhere.example' });
    expect(await api.count('users')).toBe(users);
  });

  const forgeries: [string, SsoFailureReason, () => Promise<Partial<ResponseOptions>>][] = [
    ['an unsigned answer', 'signature', async () => ({ signing: 'none' })],
    ['an answer signed by a key the metadata does not name', 'signature', async () => ({ signWith: await signingKey('evil.localhost') })],
    ['an answer changed after it was signed', 'signature', async () => ({ attack: 'tampered' })],
    ['a wrapped assertion', 'signature', async () => ({ attack: 'wrapped' })],
    ['a duplicated assertion', 'signature', async () => ({ attack: 'duplicated' })],
    ['an answer meant for another service', 'audience', async () => ({ audience: 'https://other.example/saml' })],
    ['an answer from another issuer', 'issuer', async () => ({ issuer: 'https://idp.evil.example/metadata' })],
    ['an expired answer', 'expired', async () => ({ issuedAt: new Date(Date.now() - 60 * 60_000) })],
    ['an answer to another request', 'replayed', async () => ({ requestId: '_another-request', responseInResponseTo: '_another-request' })],
    ['a refusal by the provider', 'provider', async () => ({ status: 'urn:oasis:names:tc:SAML:2.0:status:Requester' })],
  ];

  it.each(forgeries)('refuses %s with its reason, and signs nobody in', async (_name, reason, forge) => {
    const person = providerPerson(sso.domain);
    const landing = await signInAt(person, await forge());
    expect(landing).toMatchObject({ token: null, error: reason });
    expect(await api.db.query('select 1 from users where email = $1', [person.email])).toHaveLength(0);
  });

  it('takes an answer once: the same answer posted again is a replay', async () => {
    const person = providerPerson(sso.domain);
    const started = await startSso(api, person.email, person.deviceId);
    const request = readAuthnRequest(started.body.redirect_url);
    const answer = samlResponse({
      issuer: idp.entityId, key: idp.key, requestId: request.id, acsUrl: request.acsUrl, audience: request.issuer, email: person.email,
    });
    expect((await postAcs(api, answer, request.relayState)).token).toEqual(expect.any(String));
    expect(await postAcs(api, answer, request.relayState)).toMatchObject({ token: null, error: 'replayed' });
  });

  it('refuses an answer for no sign-in of this portal, and one that comes after the sign-in expired', async () => {
    const person = providerPerson(sso.domain);
    const answer = samlResponse({
      issuer: idp.entityId, key: idp.key, requestId: null, acsUrl: 'http://portal.test/api/v1/sso/saml/acs',
      audience: 'http://portal.test/api/v1/sso/saml/metadata', email: person.email,
    });
    expect(await postAcs(api, answer, null)).toMatchObject({ error: 'state' });
    expect(await postAcs(api, answer, 'not-a-sign-in-of-ours')).toMatchObject({ error: 'state' });
    expect(await postAcs(api, '', null)).toMatchObject({ error: 'state' });

    const started = await startSso(api, person.email, person.deviceId);
    const request = readAuthnRequest(started.body.redirect_url);
    api.clock.advance(11 * 60_000);
    const late = samlResponse({
      issuer: idp.entityId, key: idp.key, requestId: request.id, acsUrl: request.acsUrl, audience: request.issuer,
      email: person.email, issuedAt: api.clock.now(),
    });
    expect(await postAcs(api, late, request.relayState)).toMatchObject({ error: 'expired' });
  });

  it('opens the session only on the device that started, once', async () => {
    const person = providerPerson(sso.domain);
    const landing = await signInAt(person);
    const elsewhere = await finishSso(api, landing.token ?? '', newDeviceId());
    expect({ status: elsewhere.status, message: (elsewhere.body as unknown as { message: string }).message }).toEqual({ status: 400, message: messages.otherDevice });
    expect((await finishSso(api, landing.token ?? '', person.deviceId)).status).toBe(200);
    const again = await finishSso(api, landing.token ?? '', person.deviceId);
    expect({ status: again.status, message: (again.body as unknown as { message: string }).message }).toEqual({ status: 400, message: messages.failures.state });
  });
});
