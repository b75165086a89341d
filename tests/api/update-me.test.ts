import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { UpdateMeResponse, UserTokenResponse } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { PASSWORD, login, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

const EXPIRED = { message: 'Your session has expired. Please sign in again.' };
const NEW_PASSWORD = 'a brand new passphrase';

describe.each(dbKinds)('PUT user/update-me (%s)', (kind) => {
  const api = useApiApp(kind);
  const storedUser = async (id: number) =>
    (await api.db.query<{ email: string; is_email_verified: number; password_hash: string }>(
      'select email, is_email_verified, password_hash from users where id = $1',
      [id],
    ))[0];

  it('changes the names (trimmed) and answers { user }; the e-mail stays verified and no mail goes out', async () => {
    const user = await registerVerifiedUser(api);
    const mailsBefore = (await api.mails(user.email)).length;
    const response = await api.put('user/update-me', { first_name: ' Augusta ', last_name: 'King ', email: user.email.toUpperCase() }, user.token);
    expect(response.status).toBe(200);
    assert(response.body, UpdateMeResponse);
    expect(response.body).toEqual({
      user: { id: user.register.user.id, first_name: 'Augusta', last_name: 'King', email: user.email, is_email_verified: 1 },
    });
    expect(await api.mails(user.email)).toHaveLength(mailsBefore);
    expect((await api.get('auth', user.token)).body).toMatchObject({ user: { first_name: 'Augusta', is_email_verified: 1 } });
  });

  it('a new e-mail waits for its proof: the old one stays the login until the mailed link verifies the new one', async () => {
    const user = await registerVerifiedUser(api);
    const newEmail = uniqueEmail('moved');
    const response = await api.put('user/update-me', { first_name: 'Ada', last_name: 'Lovelace', email: newEmail.toUpperCase(), current_password: PASSWORD }, user.token);
    expect(response.status).toBe(200);
    assert(response.body, UpdateMeResponse);
    expect(response.body.user).toMatchObject({ email: user.email, is_email_verified: 1, pending_email: newEmail });
    expect(await storedUser(user.register.user.id)).toMatchObject({ email: user.email, is_email_verified: 1 });

    const mail = await api.latestMail(newEmail);
    expect(mail.subject).toBe('Verify your email');
    // The session goes on; GET auth names the address waiting, and the mailed link proves it.
    expect((await api.get('auth', user.token)).body).toMatchObject({ user: { email: user.email, is_email_verified: 1, pending_email: newEmail } });
    expect((await login(api, { email: newEmail }, user.deviceId)).status).toBe(401);
    expect((await login(api, { email: user.email }, user.deviceId)).body).toMatchObject({ login: true });
    const verified = await api.post('auth/verify-email', { token: mail.linkToken, device_id: user.deviceId }, user.token);
    expect(verified.status).toBe(200);
    assert(verified.body, UserTokenResponse);
    expect(verified.body.user).toEqual({ id: user.register.user.id, first_name: 'Ada', last_name: 'Lovelace', email: newEmail, is_email_verified: 1 });
    expect((await login(api, { email: newEmail }, user.deviceId)).body).toMatchObject({ login: true });
    expect((await login(api, { email: user.email }, user.deviceId)).status).toBe(401);
  });

  it('codes mailed to the old address keep working while the change waits, and stop when the new address is proven', async () => {
    const user = await registerVerifiedUser(api);
    const newEmail = uniqueEmail('moved');
    const forgot = await api.post<{ token: string }>('auth/forgot-password', { email: user.email });
    const { code } = await api.latestMail(user.email);
    const moved = await api.put('user/update-me', { first_name: 'Ada', last_name: 'Lovelace', email: newEmail, current_password: PASSWORD }, user.token);
    expect(moved.status).toBe(200);
    const proven = await api.post('user/verify-new-email', { otp: (await api.latestMail(newEmail)).code }, user.token);
    expect(proven.status).toBe(200);
    const attempt = await api.post('auth/verify-forgot-password-otp', { otp: code, token: forgot.body.token, device_id: user.deviceId });
    expect(attempt.status).toBe(400);
  });

  it('refuses an e-mail another user has with 409 and changes nothing', async () => {
    const user = await registerVerifiedUser(api);
    const other = await registerVerifiedUser(api);
    const before = await storedUser(user.register.user.id);
    const response = await api.put('user/update-me', { first_name: 'Changed', last_name: 'Name', email: other.email.toUpperCase(), current_password: PASSWORD }, user.token);
    expect(response).toMatchObject({
      status: 409,
      body: { message: 'A user profile with this email already exists.', errors: { email: 'A user profile with this email already exists.' } },
    });
    expect(await storedUser(user.register.user.id)).toEqual(before);
    expect((await api.get('auth', user.token)).body).toMatchObject({ user: { first_name: 'Ada' } });
  });

  it('a new password is hashed with argon2id and ends every other session, not this one', async () => {
    const user = await registerVerifiedUser(api);
    const other = await login(api, user, user.deviceId);
    const response = await api.put('user/update-me', { first_name: 'Ada', last_name: 'Lovelace', email: user.email, password: NEW_PASSWORD, current_password: PASSWORD }, user.token);
    expect(response.status).toBe(200);
    expect((await storedUser(user.register.user.id)).password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await api.get('auth', user.token)).status).toBe(200);
    expect(await api.get('auth', other.body.token)).toMatchObject({ status: 401, body: EXPIRED });
    const [open] = await api.db.query<{ n: number }>(
      'select count(*)::int as n from sessions where user_id = $1 and revoked_at is null',
      [user.register.user.id],
    );
    expect(open.n).toBe(1);
    expect((await login(api, { email: user.email, password: PASSWORD }, user.deviceId)).status).toBe(401);
    expect((await login(api, { email: user.email, password: NEW_PASSWORD }, user.deviceId)).body).toMatchObject({ login: true });
  });

  it('speaks the profile form\'s words and changes nothing on bad input', async () => {
    const user = await registerVerifiedUser(api);
    const before = await storedUser(user.register.user.id);
    const bad = await api.put('user/update-me', { first_name: ' ', last_name: '', email: 'nope', password: 'short' }, user.token);
    expect(bad).toMatchObject({
      status: 400,
      body: {
        message: 'First Name is required',
        errors: {
          first_name: 'First Name is required',
          last_name: 'Last Name is required',
          email: 'Invalid email format',
          password: 'Password must be at least 8 characters',
        },
      },
    });
    // The portal removes confirm_password (and an empty password) before sending.
    const extra = await api.put('user/update-me', { first_name: 'A', last_name: 'B', email: user.email, confirm_password: 'x' }, user.token);
    expect(extra).toMatchObject({ status: 400, body: { errors: { confirm_password: 'Unknown field: confirm_password' } } });
    const missing = await api.put('user/update-me', { first_name: 'A', last_name: 'B' }, user.token);
    expect(missing).toMatchObject({ status: 400, body: { errors: { email: 'Email is required' } } });
    expect(await storedUser(user.register.user.id)).toEqual(before);
    expect(await api.put('user/update-me', { first_name: 'A', last_name: 'B', email: user.email })).toMatchObject({ status: 401, body: EXPIRED });
  });
});
