import { decodeJwt } from 'jose';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { LoginResponse, twoStepMessages } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { expectTooMany } from '../support/api-limits';
import { expectLifetime, login, newDeviceId, registerVerifiedUser } from '../support/api-users';
import {
  appCode, expectSignedIn, fieldRefusal, nextStep, passwordStep, signInWithApp, userWithTotp, verifyCode, verifyRecoveryCode,
} from '../support/api-two-step';

const HOUR = 60 * 60;
const TOTP_INVALID = fieldRefusal('otp', twoStepMessages.totpInvalid);
const RECOVERY_CODE_INVALID = fieldRefusal('recovery_code', twoStepMessages.recoveryCodeInvalid);
const EXPIRED = { message: twoStepMessages.signInExpired };

describe.each(dbKinds)('sign-in with a second factor (%s)', (kind) => {
  const api = useApiApp(kind);

  it('after the right password asks for the second factor: no session, no mail', async () => {
    const user = await userWithTotp(api);
    const mailsBefore = (await api.mails(user.email)).length;
    const sessionsBefore = await api.count('sessions');
    const response = await login(api, user, newDeviceId());
    expect(response.status).toBe(200);
    assert(response.body, LoginResponse);
    expect(response.body).toMatchObject({
      token: null, login: false, verify_identity: false, verify_email: false, verify_2fa: true,
      two_step: { totp: true, passkey: false }, userAccounts: [], remember_me: true,
    });
    expect(response.body.otpToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await api.mails(user.email)).length).toBe(mailsBefore);
    expect(await api.count('sessions')).toBe(sessionsBefore);
    // A wrong password still answers as it always did.
    expect((await login(api, { email: user.email, password: 'not the password' }, user.deviceId)).status).toBe(401);
  });

  it('signs in with the app code for 30 days with remember_me', async () => {
    const user = await userWithTotp(api);
    const signedIn = await signInWithApp(api, user, user.deviceId, true);
    expect(signedIn.remember_me).toBe(true);
    expect(signedIn.user.email).toBe(user.email);
    expectLifetime(api, decodeJwt(signedIn.token), 30 * 24 * HOUR);
    expect((await api.get('auth', signedIn.token)).status).toBe(200);
  });

  it('honours a sign-in without remember_me: a 12-hour session', async () => {
    const user = await userWithTotp(api);
    const signedIn = await signInWithApp(api, user, user.deviceId, false);
    expect(signedIn.remember_me).toBe(false);
    expectLifetime(api, decodeJwt(signedIn.token), 12 * HOUR);
  });

  it('trusts a new device that passed the second factor: it is never asked for the mailed code', async () => {
    const user = await userWithTotp(api);
    const laptop = newDeviceId();
    const signedIn = await signInWithApp(api, user, laptop);
    const again = await login(api, user, laptop);
    expect(again.body).toMatchObject({ verify_2fa: true, verify_identity: false, token: null });
    expect(await api.mails(user.email)).toHaveLength(1);
    // Without the app, the laptop is a trusted device like any other; a device never seen is not.
    expect((await api.post('auth/totp/disable', { password: user.password }, signedIn.token)).status).toBe(200);
    expect((await login(api, user, laptop)).body).toMatchObject({ login: true, verify_identity: false, verify_2fa: false });
    expect((await login(api, user, newDeviceId())).body).toMatchObject({ login: false, verify_identity: true });
  });

  it('never accepts a code twice: not at sign-in after turning on, not at a second sign-in', async () => {
    const user = await userWithTotp(api);
    // The code that turned the app on, still within its step and the one after.
    const usedAtSetup = appCode(api, user.secret);
    const first = await passwordStep(api, user, user.deviceId);
    expect((await verifyCode(api, first, usedAtSetup, user.deviceId)).body).toEqual(TOTP_INVALID);

    nextStep(api);
    const code = appCode(api, user.secret);
    expectSignedIn(await verifyCode(api, first, code, user.deviceId));
    const second = await passwordStep(api, user, user.deviceId);
    const replay = await verifyCode(api, second, code, user.deviceId);
    expect({ status: replay.status, body: replay.body }).toEqual({ status: 400, body: TOTP_INVALID });
    // Nor a code of an earlier step, though still inside the window.
    expect((await verifyCode(api, second, appCode(api, user.secret, -1), user.deviceId)).body).toEqual(TOTP_INVALID);
    expectSignedIn(await verifyCode(api, second, appCode(api, user.secret, 1), user.deviceId));
  });

  it("another user's app code or recovery code does not pass this user's second step", async () => {
    const user = await userWithTotp(api);
    const other = await userWithTotp(api);
    const token = await passwordStep(api, user, user.deviceId);
    nextStep(api);
    expect((await verifyCode(api, token, appCode(api, other.secret), user.deviceId)).body).toEqual(TOTP_INVALID);
    expect((await verifyRecoveryCode(api, token, other.recoveryCodes[0], user.deviceId)).body).toEqual(RECOVERY_CODE_INVALID);
    expectSignedIn(await verifyCode(api, token, appCode(api, user.secret), user.deviceId));
  });

  it('keeps the sign-in open after a wrong code; the flow token then works once', async () => {
    const user = await userWithTotp(api);
    const token = await passwordStep(api, user, user.deviceId);
    nextStep(api);
    const right = appCode(api, user.secret);
    const wrong = await verifyCode(api, token, right === '000000' ? '000001' : '000000', user.deviceId);
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 400, body: TOTP_INVALID });
    expectSignedIn(await verifyCode(api, token, right, user.deviceId));
    nextStep(api);
    const reused = await verifyCode(api, token, appCode(api, user.secret), user.deviceId);
    expect({ status: reused.status, body: reused.body }).toEqual({ status: 400, body: EXPIRED });
  });

  it('answers signInExpired for an unknown token, a token of another flow, a replaced one, and one 11 minutes old', async () => {
    const user = await userWithTotp(api);
    const identity = await login(api, await registerVerifiedUser(api), newDeviceId());
    const replaced = await passwordStep(api, user, user.deviceId);
    const latest = await passwordStep(api, user, user.deviceId);
    nextStep(api);
    const code = appCode(api, user.secret);
    for (const token of ['A'.repeat(43), identity.body.otpToken ?? '', replaced]) {
      const response = await verifyCode(api, token, code, user.deviceId);
      expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: EXPIRED });
    }
    api.clock.advance(11 * 60 * 1000);
    nextStep(api);
    const late = await verifyCode(api, latest, appCode(api, user.secret), user.deviceId);
    expect({ status: late.status, body: late.body }).toEqual({ status: 400, body: EXPIRED });
    const lateRecovery = await verifyRecoveryCode(api, latest, user.recoveryCodes[0], user.deviceId);
    expect({ status: lateRecovery.status, body: lateRecovery.body }).toEqual({ status: 400, body: EXPIRED });
  });

  it('signs in with a recovery code once; the same code is refused after, and one fewer is left', async () => {
    const user = await userWithTotp(api);
    const [code] = user.recoveryCodes;
    const laptop = newDeviceId();
    const first = await verifyRecoveryCode(api, await passwordStep(api, user, laptop, false), code, laptop);
    expectSignedIn(first);
    expect(first.body.remember_me).toBe(false);
    expect((await api.get('auth/security', first.body.token)).body).toMatchObject({ recovery_codes_left: 9 });

    const again = await verifyRecoveryCode(api, await passwordStep(api, user, laptop), code, laptop);
    expect({ status: again.status, body: again.body }).toEqual({ status: 400, body: RECOVERY_CODE_INVALID });
    // Typed as people do: upper case, no hyphen.
    const typed = user.recoveryCodes[1].replace('-', '').toUpperCase();
    expectSignedIn(await verifyRecoveryCode(api, await passwordStep(api, user, laptop), typed, laptop));
  });

  it('refuses a recovery code that new codes replaced', async () => {
    const user = await userWithTotp(api);
    expect((await api.post('auth/recovery-codes', { password: user.password }, user.token)).status).toBe(200);
    const old = await verifyRecoveryCode(api, await passwordStep(api, user, user.deviceId), user.recoveryCodes[0], user.deviceId);
    expect({ status: old.status, body: old.body }).toEqual({ status: 400, body: RECOVERY_CODE_INVALID });
  });

  it('counts wrong app and recovery codes in the wrong-code limit: over it even the right code gets 429', async () => {
    const user = await userWithTotp(api);
    nextStep(api);
    const right = appCode(api, user.secret);
    const wrongCodes = Array.from({ length: 30 }, (_, n) => String(100000 + n)).filter((code) => code !== right).slice(0, 27);
    const guesses = [
      ...wrongCodes.map((otp) => async (token: string) => expect((await verifyCode(api, token, otp, user.deviceId)).body).toEqual(TOTP_INVALID)),
      ...Array.from({ length: 10 }, (_, n) => async (token: string) =>
        expect((await verifyRecoveryCode(api, token, `zzzzz-zzzz${n}`, user.deviceId)).body).toEqual(RECOVERY_CODE_INVALID)),
    ];
    // Five wrong codes void a sign-in: the password is given again for every five.
    let token = '';
    for (const [n, guess] of guesses.entries()) {
      if (n % 5 === 0) token = await passwordStep(api, user, user.deviceId);
      await guess(token);
    }
    token = await passwordStep(api, user, user.deviceId);
    expectTooMany(await verifyCode(api, token, right, user.deviceId), 60 * 60);
    expectTooMany(await verifyRecoveryCode(api, token, user.recoveryCodes[0], user.deviceId), 60 * 60);
    // An hour later the limit has room again.
    api.clock.advance(60 * 60 * 1000);
    expectSignedIn(await verifyRecoveryCode(api, await passwordStep(api, user, user.deviceId), user.recoveryCodes[0], user.deviceId));
  });

  it('voids a sign-in after five wrong codes on its token: the sixth is refused even when right', async () => {
    const user = await userWithTotp(api);
    const token = await passwordStep(api, user, user.deviceId);
    nextStep(api);
    const right = appCode(api, user.secret);
    const wrong = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((code) => code !== right).slice(0, 5);
    for (const otp of wrong.slice(0, 3)) expect((await verifyCode(api, token, otp, user.deviceId)).body).toEqual(TOTP_INVALID);
    for (const code of ['zzzzz-zzzz1', 'zzzzz-zzzz2']) {
      expect((await verifyRecoveryCode(api, token, code, user.deviceId)).body).toEqual(RECOVERY_CODE_INVALID);
    }
    const sessionsBefore = await api.count('sessions');
    const sixth = await verifyCode(api, token, right, user.deviceId);
    expect({ status: sixth.status, body: sixth.body }).toEqual({ status: 400, body: EXPIRED });
    expect((await verifyRecoveryCode(api, token, user.recoveryCodes[0], user.deviceId)).body).toEqual(EXPIRED);
    expect(await api.count('sessions')).toBe(sessionsBefore);
    // Only that token: the password again gives a new one, and the same right code signs in.
    expectSignedIn(await verifyCode(api, await passwordStep(api, user, user.deviceId), right, user.deviceId));
  });
});
