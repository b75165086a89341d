import { createHash } from 'node:crypto';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { FlowTokenResponse, UserTokenResponse } from '../../src/api/contract';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { aMinuteLater, login, newDeviceId, registerUser, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

const NEW_PASSWORD = 'a brand new password';
const INVALID_LINK = { message: 'This link is invalid or has expired.' };
const MINUTE = 60 * 1000;

async function forgot(api: TestApi, email: string) {
  const response = await api.post<FlowTokenResponse>('auth/forgot-password', { email });
  expect(response.status).toBe(200);
  assert(response.body, FlowTokenResponse);
  return response.body.token;
}

/** forgot-password and the mailed code: the reset grant that reset-password takes. */
async function resetGrant(api: TestApi, email: string, deviceId = newDeviceId()) {
  const token = await forgot(api, email);
  const { code } = await api.latestMail(email);
  const response = await api.post('auth/verify-forgot-password-otp', { otp: code, token, device_id: deviceId });
  expect(response.status).toBe(200);
  assert(response.body, FlowTokenResponse);
  return response.body.token;
}

describe.each(dbKinds)('password reset (%s)', (kind) => {
  const api = useApiApp(kind);

  it('forgot-password answers the same for known and unknown addresses, and mails only the known', async () => {
    const user = await registerVerifiedUser(api);
    const stranger = uniqueEmail('stranger');
    const mailsBefore = await api.count('mail_outbox');
    const known = await api.post('auth/forgot-password', { email: user.email });
    const unknown = await api.post('auth/forgot-password', { email: stranger });
    expect(known.status).toBe(unknown.status);
    expect(Object.keys(known.body)).toEqual(Object.keys(unknown.body));
    expect(String(unknown.body.token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(known.body.token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await api.count('mail_outbox')).toBe(mailsBefore + 1);
    expect(await api.mails(stranger)).toEqual([]);
    const mail = await api.latestMail(user.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(`http://portal.test/auth/reset-password?token=${mail.linkToken}`);
    // The unknown address's token matches nothing: any code is simply wrong.
    const check = await api.post('auth/verify-forgot-password-otp', { otp: 123456, token: unknown.body.token, device_id: newDeviceId() });
    expect(check.status).toBe(400);
    expect(check.body).toMatchObject({ message: 'The code is invalid or has expired.' });
  });

  it('code -> grant -> reset-password: new password, e-mail verified, every old session revoked', async () => {
    const user = await registerUser(api);
    // Back a minute later: signing in mails an identity code (the registering device is not trusted
    // before the address is proven), which the one-a-minute allowance permits.
    aMinuteLater(api);
    const other = await login(api, user, user.deviceId);
    expect(other.body.verify_identity).toBe(true);
    const deviceId = newDeviceId();
    const grant = await resetGrant(api, user.email, deviceId);
    expect(Buffer.from(grant, 'base64url').length).toBeGreaterThanOrEqual(16);

    const response = await api.post('auth/reset-password', {
      token: grant, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD, device_id: deviceId,
    });
    expect(response.status).toBe(200);
    assert(response.body, UserTokenResponse);
    expect(response.body.user.is_email_verified).toBe(1);
    expect((await api.get('auth', response.body.token)).status).toBe(200);
    expect((await api.get('auth', user.register.token)).status).toBe(401);

    expect((await login(api, user, deviceId)).status).toBe(401);
    // The resetting device was trusted: the new password signs straight in there.
    expect((await login(api, { email: user.email, password: NEW_PASSWORD }, deviceId)).body).toMatchObject({ login: true });
  });

  it('stores the grant hashed; it works once and expires after 10 minutes', async () => {
    const user = await registerVerifiedUser(api);
    const grant = await resetGrant(api, user.email);
    const rows = await api.db.query<{ token_hash: string }>(
      "select token_hash from challenges where purpose = 'reset_grant' and user_id = $1",
      [user.register.user.id],
    );
    expect(rows.map((row) => row.token_hash)).toEqual([createHash('sha256').update(grant).digest('hex')]);
    expect((await api.post('auth/reset-password', { token: grant, password: NEW_PASSWORD })).status).toBe(200);
    expect(await api.post('auth/reset-password', { token: grant, password: NEW_PASSWORD })).toMatchObject({ status: 400, body: INVALID_LINK });

    // A new reset code may be mailed a minute after the last.
    aMinuteLater(api);
    const late = await resetGrant(api, user.email);
    api.clock.advance(10 * MINUTE + 1000);
    expect(await api.post('auth/reset-password', { token: late, password: NEW_PASSWORD })).toMatchObject({ status: 400, body: INVALID_LINK });
  });

  it('reset-password also takes the link from the reset mail, once', async () => {
    const user = await registerVerifiedUser(api);
    await forgot(api, user.email);
    const { linkToken } = await api.latestMail(user.email);
    const response = await api.post('auth/reset-password', { token: linkToken, password: NEW_PASSWORD, remember_me: false });
    expect(response.status).toBe(200);
    expect((await api.get('auth', user.token)).status).toBe(401);
    expect(await api.post('auth/reset-password', { token: linkToken, password: NEW_PASSWORD })).toMatchObject({ status: 400, body: INVALID_LINK });
  });

  it('never takes the forgot-password token itself (anyone can get one)', async () => {
    const user = await registerVerifiedUser(api);
    const token = await forgot(api, user.email);
    expect(await api.post('auth/reset-password', { token, password: NEW_PASSWORD })).toMatchObject({ status: 400, body: INVALID_LINK });
  });

  it('refuses different passwords with "Passwords must match" and changes nothing', async () => {
    const user = await registerVerifiedUser(api);
    const grant = await resetGrant(api, user.email);
    const response = await api.post('auth/reset-password', { token: grant, password: NEW_PASSWORD, confirm_password: 'something else' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Passwords must match', errors: { confirm_password: 'Passwords must match' } });
    expect((await api.get('auth', user.token)).status).toBe(200);
    expect((await api.post('auth/reset-password', { token: grant, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('the reset code follows the code rules: wrong codes, then too many', async () => {
    const user = await registerVerifiedUser(api);
    const token = await forgot(api, user.email);
    const { code } = await api.latestMail(user.email);
    const attempt = (otp: number) => api.post('auth/verify-forgot-password-otp', { otp, token, device_id: newDeviceId() });
    const wrongCode = code === 999999 ? 100000 : code + 1;
    for (let i = 1; i <= 4; i++) expect((await attempt(wrongCode)).body).toMatchObject({ message: 'The code is invalid or has expired.' });
    expect((await attempt(wrongCode)).body).toEqual({ message: 'Too many wrong codes. Request a new code.' });
    expect((await attempt(code)).body).toEqual({ message: 'Too many wrong codes. Request a new code.' });
  });
});
