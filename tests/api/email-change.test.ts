import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CurrentUserResponse, UpdateMeResponse, emailChangeMessages } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { PASSWORD, aMinuteLater, login, registerUser, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

/*
 * A profile's e-mail change waits for the new address's code or link: until then the old, verified
 * address stays the login, and the new one is held by no one.
 */

const INVALID_CODE = { message: 'The code is invalid or has expired.', errors: { otp: 'The code is invalid or has expired.' } };
const TAKEN = { message: 'A user profile with this email already exists.' };
const INVALID_LINK = 'This link is invalid or has expired.';

type User = Awaited<ReturnType<typeof registerVerifiedUser>>;

describe.each(dbKinds)('a pending e-mail change (%s)', (kind) => {
  const api = useApiApp(kind);
  const change = (user: User, email: string) =>
    api.put<UpdateMeResponse>('user/update-me', { first_name: 'Ada', last_name: 'Lovelace', email, current_password: PASSWORD }, user.token);
  const cancel = (user: User) => api.put<UpdateMeResponse>('user/update-me', { first_name: 'Ada', last_name: 'Lovelace', email: user.email }, user.token);
  const verifyCode = (user: User, otp: number) => api.post<UpdateMeResponse>('user/verify-new-email', { otp }, user.token);
  const signsIn = async (email: string, user: User) => (await login(api, { email }, user.deviceId)).status;
  const stored = async (id: number) =>
    (await api.db.query<{ email: string; is_email_verified: number; pending_email: string | null }>(
      'select email, is_email_verified, pending_email from users where id = $1', [id],
    ))[0];

  it('waits: the old address stays the login, verified; the new one gets the code and is nobody\'s login', async () => {
    const user = await registerVerifiedUser(api);
    const newEmail = uniqueEmail('moved');
    const response = await change(user, newEmail.toUpperCase());
    expect(response.status).toBe(200);
    assert(response.body, UpdateMeResponse);
    expect(response.body.user).toEqual({
      id: user.register.user.id, first_name: 'Ada', last_name: 'Lovelace', email: user.email, is_email_verified: 1, pending_email: newEmail,
    });
    const current = await api.get<CurrentUserResponse>('auth', user.token);
    assert(current.body, CurrentUserResponse);
    expect(current.body.user).toMatchObject({ email: user.email, is_email_verified: 1, pending_email: newEmail });
    expect((await api.latestMail(newEmail)).subject).toBe('Verify your email');
    expect((await api.mails(user.email))[0].subject).toBe('A new e-mail address was asked for');

    expect(await signsIn(user.email, user)).toBe(200);
    expect(await login(api, { email: newEmail }, user.deviceId)).toMatchObject({ status: 401, body: { message: 'Invalid email or password.' } });
    // A reset goes to the login, never to the address waiting for its proof.
    await api.post('auth/forgot-password', { email: newEmail });
    expect((await api.mails(newEmail)).map((mail) => mail.subject)).toEqual(['Verify your email']);
    await api.post('auth/forgot-password', { email: user.email });
    expect((await api.mails(user.email))[0].subject).toBe('Reset your password');
  });

  it('its code, typed on the profile page, makes the new address the login; the session goes on', async () => {
    const user = await registerVerifiedUser(api);
    const newEmail = uniqueEmail('moved');
    await change(user, newEmail);
    const forgot = await api.post<{ token: string }>('auth/forgot-password', { email: user.email });
    const resetCode = (await api.latestMail(user.email)).code;
    expect(await verifyCode(user, (await api.latestMail(newEmail)).code)).toMatchObject({
      status: 200, body: { user: { email: newEmail, is_email_verified: 1 } },
    });
    expect((await verifyCode(user, 123456)).body).toEqual({ message: emailChangeMessages.nothingPending });
    const current = await api.get<CurrentUserResponse>('auth', user.token);
    expect(current.status).toBe(200);
    expect(current.body.user).toEqual({ id: user.register.user.id, first_name: 'Ada', last_name: 'Lovelace', email: newEmail, is_email_verified: 1 });
    expect(await signsIn(newEmail, user)).toBe(200);
    expect(await signsIn(user.email, user)).toBe(401);
    // A reset code mailed to the old address stops working with it.
    const reset = await api.post('auth/verify-forgot-password-otp', { otp: resetCode, token: forgot.body.token, device_id: user.deviceId });
    expect(reset.status).toBe(400);
  });

  it('its link does the same, and signs in the browser that opens it', async () => {
    const user = await registerVerifiedUser(api);
    const newEmail = uniqueEmail('moved');
    await change(user, newEmail);
    const verified = await api.post('auth/verify-email', { token: (await api.latestMail(newEmail)).linkToken, device_id: user.deviceId });
    expect(verified).toMatchObject({ status: 200, body: { user: { email: newEmail, is_email_verified: 1 } } });
    expect(await stored(user.register.user.id)).toEqual({ email: newEmail, is_email_verified: 1, pending_email: null });
    expect(await signsIn(newEmail, user)).toBe(200);
    expect(await signsIn(user.email, user)).toBe(401);
  });

  it('someone else may register the address meanwhile; then the proof answers 409 and nothing changes', async () => {
    const user = await registerVerifiedUser(api);
    const newEmail = uniqueEmail('moved');
    await change(user, newEmail);
    const { code, linkToken } = await api.latestMail(newEmail);
    aMinuteLater(api);
    const other = await registerUser(api, { email: newEmail });
    expect(other.register.user.email).toBe(newEmail);
    expect(await verifyCode(user, code)).toMatchObject({ status: 409, body: TAKEN });
    expect(await api.post('auth/verify-email', { token: linkToken, device_id: user.deviceId })).toMatchObject({ status: 409, body: TAKEN });
    expect(await stored(user.register.user.id)).toEqual({ email: user.email, is_email_verified: 1, pending_email: newEmail });
    expect(await signsIn(user.email, user)).toBe(200);
  });

  it('the current address typed again cancels the change: its code and link stop working', async () => {
    const user = await registerVerifiedUser(api);
    const newEmail = uniqueEmail('moved');
    await change(user, newEmail);
    const { code, linkToken } = await api.latestMail(newEmail);
    const cancelled = await cancel(user);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.user).toEqual({ id: user.register.user.id, first_name: 'Ada', last_name: 'Lovelace', email: user.email, is_email_verified: 1 });
    expect((await verifyCode(user, code)).body).toEqual({ message: emailChangeMessages.nothingPending });
    expect(await api.post('auth/verify-email', { token: linkToken, device_id: user.deviceId })).toMatchObject({ status: 400, body: { message: INVALID_LINK } });
    expect(await stored(user.register.user.id)).toEqual({ email: user.email, is_email_verified: 1, pending_email: null });
  });

  it('only the latest pending address counts: an earlier one\'s code and link are refused', async () => {
    const user = await registerVerifiedUser(api);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await change(user, first);
    const stale = await api.latestMail(first);
    expect((await change(user, second)).body.user).toMatchObject({ email: user.email, pending_email: second });
    expect(await verifyCode(user, stale.code)).toMatchObject({ status: 400, body: INVALID_CODE });
    expect(await api.post('auth/verify-email', { token: stale.linkToken, device_id: user.deviceId })).toMatchObject({ status: 400, body: { message: INVALID_LINK } });
    expect(await stored(user.register.user.id)).toMatchObject({ email: user.email, pending_email: second });
    expect((await verifyCode(user, (await api.latestMail(second)).code)).body).toMatchObject({ user: { email: second } });
  });

  it('a new code on request: the earlier one stops working, the new one switches', async () => {
    const user = await registerVerifiedUser(api);
    const newEmail = uniqueEmail('moved');
    expect((await api.post('user/resend-new-email', {}, user.token)).body).toEqual({ message: emailChangeMessages.nothingPending });
    await change(user, newEmail);
    const earlier = await api.latestMail(newEmail);
    aMinuteLater(api);
    const resent = await api.post<UpdateMeResponse>('user/resend-new-email', {}, user.token);
    expect(resent).toMatchObject({ status: 200, body: { user: { email: user.email, pending_email: newEmail } } });
    const latest = await api.latestMail(newEmail);
    expect(latest.linkToken).not.toBe(earlier.linkToken);
    if (latest.code !== earlier.code) expect((await verifyCode(user, earlier.code)).body).toEqual(INVALID_CODE);
    expect((await verifyCode(user, latest.code)).body).toMatchObject({ user: { email: newEmail, is_email_verified: 1 } });
  });

  it('a wrong code is counted: the fifth voids it, then even the right one fails', async () => {
    const user = await registerVerifiedUser(api);
    const newEmail = uniqueEmail('moved');
    await change(user, newEmail);
    const { code } = await api.latestMail(newEmail);
    const wrong = code === 999999 ? 100000 : code + 1;
    for (let attempt = 0; attempt < 4; attempt++) expect((await verifyCode(user, wrong)).body).toEqual(INVALID_CODE);
    expect((await verifyCode(user, wrong)).body).toEqual({ message: 'Too many wrong codes. Request a new code.' });
    expect((await verifyCode(user, code)).status).toBe(400);
    expect(await verifyCode(user, 12)).toMatchObject({ status: 400 });
    expect(await stored(user.register.user.id)).toMatchObject({ email: user.email, pending_email: newEmail });
  });

  it('asks for a session', async () => {
    expect((await api.post('user/verify-new-email', { otp: 123456 })).status).toBe(401);
    expect((await api.post('user/resend-new-email', {})).status).toBe(401);
  });
});
