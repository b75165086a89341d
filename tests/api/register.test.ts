import { decodeJwt } from 'jose';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { RegisterResponse } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { PASSWORD, aMinuteLater, newDeviceId, registerUser, registerVerifiedUser, expectLifetime } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

const DAY = 24 * 60 * 60;

describe.each(dbKinds)('POST auth/register (%s)', (kind) => {
  const api = useApiApp(kind);

  it('creates an unverified user with a 30-day session, a verify_email challenge and a mail', async () => {
    const { email, register } = await registerUser(api);
    assert(register, RegisterResponse);
    expect(register.user).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email, is_email_verified: 0 });
    expect(register.userAccounts).toEqual([]);
    expect(register.otpToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const claims = decodeJwt(register.token);
    expect(claims).toMatchObject({ sub: String(register.user.id), typ: 'session' });
    expectLifetime(api, claims, 30 * DAY);

    const mail = await api.latestMail(email);
    expect(mail.subject).toBe('Verify your email');
    expect(mail.text).toContain(`http://portal.test/auth/verify-email?token=${mail.linkToken}`);
    expect(mail.text).toContain('10 minutes');
    expect(mail.html).toContain(String(mail.code));

    const current = await api.get('auth', register.token);
    expect(current.status).toBe(200);
  });

  it('stores the e-mail normalised and the password as argon2id (19 MiB, t=2, p=1)', async () => {
    const email = uniqueEmail('Mixed.Case');
    const { register } = await registerUser(api, { email: email.toUpperCase() });
    expect(register.user.email).toBe(email.toLowerCase());
    const [row] = await api.db.query<{ email: string; password_hash: string }>(
      'select email, password_hash from users where id = $1',
      [register.user.id],
    );
    expect(row.email).toBe(email.toLowerCase());
    expect(row.password_hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it('trusts no device before the address is proven: signing in on the registering one asks for identity', async () => {
    const { email, deviceId, register } = await registerUser(api);
    expect(await api.db.query('select 1 from trusted_devices where user_id = $1', [register.user.id])).toEqual([]);
    // A minute later, so the e-mail may be mailed a new code.
    aMinuteLater(api);
    const response = await api.post('auth/login', { email, password: PASSWORD, remember_me: true, device_id: deviceId });
    expect(response.body).toMatchObject({ verify_identity: true, verify_email: false, login: false, token: null });
  });

  it('the e-mail verification trusts the registering device: signing in there then opens a session', async () => {
    const user = await registerVerifiedUser(api);
    const response = await api.post('auth/login', { email: user.email, password: PASSWORD, remember_me: true, device_id: user.deviceId });
    expect(response.body).toMatchObject({ verify_identity: false, verify_email: false, login: true });
  });

  it('refuses an e-mail that is already registered, in any letter case, with 409', async () => {
    const { email } = await registerUser(api);
    const before = await api.count('users');
    const message = 'A user profile with this email already exists.';
    const response = await api.post('auth/register', {
      first_name: 'Eve', last_name: 'Other', email: email.toUpperCase(), password: 'another password', device_id: newDeviceId(),
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message, errors: { email: message } });
    expect(await api.count('users')).toBe(before);
  });
});
