import { decodeJwt } from 'jose';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { FlowTokenResponse, UserTokenResponse } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { aMinuteLater, login, newDeviceId, registerUser, registerVerifiedUser, expectLifetime } from '../support/api-users';

const DAY = 24 * 60 * 60;

describe.each(dbKinds)('e-mail verification (%s)', (kind) => {
  const api = useApiApp(kind);

  it('verify-email-otp: the code verifies the e-mail and signs in (remember_me of register: 30 days)', async () => {
    const user = await registerUser(api);
    const { code } = await api.latestMail(user.email);
    const response = await api.post('auth/verify-email-otp', { otp: code, token: user.register.otpToken, device_id: user.deviceId });
    expect(response.status).toBe(200);
    assert(response.body, UserTokenResponse);
    expect(response.body.user).toMatchObject({ email: user.email, is_email_verified: 1 });
    const claims = decodeJwt(response.body.token);
    expectLifetime(api, claims, 30 * DAY);
    expect((await api.get('auth', response.body.token)).body).toMatchObject({ user: { is_email_verified: 1 } });
  });

  it('works with or without the register session as bearer', async () => {
    const user = await registerUser(api);
    const { code } = await api.latestMail(user.email);
    const response = await api.post(
      'auth/verify-email-otp',
      { otp: code, token: user.register.otpToken, device_id: user.deviceId },
      user.register.token,
    );
    expect(response.status).toBe(200);
  });

  it('verify-email: the magic link verifies, trusts the device and keeps the stored remember_me', async () => {
    const user = await registerUser(api);
    const { linkToken } = await api.latestMail(user.email);
    const otherDevice = newDeviceId();
    const response = await api.post('auth/verify-email', { token: linkToken, device_id: otherDevice });
    expect(response.status).toBe(200);
    assert(response.body, UserTokenResponse);
    expect(response.body.user.is_email_verified).toBe(1);
    // The registration's 'keep me signed in': 30 days.
    expectLifetime(api, decodeJwt(response.body.token), 30 * 24 * 60 * 60);
    // The device that proved the mailbox is trusted now; the registering one, which proved nothing, is not.
    expect((await login(api, user, otherDevice)).body).toMatchObject({ login: true });
    expect((await login(api, user, user.deviceId)).body).toMatchObject({ verify_identity: true });
  });

  it('refuses a bearer of another user with 403 and leaves the code usable', async () => {
    const owner = await registerUser(api);
    const intruder = await registerVerifiedUser(api);
    const { code } = await api.latestMail(owner.email);
    const body = { otp: code, token: owner.register.otpToken, device_id: owner.deviceId };
    const refused = await api.post('auth/verify-email-otp', body, intruder.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'You are signed in as another user. Sign out and try again.' });
    expect((await api.post('auth/verify-email-otp', body)).status).toBe(200);
  });

  it('resend-verify-email mails a new code; only the newest counts', async () => {
    const user = await registerUser(api);
    const first = await api.latestMail(user.email);
    // The allowance is one mail a minute per address (a resend sooner is a 429: limits-mail.test.ts).
    aMinuteLater(api);
    const response = await api.get('auth/resend-verify-email', user.register.token);
    expect(response.status).toBe(200);
    assert(response.body, FlowTokenResponse);
    const second = await api.latestMail(user.email);
    expect(second.linkToken).not.toBe(first.linkToken);
    expect(await api.post('auth/verify-email-otp', { otp: first.code, token: user.register.otpToken, device_id: user.deviceId }))
      .toMatchObject({ status: 400 });
    const ok = await api.post('auth/verify-email-otp', { otp: second.code, token: response.body.token, device_id: user.deviceId });
    expect(ok.status).toBe(200);
  });

  it('resend-verify-email needs a session, and refuses a verified e-mail with 409', async () => {
    expect((await api.get('auth/resend-verify-email')).status).toBe(401);
    const user = await registerVerifiedUser(api);
    const mailsBefore = (await api.mails(user.email)).length;
    const response = await api.get('auth/resend-verify-email', user.token);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Your email is already verified.' });
    expect(await api.mails(user.email)).toHaveLength(mailsBefore);
  });

  it('refuses tokens of other purposes', async () => {
    const user = await registerVerifiedUser(api);
    const identity = await login(api, user, newDeviceId());
    const mail = await api.latestMail(user.email);
    const byCode = await api.post('auth/verify-email-otp', { otp: mail.code, token: identity.body.otpToken, device_id: user.deviceId });
    expect(byCode.status).toBe(400);
    expect(byCode.body).toEqual({
      message: 'The code is invalid or has expired.',
      errors: { otp: 'The code is invalid or has expired.' },
    });
    const byLink = await api.post('auth/verify-email', { token: mail.linkToken, device_id: user.deviceId });
    expect(byLink).toMatchObject({ status: 400, body: { message: 'This link is invalid or has expired.' } });
    // The client's flow token is not a link: it proves nothing without the code.
    const flowAsLink = await api.post('auth/verify-identity', { token: identity.body.otpToken, device_id: user.deviceId });
    expect(flowAsLink).toMatchObject({ status: 400, body: { message: 'This link is invalid or has expired.' } });
    // All refusals left the identity challenge intact.
    expect((await api.post('auth/verify-identity-otp', { otp: mail.code, token: identity.body.otpToken, device_id: user.deviceId })).status)
      .toBe(200);
  });
});
