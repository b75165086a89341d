import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityActions, ssoPolicyMessages as messages, ssoSignInMessages, type SsoDomain, type SsoPolicy,
} from '../../src/api/contract';
import { ADMINISTRATORS_ONLY_MESSAGE } from '../../server/accounts/messages';
import { INVALID_CREDENTIALS_MESSAGE } from '../../server/auth/messages';
import { ssoTestEnv } from '../support/api-sso';
import { dbKinds, useApiApp } from '../support/api-app';
import { allEntries, seen } from '../support/api-activity';
import { invitationTokenFor, invite, joinByInvitation, ownedAccount, registerInvited, type Tenancy } from '../support/api-members';
import { addPasskey, newAuthenticator, passkeySignIn, signInOptions } from '../support/api-passkeys';
import { PASSWORD, login, newDeviceId, registerVerifiedUser } from '../support/api-users';
import { startDnsServer, type TestDnsServer } from '../support/dns-server';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { uniqueEmail } from '../support/unique-email';

const POLICY = 'account/sso/policy';
const REFUSED = { status: 403, body: { message: ssoSignInMessages.policyRefusal } };
const NEW_PASSWORD = 'a brand new password';
const uniqueDomain = () => `org-${randomBytes(4).toString('hex')}.example`;

describe.each(dbKinds)('single sign-on policy (%s)', (kind) => {
  let dns: TestDnsServer;
  let oidc: TestOidcProvider;
  beforeAll(async () => {
    dns = await startDnsServer();
    oidc = await startOidcProvider();
  });
  afterAll(async () => {
    await dns.close();
    await oidc.close();
  });
  const api = useApiApp(kind, { env: () => ssoTestEnv({ DNS_SERVERS: dns.address }) });

  const read = (token: string) => api.get<SsoPolicy>(POLICY, token);
  const setPolicy = (token: string, required: boolean) => api.post<SsoPolicy>(POLICY, { require_sso: required }, token);
  const oidcConnection = (overrides: Record<string, unknown> = {}) => ({
    protocol: 'oidc', issuer: oidc.issuer, client_id: oidc.clientId, client_secret: oidc.clientSecret, ...overrides,
  });

  /** Adds the domain and verifies it against the test DNS server, as the administrator would. */
  async function verifiedDomain(token: string, domain: string): Promise<SsoDomain> {
    const added = await api.post<SsoDomain>('account/sso/domains', { domain }, token);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    dns.records.set(added.body.record_name, [added.body.record_value]);
    const verified = await api.post<SsoDomain>(`account/sso/domains/${added.body.id}/verify`, {}, token);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verified.body;
  }

  /** Saves the connection to the test OpenID provider and tests it. */
  async function testedConnection(token: string): Promise<void> {
    expect((await api.post('account/sso/connection', oidcConnection(), token)).status).toBe(200);
    const tested = await api.post('account/sso/connection/test', {}, token);
    expect(tested.status, JSON.stringify(tested.body)).toBe(200);
  }

  /** A verified user at `email` who joined the account by invitation. */
  async function memberAt(adminToken: string, accountId: number, email: string, tenancy: Tenancy) {
    const user = await registerVerifiedUser(api, { email });
    return { ...user, accountToken: await joinByInvitation(api, adminToken, accountId, user, { tenancy }) };
  }

  /**
   * An account ready for the policy (a verified domain, a tested connection) with a STANDARD member
   * and an ADMINISTRATOR at its domain and a STANDARD member elsewhere, all registered before the
   * policy is switched on, which it then is.
   */
  async function accountRequiringSso() {
    const { account, owner } = await ownedAccount(api);
    const domain = uniqueDomain();
    await verifiedDomain(owner.accountToken, domain);
    await testedConnection(owner.accountToken);
    const standard = await memberAt(owner.accountToken, account.id, `sam@${domain}`, 'STANDARD');
    const admin = await memberAt(owner.accountToken, account.id, `ada@${domain}`, 'ADMINISTRATOR');
    const elsewhere = await memberAt(owner.accountToken, account.id, uniqueEmail('eve'), 'STANDARD');
    const on = await setPolicy(owner.accountToken, true);
    expect({ status: on.status, body: on.body }).toEqual({ status: 200, body: { require_sso: true, prerequisites_met: true, in_force: true } });
    return { account, owner, domain, standard, admin, elsewhere };
  }

  it('is off at first, and cannot be switched on without a verified domain and a tested connection', async () => {
    const { owner } = await ownedAccount(api);
    expect((await read(owner.accountToken)).body).toEqual({ require_sso: false, prerequisites_met: false, in_force: false });
    const unmet = { status: 409, body: { message: messages.prerequisites, errors: { require_sso: messages.prerequisites } } };

    const bare = await setPolicy(owner.accountToken, true);
    expect({ status: bare.status, body: bare.body }).toEqual(unmet);
    // A tested connection without a verified domain.
    await testedConnection(owner.accountToken);
    const noDomain = await setPolicy(owner.accountToken, true);
    expect({ status: noDomain.status, body: noDomain.body }).toEqual(unmet);
    // A verified domain, but the connection saved again since its test.
    await verifiedDomain(owner.accountToken, uniqueDomain());
    await api.post('account/sso/connection', oidcConnection({ client_id: 'changed' }), owner.accountToken);
    const untested = await setPolicy(owner.accountToken, true);
    expect({ status: untested.status, body: untested.body }).toEqual(unmet);
    expect((await read(owner.accountToken)).body).toEqual({ require_sso: false, prerequisites_met: false, in_force: false });
    // Off is always allowed, and setting what is set logs nothing.
    expect((await setPolicy(owner.accountToken, false)).status).toBe(200);
    const logged = (await allEntries(api, owner.accountToken)).map((entry) => entry.action);
    expect(logged.filter((action) => action.startsWith('sso_required') || action.startsWith('sso_optional'))).toEqual([]);
  });

  it('is for administrators: a STANDARD member can neither read nor switch it', async () => {
    const { owner, elsewhere } = await accountRequiringSso();
    const memberToken = elsewhere.accountToken;
    // In force, the account opens for its STANDARD members through its provider only, whatever their address.
    const policyRefusal = { status: 403, body: { message: messages.refusal } };
    const inForce = await read(memberToken);
    expect({ status: inForce.status, body: inForce.body }).toEqual(policyRefusal);
    const switchedBy = await setPolicy(memberToken, false);
    expect({ status: switchedBy.status, body: switchedBy.body }).toEqual(policyRefusal);
    expect((await read(owner.accountToken)).body).toMatchObject({ require_sso: true, in_force: true });

    // Off, the member's password session opens the account, and the policy is still the administrators'.
    expect((await setPolicy(owner.accountToken, false)).status).toBe(200);
    const refused = { status: 403, body: { message: ADMINISTRATORS_ONLY_MESSAGE } };
    const got = await read(memberToken);
    expect({ status: got.status, body: got.body }).toEqual(refused);
    const on = await setPolicy(memberToken, true);
    expect({ status: on.status, body: on.body }).toEqual(refused);
    expect((await read(owner.accountToken)).body).toMatchObject({ require_sso: false, in_force: false });
  });

  it("refuses the password of a non-administrator at the domain with the policy's message, and only with the right password", async () => {
    const { standard } = await accountRequiringSso();
    const refused = await login(api, standard, standard.deviceId);
    expect({ status: refused.status, body: refused.body }).toEqual(REFUSED);
    // A wrong password learns nothing of the policy.
    const wrong = await login(api, { email: standard.email, password: 'not the password' }, standard.deviceId);
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 401, body: { message: INVALID_CREDENTIALS_MESSAGE } });
    // The address as typed, capitals and all, is the same address.
    expect((await login(api, { email: standard.email.toUpperCase() }, standard.deviceId)).body).toEqual(REFUSED.body);
  });

  it("lets the account's administrators at the domain, and people at other domains, sign in with their password", async () => {
    const { admin, elsewhere, owner } = await accountRequiringSso();
    expect((await login(api, admin, admin.deviceId)).body).toMatchObject({ login: true, token: expect.any(String) });
    expect((await login(api, elsewhere, elsewhere.deviceId)).body).toMatchObject({ login: true, token: expect.any(String) });
    expect((await login(api, owner, owner.deviceId)).body).toMatchObject({ login: true });
  });

  it('holds only while the connection stays tested: saved again or removed it stops, tested again it holds', async () => {
    const { owner, standard } = await accountRequiringSso();
    await api.post('account/sso/connection', oidcConnection({ client_id: 'rotated' }), owner.accountToken);
    expect((await read(owner.accountToken)).body).toEqual({ require_sso: true, prerequisites_met: false, in_force: false });
    expect((await login(api, standard, standard.deviceId)).body).toMatchObject({ login: true });

    await api.post('account/sso/connection', oidcConnection(), owner.accountToken);
    expect((await api.post('account/sso/connection/test', {}, owner.accountToken)).status).toBe(200);
    expect((await login(api, standard, standard.deviceId)).body).toEqual(REFUSED.body);

    expect((await api.post('account/sso/connection/remove', {}, owner.accountToken)).status).toBe(200);
    expect((await read(owner.accountToken)).body).toEqual({ require_sso: true, prerequisites_met: false, in_force: false });
    expect((await login(api, standard, standard.deviceId)).body).toMatchObject({ login: true });
  });

  it('stops when the domain is removed or the policy switched off; each switch is logged once', async () => {
    const { owner, standard } = await accountRequiringSso();
    expect((await setPolicy(owner.accountToken, true)).status).toBe(200);
    const off = await setPolicy(owner.accountToken, false);
    expect({ status: off.status, body: off.body }).toEqual({ status: 200, body: { require_sso: false, prerequisites_met: true, in_force: false } });
    expect((await login(api, standard, standard.deviceId)).body).toMatchObject({ login: true });

    const policyEntries = (await allEntries(api, owner.accountToken)).filter((entry) => ['sso_required', 'sso_optional'].includes(entry.action));
    expect(policyEntries.map(seen)).toEqual([
      { who: 'Olivia Owner', what: activityActions.sso_optional, subject: null, details: '' },
      { who: 'Olivia Owner', what: activityActions.sso_required, subject: null, details: '' },
    ]);

    expect((await setPolicy(owner.accountToken, true)).status).toBe(200);
    const [domain] = (await api.get<SsoDomain[]>('account/sso/domains', owner.accountToken)).body;
    expect((await api.post(`account/sso/domains/${domain?.id}/remove`, {}, owner.accountToken)).status).toBe(200);
    expect((await login(api, standard, standard.deviceId)).body).toMatchObject({ login: true });
  });

  it('refuses a new registration at the domain: the provider creates those profiles', async () => {
    const { domain } = await accountRequiringSso();
    const response = await api.post('auth/register', {
      first_name: 'Nia', last_name: 'New', email: `nia@${domain}`, password: PASSWORD, device_id: newDeviceId(),
    });
    expect({ status: response.status, body: response.body }).toEqual(REFUSED);
    expect((await api.db.query('select id from users where email = $1', [`nia@${domain}`])).length).toBe(0);
  });

  it('refuses an invited registration at the domain, unless the invitation is to administer the account', async () => {
    const { account, owner, domain } = await accountRequiringSso();
    expect((await invite(api, owner.accountToken, `ivy@${domain}`)).status).toBe(200);
    const standardInvitation = await invitationTokenFor(api, `ivy@${domain}`);
    const refused = await registerInvited(api, standardInvitation);
    expect({ status: refused.status, body: refused.body }).toEqual(REFUSED);
    // Nothing stayed: no profile, and the invitation still waits.
    expect((await api.db.query('select id from users where email = $1', [`ivy@${domain}`])).length).toBe(0);
    expect((await api.db.query('select id from invitations where email = $1 and account_id = $2', [`ivy@${domain}`, account.id])).length).toBe(1);

    expect((await invite(api, owner.accountToken, `ari@${domain}`, { tenancy: 'ADMINISTRATOR' })).status).toBe(200);
    const adminInvitation = await invitationTokenFor(api, `ari@${domain}`);
    const joined = await registerInvited(api, adminInvitation);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body).toMatchObject({ token: expect.any(String) });
  });

  it('refuses a password reset of a non-administrator at the domain, by code and by link; an administrator resets', async () => {
    const { standard, admin } = await accountRequiringSso();
    const forgot = await api.post<{ token: string }>('auth/forgot-password', { email: standard.email });
    // forgot-password answers every address alike.
    expect(forgot.status).toBe(200);
    const mail = await api.latestMail(standard.email);
    const byCode = await api.post('auth/verify-forgot-password-otp', { otp: mail.code, token: forgot.body.token, device_id: newDeviceId() });
    expect({ status: byCode.status, body: byCode.body }).toEqual(REFUSED);
    const byLink = await api.post('auth/reset-password', { token: mail.linkToken, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect({ status: byLink.status, body: byLink.body }).toEqual(REFUSED);
    expect((await login(api, { email: standard.email, password: NEW_PASSWORD }, standard.deviceId)).status).toBe(401);

    const adminForgot = await api.post<{ token: string }>('auth/forgot-password', { email: admin.email });
    const adminMail = await api.latestMail(admin.email);
    const reset = await api.post('auth/reset-password', { token: adminMail.linkToken, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(adminForgot.status).toBe(200);
  });

  it('refuses a passkey sign-in of a non-administrator at the domain', async () => {
    const { account, owner } = await ownedAccount(api);
    const domain = uniqueDomain();
    await verifiedDomain(owner.accountToken, domain);
    await testedConnection(owner.accountToken);
    const standard = await memberAt(owner.accountToken, account.id, `pia@${domain}`, 'STANDARD');
    const authenticator = newAuthenticator();
    expect((await addPasskey(api, standard.token, authenticator)).status).toBe(200);
    expect((await setPolicy(owner.accountToken, true)).status).toBe(200);

    const refused = await passkeySignIn(api, authenticator.assert(await signInOptions(api)), newDeviceId());
    expect({ status: refused.status, body: refused.body }).toEqual(REFUSED);
    expect((await setPolicy(owner.accountToken, false)).status).toBe(200);
    const signedIn = await passkeySignIn(api, authenticator.assert(await signInOptions(api)), newDeviceId());
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  });

  it('ends a sign-in begun before the policy was switched on: the mailed identity code opens no session', async () => {
    const { account, owner } = await ownedAccount(api);
    const domain = uniqueDomain();
    await verifiedDomain(owner.accountToken, domain);
    await testedConnection(owner.accountToken);
    const standard = await memberAt(owner.accountToken, account.id, `lee@${domain}`, 'STANDARD');
    // A new device: the password is right, and a code goes to the mailbox.
    const deviceId = newDeviceId();
    const begun = await login(api, standard, deviceId);
    expect(begun.body).toMatchObject({ verify_identity: true, otpToken: expect.any(String) });
    expect((await setPolicy(owner.accountToken, true)).status).toBe(200);
    const { code } = await api.latestMail(standard.email);
    const ended = await api.post('auth/verify-identity-otp', { otp: code, token: begun.body.otpToken, device_id: deviceId });
    expect({ status: ended.status, body: ended.body }).toEqual(REFUSED);
  });
});
