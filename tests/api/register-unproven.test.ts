import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CurrentUserResponse, FlowTokenResponse, UserTokenResponse, sessionProofMessages } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { accountForm, createAccount } from '../support/api-accounts';
import { PASSWORD, aMinuteLater, login, registerUser, registerVerifiedUser } from '../support/api-users';

/*
 * Issue 50: a registration session can do nothing but prove its address. An unverified
 * registration held a 30-day session and a trusted device that could create accounts, tokens and
 * more; whoever registered someone else's address kept them once the real person proved it.
 */

const VERIFY_FIRST = { status: 403, body: { message: sessionProofMessages.verifyEmailFirst } };
const answer = (response: { status: number; body: unknown }) => ({ status: response.status, body: response.body });

describe.each(dbKinds)('a profile whose address is not proven yet (%s)', (kind) => {
  const api = useApiApp(kind);

  it('can only prove it: every other session call answers 403 verifyEmailFirst', async () => {
    const user = await registerUser(api);
    const token = user.register.token;
    expect(answer(await api.post('account', accountForm(), token))).toEqual(VERIFY_FIRST);
    expect(answer(await api.put('user/update-me', { first_name: 'Eve', last_name: 'Other', email: user.email }, token))).toEqual(VERIFY_FIRST);
    expect(answer(await api.get('auth/security', token))).toEqual(VERIFY_FIRST);
    expect(answer(await api.get('auth/devices', token))).toEqual(VERIFY_FIRST);
    expect(answer(await api.post('auth/totp/setup', { password: PASSWORD }, token))).toEqual(VERIFY_FIRST);
    expect(answer(await api.post('auth/confirm-sign-in', { password: PASSWORD, device_id: user.deviceId }, token))).toEqual(VERIFY_FIRST);
    expect(answer(await api.get('company/harbourlight', token))).toEqual(VERIFY_FIRST);
    // Nothing was made.
    expect(await api.db.query('select 1 from user_accounts where user_id = $1', [user.register.user.id])).toEqual([]);

    // Its own state, and a new code, it may ask for.
    const state = await api.get('auth', token);
    expect(state.status).toBe(200);
    assert(state.body, CurrentUserResponse);
    expect(state.body).toMatchObject({ user: { is_email_verified: 0 }, userAccounts: [] });
    aMinuteLater(api);
    const resent = await api.get('auth/resend-verify-email', token);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    assert(resent.body, FlowTokenResponse);

    // Proven by the code, the session that follows does everything.
    const { code } = await api.latestMail(user.email);
    const verified = await api.post('auth/verify-email-otp', { otp: code, token: resent.body.token, device_id: user.deviceId }, token);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    assert(verified.body, UserTokenResponse);
    expect((await api.get('auth/security', verified.body.token)).status).toBe(200);
    await createAccount(api, verified.body.token);
  });

  it('can sign out', async () => {
    const user = await registerUser(api);
    const out = await api.post('auth/logout', {}, user.register.token);
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect((await api.get('auth', user.register.token)).status).toBe(401);
  });

  it('the magic link proves it too, and trusts the browser that opens it', async () => {
    const user = await registerUser(api);
    const { linkToken } = await api.latestMail(user.email);
    const verified = await api.post('auth/verify-email', { token: linkToken, device_id: user.deviceId }, user.register.token);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    assert(verified.body, UserTokenResponse);
    await createAccount(api, verified.body.token);
    expect((await login(api, user, user.deviceId)).body).toMatchObject({ login: true });
  });

  it('an account token of a profile whose address is unproven answers 403 verifyEmailFirst', async () => {
    const user = await registerVerifiedUser(api);
    const account = await createAccount(api, user.token);
    expect((await api.get('product', account.user_account_token)).status).toBe(200);
    // Put in directly: how a profile comes to be unproven is not this test's subject.
    await api.db.query('update users set is_email_verified = 0 where id = $1', [user.register.user.id]);
    expect(answer(await api.get('product', account.user_account_token))).toEqual(VERIFY_FIRST);
    expect(answer(await api.get('user/all', account.user_account_token))).toEqual(VERIFY_FIRST);
    expect(answer(await api.post('product', { referrer: 'insights', token: account.user_account_token }))).toEqual(VERIFY_FIRST);
  });
});
