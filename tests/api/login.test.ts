import { decodeJwt } from 'jose';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { LoginResponse } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { aMinuteLater, login, newDeviceId, registerUser, registerVerifiedUser, expectLifetime } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

const HOUR = 60 * 60;

describe.each(dbKinds)('POST auth/login (%s)', (kind) => {
  const api = useApiApp(kind);

  it('answers a wrong password and an unknown e-mail identically: 401, same body', async () => {
    const user = await registerVerifiedUser(api);
    const wrongPassword = await login(api, { email: user.email, password: 'not the password' }, user.deviceId);
    const unknownEmail = await login(api, { email: uniqueEmail('nobody') }, user.deviceId);
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: 'Invalid email or password.' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('signs in on a trusted device with a verified e-mail: 30 days with remember_me', async () => {
    const user = await registerVerifiedUser(api);
    const response = await login(api, user, user.deviceId, true);
    expect(response.status).toBe(200);
    assert(response.body, LoginResponse);
    expect(response.body).toMatchObject({
      otpToken: null, verify_identity: false, verify_email: false, login: true, userAccounts: [], remember_me: true,
    });
    const claims = decodeJwt(response.body.token ?? '');
    expectLifetime(api, claims, 30 * 24 * HOUR);
    expect((await api.get('auth', response.body.token)).status).toBe(200);
  });

  it('gives a 12-hour session without remember_me', async () => {
    const user = await registerVerifiedUser(api);
    const response = await login(api, { email: user.email.toUpperCase() }, user.deviceId, false);
    assert(response.body, LoginResponse);
    expect(response.body.remember_me).toBe(false);
    const claims = decodeJwt(response.body.token ?? '');
    expectLifetime(api, claims, 12 * HOUR);
    const [session] = await api.db.query<{ remember_me: boolean; created_at: Date; expires_at: Date }>(
      'select remember_me, created_at, expires_at from sessions where id = $1',
      [claims.sid],
    );
    expect(session.remember_me).toBe(false);
    expect(session.expires_at.getTime() - session.created_at.getTime()).toBe(12 * HOUR * 1000);
  });

  it('asks a new device to verify identity: mail sent, no session token', async () => {
    const user = await registerVerifiedUser(api);
    const sessionsBefore = await api.count('sessions');
    const response = await login(api, user, newDeviceId(), false);
    expect(response.status).toBe(200);
    assert(response.body, LoginResponse);
    expect(response.body).toMatchObject({
      token: null, verify_identity: true, verify_email: false, login: false, userAccounts: [], remember_me: false,
    });
    expect(response.body.otpToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await api.count('sessions')).toBe(sessionsBefore);
    const mail = await api.latestMail(user.email);
    expect(mail.subject).toBe('Verify your identity');
    expect(mail.text).toContain(`http://portal.test/auth/verify-identity?token=${mail.linkToken}`);
  });

  it('asks the registering device, not trusted before the address is proven, to verify identity', async () => {
    const user = await registerUser(api);
    // A minute after registering: the e-mail may be mailed a new code.
    aMinuteLater(api);
    const response = await login(api, user, user.deviceId);
    assert(response.body, LoginResponse);
    expect(response.body).toMatchObject({ token: null, verify_identity: true, verify_email: false, login: false });
    expect(response.body.otpToken).not.toBe(user.register.otpToken);
    // Identity verification proves the mailbox as well: the address is verified by its code.
    const { code } = await api.latestMail(user.email);
    const verified = await api.post('auth/verify-identity-otp', { otp: code, token: response.body.otpToken, device_id: user.deviceId });
    expect(verified.body).toMatchObject({ user: { is_email_verified: 1 } });
    expect((await login(api, user, user.deviceId)).body).toMatchObject({ login: true });
  });
});
