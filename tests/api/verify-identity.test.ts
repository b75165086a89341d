import { decodeJwt } from 'jose';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { IdentityResponse } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { aMinuteLater, login, newDeviceId, registerUser, registerVerifiedUser, expectLifetime } from '../support/api-users';

describe.each(dbKinds)('identity verification (%s)', (kind) => {
  const api = useApiApp(kind);

  it('verify-identity-otp: trusts the new device and opens a session with the login remember_me', async () => {
    const user = await registerVerifiedUser(api);
    const laptop = newDeviceId();
    const signIn = await login(api, user, laptop, false);
    const { code } = await api.latestMail(user.email);
    const response = await api.post('auth/verify-identity-otp', { otp: code, token: signIn.body.otpToken, device_id: laptop });
    expect(response.status).toBe(200);
    assert(response.body, IdentityResponse);
    expect(response.body.remember_me).toBe(false);
    const claims = decodeJwt(response.body.token);
    expectLifetime(api, claims, 12 * 60 * 60);
    expect((await login(api, user, laptop)).body).toMatchObject({ login: true, verify_identity: false });
  });

  it('verify-identity: the link trusts the device that opens it, not the one that asked', async () => {
    const user = await registerVerifiedUser(api);
    const attacker = newDeviceId();
    await login(api, user, attacker, true);
    const { linkToken } = await api.latestMail(user.email);
    const ownerPhone = newDeviceId();
    const response = await api.post('auth/verify-identity', { token: linkToken, device_id: ownerPhone });
    expect(response.status).toBe(200);
    assert(response.body, IdentityResponse);
    expect(response.body.remember_me).toBe(true);
    expect((await login(api, user, ownerPhone)).body).toMatchObject({ login: true });
    // A minute later (one identity mail a minute), the asking device still has to verify.
    aMinuteLater(api);
    expect((await login(api, user, attacker)).body).toMatchObject({ login: false, verify_identity: true });
  });

  it('also proves the mailbox: an unverified e-mail becomes verified', async () => {
    const user = await registerUser(api);
    const signIn = await login(api, user, newDeviceId());
    expect(signIn.body.verify_identity).toBe(true);
    const { code } = await api.latestMail(user.email);
    const response = await api.post('auth/verify-identity-otp', { otp: code, token: signIn.body.otpToken, device_id: newDeviceId() });
    assert(response.body, IdentityResponse);
    expect(response.body.user.is_email_verified).toBe(1);
  });

  it('refuses an e-mail verification token and a session bearer of another user', async () => {
    const user = await registerUser(api);
    const other = await registerVerifiedUser(api);
    const { code } = await api.latestMail(user.email);
    const wrongPurpose = await api.post('auth/verify-identity-otp', { otp: code, token: user.register.otpToken, device_id: user.deviceId });
    expect(wrongPurpose.status).toBe(400);

    const signIn = await login(api, user, newDeviceId());
    const identityMail = await api.latestMail(user.email);
    const byLink = await api.post('auth/verify-identity', { token: identityMail.linkToken, device_id: user.deviceId }, other.token);
    expect(byLink.status).toBe(403);
    const byCode = await api.post('auth/verify-identity-otp', { otp: identityMail.code, token: signIn.body.otpToken, device_id: user.deviceId }, other.token);
    expect(byCode.status).toBe(403);
  });
});
