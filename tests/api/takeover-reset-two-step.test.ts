import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { FlowTokenResponse, ProvenIdentityResponse, ProvenMailboxResponse, SecondStepResponse } from '../../src/api/contract';
import { dbKinds, useApiApp, type ApiResponse, type TestApi } from '../support/api-app';
import { aMinuteLater, login, newDeviceId, PASSWORD } from '../support/api-users';
import { appCode, expectSignedIn, nextStep, turnOnTotp, userWithTotp, verifyCode, type TotpUser } from '../support/api-two-step';

/*
 * Someone who reads a user's mailbox, without their second factor, tries every way a mailed code or
 * link used to end in a session: a password reset (code or link), an identity or e-mail
 * verification opened in their own browser. Each answers the second step, never a session.
 */

const NEW_PASSWORD = 'the attacker chose this';

async function openSessions(api: TestApi, userId: number): Promise<number> {
  const [row] = await api.db.query<{ n: number }>('select count(*)::int as n from sessions where user_id = $1 and revoked_at is null', [userId]);
  return row.n;
}

async function trustedDevices(api: TestApi, userId: number): Promise<number> {
  const [row] = await api.db.query<{ n: number }>('select count(*)::int as n from trusted_devices where user_id = $1', [userId]);
  return row.n;
}

/** A 200 that names the second step and carries no session. */
function expectSecondStep(response: ApiResponse<unknown>, user: TotpUser): SecondStepResponse {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  assert(response.body, SecondStepResponse);
  expect(response.body).toMatchObject({ token: null, verify_2fa: true, two_step: { totp: true, passkey: false }, user: { email: user.email } });
  expect(response.body.otpToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return response.body;
}

describe.each(dbKinds)('a mailbox alone never passes two-step verification (%s)', (kind) => {
  const api = useApiApp(kind);

  async function forgot(email: string): Promise<string> {
    const response = await api.post<FlowTokenResponse>('auth/forgot-password', { email });
    expect(response.status).toBe(200);
    return response.body.token;
  }

  it('a reset by the mailed code sets the password and asks for the app: no session, no trusted device', async () => {
    const user = await userWithTotp(api);
    const attacker = newDeviceId();
    const trustedBefore = await trustedDevices(api, user.id);
    const token = await forgot(user.email);
    const { code } = await api.latestMail(user.email);
    const grant = await api.post<FlowTokenResponse>('auth/verify-forgot-password-otp', { otp: code, token, device_id: attacker });
    expect(grant.status).toBe(200);
    const reset = await api.post<ProvenMailboxResponse>('auth/reset-password', {
      token: grant.body.token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD, device_id: attacker,
    });
    const step = expectSecondStep(reset, user);
    // Every session ended with the old password, and none opened; the attacker's browser is not trusted.
    expect(await openSessions(api, user.id)).toBe(0);
    expect(await trustedDevices(api, user.id)).toBe(trustedBefore);
    expect((await api.get('auth', user.token)).status).toBe(401);
    // The owner, with the app, ends the sign-in the reset began.
    nextStep(api);
    expectSignedIn(await verifyCode(api, step.otpToken, appCode(api, user.secret), user.deviceId));
    // The new password is the password now, and it too stops at the second step.
    expect((await login(api, { email: user.email, password: NEW_PASSWORD }, attacker)).body).toMatchObject({ verify_2fa: true, token: null });
    expect((await login(api, { email: user.email, password: PASSWORD }, attacker)).status).toBe(401);
  });

  it('a reset by the mailed link alone answers the second step the same way', async () => {
    const user = await userWithTotp(api);
    const attacker = newDeviceId();
    const trustedBefore = await trustedDevices(api, user.id);
    await forgot(user.email);
    const { linkToken } = await api.latestMail(user.email);
    const reset = await api.post('auth/reset-password', { token: linkToken, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD, device_id: attacker });
    const step = expectSecondStep(reset, user);
    expect(step.remember_me).toBe(true);
    expect(await openSessions(api, user.id)).toBe(0);
    expect(await trustedDevices(api, user.id)).toBe(trustedBefore);
    // The flow token is not a session token.
    expect((await api.get('auth', step.otpToken)).status).toBe(401);
    expect((await api.get('user/all', step.otpToken)).status).toBe(401);
  });

  it('an identity link opened in another browser asks for the app when the user turned it on after it was mailed', async () => {
    const user = await userWithTotp(api);
    // A sign-in of a new device mails an identity challenge only without a second factor: turn the app off, then on.
    expect((await api.post('auth/totp/disable', { password: PASSWORD }, user.token)).status).toBe(200);
    const laptop = newDeviceId();
    expect((await login(api, user, laptop)).body).toMatchObject({ verify_identity: true });
    const { linkToken } = await api.latestMail(user.email);
    const { secret } = await turnOnTotp(api, user.token);
    const sessionsBefore = await openSessions(api, user.id);
    const opened = await api.post<ProvenIdentityResponse>('auth/verify-identity', { token: linkToken, device_id: newDeviceId() });
    const step = expectSecondStep(opened, user);
    expect(await openSessions(api, user.id)).toBe(sessionsBefore);
    nextStep(api);
    expectSignedIn(await verifyCode(api, step.otpToken, appCode(api, secret), laptop));
  });

  it('an e-mail verification link opened without the session asks for the app', async () => {
    const user = await userWithTotp(api);
    const newEmail = `moved-${user.email}`;
    const moved = await api.put('user/update-me', { first_name: 'Ada', last_name: 'Lovelace', email: newEmail, current_password: PASSWORD }, user.token);
    expect(moved.status).toBe(200);
    const { linkToken } = await api.latestMail(newEmail);
    const sessionsBefore = await openSessions(api, user.id);
    const elsewhere = await api.post('auth/verify-email', { token: linkToken, device_id: newDeviceId() });
    expectSecondStep(elsewhere, { ...user, email: newEmail });
    // The mailbox is proven all the same; the owner's own session goes on, and no other opened.
    expect((await api.get('auth', user.token)).body).toMatchObject({ user: { email: newEmail, is_email_verified: 1 } });
    expect(await openSessions(api, user.id)).toBe(sessionsBefore);
  });

  it('a user without a second factor is still signed in by the reset', async () => {
    const user = await userWithTotp(api);
    expect((await api.post('auth/totp/disable', { password: PASSWORD }, user.token)).status).toBe(200);
    aMinuteLater(api);
    await forgot(user.email);
    const { linkToken } = await api.latestMail(user.email);
    const reset = await api.post<ProvenMailboxResponse>('auth/reset-password', { token: linkToken, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ user: expect.objectContaining({ email: user.email }), token: expect.any(String) });
  });
});
