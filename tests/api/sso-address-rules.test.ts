import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoFailureMessage, ssoSignInMessages } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { login, newDeviceId, registerUser, registerVerifiedUser } from '../support/api-users';
import { providerPerson, ssoAccount, ssoTestEnv } from '../support/api-sso';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { moveProfileEmail, ssoLanding, ssoSignIn } from '../support/sso-people';
import { uniqueEmail } from '../support/unique-email';

/*
 * Issue 50, findings 2 (single sign-on) and 4: a provider's address match never adopts an
 * unproven profile, and a link holds only while the person's address stays at the account's
 * verified domains, for the connection that made it.
 */

const oidcConnection = (provider: TestOidcProvider) => ({
  protocol: 'oidc', issuer: provider.issuer, client_id: provider.clientId, client_secret: provider.clientSecret,
});

describe.each(dbKinds)('single sign-on: addresses and links (%s)', (kind) => {
  let provider: TestOidcProvider;
  let other: TestOidcProvider;
  beforeAll(async () => {
    [provider, other] = await Promise.all([startOidcProvider(), startOidcProvider()]);
  });
  afterAll(async () => {
    await Promise.all([provider?.close(), other?.close()]);
  });
  const api = useApiApp(kind, { env: ssoTestEnv() });

  let sso: Awaited<ReturnType<typeof ssoAccount>>;
  beforeAll(async () => {
    sso = await ssoAccount(api, oidcConnection(provider));
  });

  const userRow = async (id: number) =>
    (await api.db.query<{ email: string; is_email_verified: number; updated_at: Date }>(
      'select email, is_email_verified, updated_at from users where id = $1', [id],
    ))[0];
  const links = async (userId: number) => (await api.db.query('select 1 from sso_identities where user_id = $1', [userId])).length;

  it("takes an address from whoever registered it unproven: the attacker's session, password and device are gone", async () => {
    const victim = providerPerson(sso.domain);
    const attacker = await registerUser(api, { email: victim.email, firstName: 'Mallory', lastName: 'Attacker' });
    expect((await api.get('auth', attacker.register.token)).status).toBe(200);
    provider.addPerson({ subject: `sub-${victim.email}`, email: victim.email, firstName: 'Vera', lastName: 'Real' });

    const finished = await ssoSignIn(api, provider, victim.email, `sub-${victim.email}`, victim.deviceId);
    expect(finished.user).toMatchObject({ email: victim.email, first_name: 'Vera', last_name: 'Real', is_email_verified: 1 });
    expect(finished.userAccounts.find((a) => a.id === sso.account.id)).toMatchObject({ tenancy: 'STANDARD' });
    expect((await api.get('auth', finished.token)).status).toBe(200);

    expect((await api.get('auth', attacker.register.token)).status).toBe(401);
    expect((await login(api, { email: victim.email, password: attacker.password }, attacker.deviceId)).status).toBe(401);
    const userId = finished.user.id;
    expect(await api.db.query('select 1 from trusted_devices where user_id = $1', [userId])).toHaveLength(1);
    expect(await api.db.query('select 1 from sessions where user_id = $1 and revoked_at is null', [userId])).toHaveLength(1);
  });

  it('links a profile whose address is proven, and leaves its password as it was', async () => {
    const person = providerPerson(sso.domain);
    const own = await registerVerifiedUser(api, { email: person.email });
    provider.addPerson({ subject: `sub-${person.email}`, email: person.email, firstName: 'Other', lastName: 'Name' });
    const finished = await ssoSignIn(api, provider, person.email, `sub-${person.email}`, person.deviceId);
    expect(finished.user).toMatchObject({ id: own.register.user.id, first_name: 'Ada', last_name: 'Lovelace' });
    expect((await api.get('auth', own.token)).status).toBe(200);
    expect((await login(api, { email: person.email }, own.deviceId)).status).toBe(200);
  });

  it("refuses a link once the person's address has left the account's domains, and marks nothing verified", async () => {
    const person = providerPerson(sso.domain);
    const own = await registerVerifiedUser(api, { email: person.email, firstName: 'Moe', lastName: 'Ver' });
    const subject = `sub-${person.email}`;
    provider.addPerson({ subject, email: person.email, firstName: 'Moe', lastName: 'Ver' });
    await ssoSignIn(api, provider, person.email, subject, person.deviceId);

    const privateAddress = uniqueEmail('private');
    await moveProfileEmail(api, { token: own.token, deviceId: own.deviceId, firstName: 'Moe', lastName: 'Ver' }, privateAddress);
    const before = await userRow(own.register.user.id);
    expect(before.email).toBe(privateAddress);

    const deviceId = newDeviceId();
    const sessionsBefore = await api.count('sessions');
    const landing = await ssoLanding(api, provider, person.email, subject, deviceId);
    expect(landing).toMatchObject({ error: 'address_left', token: null });
    expect(ssoFailureMessage('address_left', null)).toBe(ssoSignInMessages.failures.address_left);
    expect(await userRow(own.register.user.id)).toEqual(before);
    expect(await api.count('sessions')).toBe(sessionsBefore);
  });

  it('proves only the address the provider asserted, and only when it is the current one', async () => {
    const person = providerPerson(sso.domain);
    const subject = `sub-${person.email}`;
    provider.addPerson({ subject, email: person.email, firstName: 'Pat', lastName: 'Renamed' });
    const first = await ssoSignIn(api, provider, person.email, subject, person.deviceId);
    await api.db.query('update users set is_email_verified = 0 where id = $1', [first.user.id]);

    // Renamed at the provider: still the linked person, whose own address the answer does not prove.
    const renamed = providerPerson(sso.domain, 'renamed').email;
    provider.addPerson({ subject, email: renamed, firstName: 'Pat', lastName: 'Renamed' });
    const second = await ssoSignIn(api, provider, renamed, subject, person.deviceId);
    expect(second.user).toMatchObject({ id: first.user.id, email: person.email, is_email_verified: 0 });

    provider.addPerson({ subject, email: person.email, firstName: 'Pat', lastName: 'Renamed' });
    const third = await ssoSignIn(api, provider, person.email, subject, person.deviceId);
    expect(third.user).toMatchObject({ id: first.user.id, is_email_verified: 1 });
  });

  it("starts afresh when the connection is replaced by another provider or removed: the old links count for nothing", async () => {
    const account = await ssoAccount(api, oidcConnection(provider));
    const person = providerPerson(account.domain);
    const subject = `sub-${person.email}`;
    provider.addPerson({ subject, email: person.email });
    const first = await ssoSignIn(api, provider, person.email, subject, person.deviceId);
    expect(await links(first.user.id)).toBe(1);

    // Saved again unchanged but for the secret: the same provider, the link holds.
    const resaved = await api.post('account/sso/connection', { ...oidcConnection(provider), client_secret: provider.clientSecret }, account.owner.accountToken);
    expect(resaved.status).toBe(200);
    expect(await links(first.user.id)).toBe(1);

    const replaced = await api.post('account/sso/connection', oidcConnection(other), account.owner.accountToken);
    expect(replaced.status).toBe(200);
    expect(await links(first.user.id)).toBe(0);
    other.addPerson({ subject, email: person.email });
    expect((await ssoSignIn(api, other, person.email, subject, person.deviceId)).user.id).toBe(first.user.id);
    expect(await links(first.user.id)).toBe(1);

    expect((await api.post('account/sso/connection/remove', {}, account.owner.accountToken)).status).toBe(200);
    expect(await links(first.user.id)).toBe(0);
  });
});
