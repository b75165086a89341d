import { assert } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlowTokenResponse, RegisterResponse, UserTokenResponse } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { PASSWORD, aMinuteLater, login, newDeviceId, registerUser, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

const MAIL_FAILED = { message: 'The email could not be sent. Please try again in a moment.' };
const INVALID_CODE = { message: 'The code is invalid or has expired.' };

describe.each(dbKinds)('a mail that cannot be sent leaves nothing half-done (%s)', (kind) => {
  const api = useApiApp(kind);
  const storedUser = async (id: number) =>
    (await api.db.query<{ email: string; first_name: string; is_email_verified: number; password_hash: string }>(
      'select email, first_name, is_email_verified, password_hash from users where id = $1',
      [id],
    ))[0];

  beforeEach(() => {
    // Every failed send is logged; keep the test output quiet.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    api.setMailServerDown(false);
    vi.restoreAllMocks();
  });

  it('register answers 503 and keeps nothing; the same registration then succeeds and verifies', async () => {
    const email = uniqueEmail('retry');
    const deviceId = newDeviceId();
    const registration = { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD, device_id: deviceId };
    const before = { users: await api.count('users'), sessions: await api.count('sessions'), challenges: await api.count('challenges') };

    api.setMailServerDown(true);
    const failed = await api.post('auth/register', registration);
    expect(failed).toMatchObject({ status: 503, body: MAIL_FAILED });
    expect({ users: await api.count('users'), sessions: await api.count('sessions'), challenges: await api.count('challenges') }).toEqual(before);
    expect(await api.mails(email)).toEqual([]);

    api.setMailServerDown(false);
    const retried = await api.post<RegisterResponse>('auth/register', registration);
    expect(retried.status).toBe(200);
    assert(retried.body, RegisterResponse);
    const { code } = await api.latestMail(email);
    const verified = await api.post('auth/verify-email-otp', { otp: code, token: retried.body.otpToken, device_id: deviceId });
    expect(verified.status).toBe(200);
    assert(verified.body, UserTokenResponse);
    expect(verified.body.user).toMatchObject({ email, is_email_verified: 1 });
  });

  it('an e-mail change in update-me answers 503 and changes nothing, not even the password; a retry works', async () => {
    const user = await registerVerifiedUser(api);
    const other = await login(api, user, user.deviceId);
    const before = await storedUser(user.register.user.id);
    const newEmail = uniqueEmail('moved');
    const change = { first_name: 'Augusta', last_name: 'King', email: newEmail, password: 'a brand new passphrase', current_password: PASSWORD };

    api.setMailServerDown(true);
    expect(await api.put('user/update-me', change, user.token)).toMatchObject({ status: 503, body: MAIL_FAILED });
    expect(await storedUser(user.register.user.id)).toEqual(before);
    expect((await api.get('auth', user.token)).body).toMatchObject({ user: { email: user.email, first_name: 'Ada', is_email_verified: 1 } });
    expect((await api.get('auth', other.body.token)).status).toBe(200);
    expect(await api.mails(newEmail)).toEqual([]);

    api.setMailServerDown(false);
    const retried = await api.put('user/update-me', change, user.token);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ user: { email: user.email, first_name: 'Augusta', is_email_verified: 1, pending_email: newEmail } });
    const mail = await api.latestMail(newEmail);
    const verified = await api.post('auth/verify-email', { token: mail.linkToken, device_id: user.deviceId }, user.token);
    expect(verified.body).toMatchObject({ user: { email: newEmail, is_email_verified: 1 } });
  });

  it('forgot-password answers a known address exactly as an unknown one, and the earlier reset code keeps working', async () => {
    const user = await registerVerifiedUser(api);
    const earlier = await api.post<FlowTokenResponse>('auth/forgot-password', { email: user.email });
    const { code } = await api.latestMail(user.email);
    const mailsBefore = await api.count('mail_outbox');
    // Past the one-a-minute allowance, so a new reset code would really be mailed.
    aMinuteLater(api);

    api.setMailServerDown(true);
    const known = await api.post<FlowTokenResponse>('auth/forgot-password', { email: user.email });
    const unknown = await api.post<FlowTokenResponse>('auth/forgot-password', { email: uniqueEmail('stranger') });
    expect(known.status).toBe(200);
    expect(known.status).toBe(unknown.status);
    assert(known.body, FlowTokenResponse);
    expect(Object.keys(known.body)).toEqual(Object.keys(unknown.body));
    expect(known.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await api.count('mail_outbox')).toBe(mailsBefore);

    // The mail went after the answer and failed: its challenge is void, so the new token matches
    // nothing, and the code mailed before still counts.
    const withNewToken = await api.post('auth/verify-forgot-password-otp', { otp: code, token: known.body.token, device_id: user.deviceId });
    expect(withNewToken).toMatchObject({ status: 400, body: INVALID_CODE });
    const withEarlier = await api.post('auth/verify-forgot-password-otp', { otp: code, token: earlier.body.token, device_id: user.deviceId });
    expect(withEarlier.status).toBe(200);
  });

  it('forgot-password: a reset mail that fails after the answer gives its allowance back, so asking again at once mails', async () => {
    const user = await registerVerifiedUser(api);
    api.setMailServerDown(true);
    const failed = await api.post<FlowTokenResponse>('auth/forgot-password', { email: user.email });
    expect(failed.status).toBe(200);
    await api.settled();
    api.setMailServerDown(false);

    // Within the same minute: the failed mail does not count against the one-a-minute allowance.
    const again = await api.post<FlowTokenResponse>('auth/forgot-password', { email: user.email });
    const mails = await api.mails(user.email);
    expect(mails[0].subject).toBe('Reset your password');
    const { code } = await api.latestMail(user.email);
    const checked = await api.post('auth/verify-forgot-password-otp', { otp: code, token: again.body.token, device_id: user.deviceId });
    expect(checked.status).toBe(200);
    // The allowance given back is the failed mail's only: the one that went still counts.
    await api.post('auth/forgot-password', { email: user.email });
    expect(await api.mails(user.email)).toHaveLength(mails.length);
  });

  it('resend-verify-email answers 503 and the code mailed before keeps working', async () => {
    const user = await registerUser(api);
    const { code } = await api.latestMail(user.email);
    aMinuteLater(api);
    api.setMailServerDown(true);
    expect(await api.get('auth/resend-verify-email', user.register.token)).toMatchObject({ status: 503, body: MAIL_FAILED });
    api.setMailServerDown(false);
    const verified = await api.post('auth/verify-email-otp', { otp: code, token: user.register.otpToken, device_id: user.deviceId });
    expect(verified.status).toBe(200);
  });

  it("login's identity challenge answers 503 and leaves no challenge; signing in again works", async () => {
    const user = await registerVerifiedUser(api);
    const deviceId = newDeviceId();
    const challenges = await api.count('challenges');
    api.setMailServerDown(true);
    expect(await login(api, user, deviceId)).toMatchObject({ status: 503, body: MAIL_FAILED });
    expect(await api.count('challenges')).toBe(challenges);
    api.setMailServerDown(false);
    const signIn = await login(api, user, deviceId);
    expect(signIn.body).toMatchObject({ verify_identity: true, login: false });
    const { code } = await api.latestMail(user.email);
    const verified = await api.post('auth/verify-identity-otp', { otp: code, token: signIn.body.otpToken, device_id: deviceId });
    expect(verified.status).toBe(200);
  });
});
