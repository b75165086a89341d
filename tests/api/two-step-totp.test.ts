import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { twoStepMessages } from '../../src/api/contract';
import { SESSION_EXPIRED_MESSAGE } from '../../server/auth/messages';
import { dbKinds, useApiApp } from '../support/api-app';
import { expectTooMany } from '../support/api-limits';
import { PASSWORD, login, registerVerifiedUser } from '../support/api-users';
import { appCode, fieldRefusal, nextStep, startTotpSetup, turnOnTotp, userWithTotp } from '../support/api-two-step';

const RECOVERY_CODE = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
const TOTP_INVALID = fieldRefusal('otp', twoStepMessages.totpInvalid);
const PASSWORD_WRONG = fieldRefusal('password', twoStepMessages.passwordWrong);

describe.each(dbKinds)('the authenticator app (%s)', (kind) => {
  const api = useApiApp(kind);

  it('sets up, turns on with the code shown, shows ten recovery codes once, and says so on the Security screen', async () => {
    const user = await registerVerifiedUser(api);
    expect((await api.get('auth/security', user.token)).body).toEqual({ passkeys: [], totp: false, recovery_codes_left: 0 });

    const setup = await startTotpSetup(api, user.token);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.uri);
    expect([uri.protocol, uri.host]).toEqual(['otpauth:', 'totp']);
    expect(decodeURIComponent(uri.pathname)).toBe(`/Customer Portal:${user.email}`);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Customer Portal', secret: setup.secret, algorithm: 'SHA1', digits: '6', period: '30',
    });
    // Waiting for its first code, the app is not on yet.
    expect((await api.get('auth/security', user.token)).body).toMatchObject({ totp: false });

    nextStep(api);
    const enabled = await api.post('auth/totp/enable', { otp: appCode(api, setup.secret) }, user.token);
    expect(enabled.status).toBe(200);
    const codes = (enabled.body as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    expect(new Set(codes).size).toBe(10);
    expect((await api.get('auth/security', user.token)).body).toEqual({ passkeys: [], totp: true, recovery_codes_left: 10 });
  });

  it('stores the secret encrypted: the row holds neither its base32 nor its bytes', async () => {
    const user = await registerVerifiedUser(api);
    const { secret } = await turnOnTotp(api, user.token);
    const [row] = await api.db.query<{ secret_encrypted: string }>('select secret_encrypted from totp_secrets where user_id = $1', [
      user.register.user.id,
    ]);
    const bytes = Buffer.from(Secret.fromBase32(secret).bytes);
    expect(row.secret_encrypted).not.toContain(secret);
    expect(Buffer.from(row.secret_encrypted, 'base64').includes(bytes)).toBe(false);
    expect(row.secret_encrypted).not.toContain(bytes.toString('hex'));
  });

  it('refuses a wrong code with the message on the field, and keeps the setup for the right one', async () => {
    const user = await registerVerifiedUser(api);
    const { secret } = await startTotpSetup(api, user.token);
    nextStep(api);
    const right = appCode(api, secret);
    const wrong = right === '000000' ? '000001' : '000000';
    const refused = await api.post('auth/totp/enable', { otp: wrong }, user.token);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 400, body: TOTP_INVALID });
    expect((await api.get('auth/security', user.token)).body).toMatchObject({ totp: false });
    expect((await api.post('auth/totp/enable', { otp: right }, user.token)).status).toBe(200);
  });

  it('a new setup replaces the waiting one: the first secret no longer works', async () => {
    const user = await registerVerifiedUser(api);
    const first = await startTotpSetup(api, user.token);
    const second = await startTotpSetup(api, user.token);
    expect(second.secret).not.toBe(first.secret);
    nextStep(api);
    expect((await api.post('auth/totp/enable', { otp: appCode(api, first.secret) }, user.token)).body).toEqual(TOTP_INVALID);
    expect((await api.post('auth/totp/enable', { otp: appCode(api, second.secret) }, user.token)).status).toBe(200);
  });

  it("accepts the code of the step before and after now, and refuses one two steps away", async () => {
    const cases = [
      { steps: -1, status: 200 },
      { steps: 1, status: 200 },
      { steps: -2, status: 400 },
      { steps: 2, status: 400 },
    ];
    for (const { steps, status } of cases) {
      const user = await registerVerifiedUser(api);
      const { secret } = await startTotpSetup(api, user.token);
      nextStep(api);
      const response = await api.post('auth/totp/enable', { otp: appCode(api, secret, steps) }, user.token);
      expect({ steps, status: response.status }).toEqual({ steps, status });
    }
  });

  it('answers 409 when there is nothing to set up or turn on', async () => {
    const user = await registerVerifiedUser(api);
    const notStarted = await api.post('auth/totp/enable', { otp: '123456' }, user.token);
    expect({ status: notStarted.status, body: notStarted.body }).toEqual({ status: 409, body: { message: twoStepMessages.totpNotStarted } });

    await turnOnTotp(api, user.token);
    for (const [path, body] of [['auth/totp/setup', { password: PASSWORD }], ['auth/totp/enable', { otp: '123456' }]] as const) {
      const response = await api.post(path, body, user.token);
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 409, body: { message: twoStepMessages.totpAlreadyOn } });
    }
  });

  it('turns off only with the right password, and then sign-in asks for no code', async () => {
    const user = await userWithTotp(api);
    const wrong = await api.post('auth/totp/disable', { password: 'not the password' }, user.token);
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 400, body: PASSWORD_WRONG });
    expect((await api.get('auth/security', user.token)).body).toMatchObject({ totp: true });

    const off = await api.post('auth/totp/disable', { password: user.password }, user.token);
    expect({ status: off.status, body: off.body }).toEqual({ status: 200, body: { message: twoStepMessages.turnedOff } });
    expect((await api.get('auth/security', user.token)).body).toMatchObject({ totp: false });
    expect((await login(api, user, user.deviceId)).body).toMatchObject({ login: true, verify_2fa: false, two_step: null });

    const again = await api.post('auth/totp/disable', { password: user.password }, user.token);
    expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: { message: twoStepMessages.totpNotOn } });
  });

  it('counts a wrong password at turning off as a failed sign-in: after ten, even the right one gets 429', async () => {
    const user = await userWithTotp(api);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await api.post('auth/totp/disable', { password: `wrong ${attempt}` }, user.token);
      expect({ attempt, status: response.status }).toEqual({ attempt, status: 400 });
    }
    expectTooMany(await api.post('auth/totp/disable', { password: user.password }, user.token), 15 * 60);
    expect((await api.get('auth/security', user.token)).body).toMatchObject({ totp: true });
  });

  it('counts wrong codes at turning on in the wrong-code limit: over it even the right code gets 429', async () => {
    const user = await registerVerifiedUser(api);
    const { secret } = await startTotpSetup(api, user.token);
    nextStep(api);
    const right = appCode(api, secret);
    const wrongCodes = Array.from({ length: 40 }, (_, n) => String(100000 + n)).filter((code) => code !== right).slice(0, 37);
    for (const otp of wrongCodes) expect((await api.post('auth/totp/enable', { otp }, user.token)).body).toEqual(TOTP_INVALID);
    expectTooMany(await api.post('auth/totp/enable', { otp: right }, user.token), 60 * 60);
    expect((await api.get('auth/security', user.token)).body).toMatchObject({ totp: false });
  });

  it('new recovery codes need a second factor and the password, and replace every earlier code', async () => {
    const plain = await registerVerifiedUser(api);
    const none = await api.post('auth/recovery-codes', { password: plain.password }, plain.token);
    expect({ status: none.status, body: none.body }).toEqual({ status: 409, body: { message: twoStepMessages.noSecondFactor } });

    const user = await userWithTotp(api);
    const wrong = await api.post('auth/recovery-codes', { password: 'not the password' }, user.token);
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 400, body: PASSWORD_WRONG });
    const renewed = await api.post<{ recovery_codes: string[] }>('auth/recovery-codes', { password: user.password }, user.token);
    expect(renewed.status).toBe(200);
    expect(renewed.body.recovery_codes).toHaveLength(10);
    for (const code of renewed.body.recovery_codes) {
      expect(code).toMatch(RECOVERY_CODE);
      expect(user.recoveryCodes).not.toContain(code);
    }
    expect((await api.get('auth/security', user.token)).body).toMatchObject({ recovery_codes_left: 10 });
  });

  it('turning the app on again after turning it off shows no new codes: the saved ones still count', async () => {
    const user = await userWithTotp(api);
    await api.post('auth/totp/disable', { password: user.password }, user.token);
    expect((await turnOnTotp(api, user.token)).recoveryCodes).toBeNull();
    expect((await api.get('auth/security', user.token)).body).toMatchObject({ totp: true, recovery_codes_left: 10 });
  });

  it('needs a session token for every call', async () => {
    const calls = [
      api.get('auth/security'),
      api.post('auth/totp/setup', { password: 'whatever it is' }),
      api.post('auth/totp/enable', { otp: '123456' }),
      api.post('auth/totp/disable', { password: 'whatever it is' }),
      api.post('auth/recovery-codes', { password: 'whatever it is' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: { message: SESSION_EXPIRED_MESSAGE } });
    }
  });
});
