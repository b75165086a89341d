import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { LoginResponse, TwoStepSignInResponse, twoStepMessages } from '../../src/api/contract';
import { recordHit } from '../../server/limits/hits';
import { rules } from '../../server/limits/rules';
import { dbKinds, useApiApp } from '../support/api-app';
import { expectTooMany } from '../support/api-limits';
import {
  passkeySignIn, secondFactorOptions, securitySummary, signInOptions, signInWith, storedCounter, trusts, userWithPasskey, verifyPasskey,
} from '../support/api-passkeys';
import { passwordStep, userWithTotp } from '../support/api-two-step';
import { expectLifetime, login, newDeviceId } from '../support/api-users';
import type { Tweaks } from '../support/webauthn-authenticator';

const HOUR = 60 * 60;
const MINUTE_MS = 60 * 1000;
const FAILED = { message: twoStepMessages.passkeyFailed };
const EXPIRED = { message: twoStepMessages.signInExpired };

describe.each(dbKinds)('sign-in with a passkey (%s)', (kind) => {
  const api = useApiApp(kind);

  it('offers options that name no passkey and require user verification', async () => {
    const options = await signInOptions(api);
    expect(options.rpId).toBe('portal.test');
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
  });

  it('signs in with no e-mail or password: 30 days with remember_me, the device trusted, the use shown', async () => {
    const user = await userWithPasskey(api);
    const device = newDeviceId();
    const response = await signInWith(api, user, device);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    assert(response.body, TwoStepSignInResponse);
    expect(response.body.user).toMatchObject({ id: user.id, email: user.email });
    expect(response.body.remember_me).toBe(true);
    expectLifetime(api, decodeJwt(response.body.token), 30 * 24 * HOUR);
    expect((await api.get('auth', response.body.token)).status).toBe(200);
    expect(await trusts(api, user.id, device)).toBe(true);
    const [passkey] = (await securitySummary(api, user.token)).passkeys;
    expect(passkey.last_used_at).not.toBeNull();
  });

  it('gives a 12-hour session without remember_me', async () => {
    const user = await userWithPasskey(api);
    const response = await signInWith(api, user, newDeviceId(), {}, false);
    expect(response.status).toBe(200);
    expect(response.body.remember_me).toBe(false);
    expectLifetime(api, decodeJwt(response.body.token), 12 * HOUR);
  });

  it.each<[string, Tweaks]>([
    ['signed for another origin', { origin: 'https://portal.test.evil.example' }],
    ['made for another relying party', { rpId: 'evil.example' }],
    ['of a registration, not an assertion', { type: 'webauthn.create' }],
    ['without user verification', { userVerified: false }],
    ['of a passkey nobody added', { credentialId: randomBytes(32).toString('base64url') }],
    ['naming another user', { userHandle: randomBytes(32).toString('base64url') }],
    ['answering a challenge the server never gave', { challenge: randomBytes(32).toString('base64url') }],
  ])('refuses an assertion %s: 400, no session, nothing recorded', async (_name, tweaks) => {
    const user = await userWithPasskey(api);
    const sessions = await api.count('sessions');
    expect(await signInWith(api, user, newDeviceId(), tweaks)).toMatchObject({ status: 400, body: FAILED });
    expect(await api.count('sessions')).toBe(sessions);
    expect((await securitySummary(api, user.token)).passkeys[0].last_used_at).toBeNull();
  });

  it.each([
    ['an array of objects with their own toString', '[{"toString":""}]'],
    ['a member with its own valueOf', '{"id":"abc","rawId":"abc","type":"public-key","response":{"valueOf":1}}'],
    ['nesting past any WebAuthn answer', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ])('refuses, with a 400 and never a 500, a response that is %s', async (_name, response) => {
    const body = `{"response":${response},"remember_me":true,"device_id":"${newDeviceId()}"}`;
    expect(await api.post('auth/passkey-sign-in', body)).toMatchObject({
      status: 400, body: { message: 'Passkey is not valid', errors: { response: 'Passkey is not valid' } },
    });
  });

  it('refuses a replayed assertion: its challenge works once', async () => {
    const user = await userWithPasskey(api);
    const response = user.authenticator.assert(await signInOptions(api));
    expect((await passkeySignIn(api, response, newDeviceId())).status).toBe(200);
    expect(await passkeySignIn(api, response, newDeviceId())).toMatchObject({ status: 400, body: FAILED });
  });

  it('refuses a challenge older than five minutes', async () => {
    const user = await userWithPasskey(api);
    const response = user.authenticator.assert(await signInOptions(api));
    api.clock.advance(6 * MINUTE_MS);
    expect(await passkeySignIn(api, response, newDeviceId())).toMatchObject({ status: 400, body: FAILED });
    // A new ceremony works.
    expect((await signInWith(api, user)).status).toBe(200);
  });

  it('refuses a counter that does not go up (a cloned authenticator) and keeps the stored one', async () => {
    const user = await userWithPasskey(api);
    expect((await signInWith(api, user)).status).toBe(200);
    const counter = await storedCounter(api, user.authenticator.credentialId);
    expect(counter).toBeGreaterThan(0);

    expect(await signInWith(api, user, newDeviceId(), { counter: counter - 1 })).toMatchObject({ status: 400, body: FAILED });
    expect(await signInWith(api, user, newDeviceId(), { counter })).toMatchObject({ status: 400, body: FAILED });
    expect(await storedCounter(api, user.authenticator.credentialId)).toBe(counter);

    expect((await signInWith(api, user, newDeviceId(), { counter: counter + 5 })).status).toBe(200);
    expect(await storedCounter(api, user.authenticator.credentialId)).toBe(counter + 5);
  });

  it('accepts an authenticator that keeps no counter, every time', async () => {
    const user = await userWithPasskey(api, { keepsCounter: false });
    expect((await signInWith(api, user)).status).toBe(200);
    expect((await signInWith(api, user)).status).toBe(200);
    expect(await storedCounter(api, user.authenticator.credentialId)).toBe(0);
  });

  it("counts failures against the client address: over the cap, a browser the owner does not trust is refused with 429, the owner's is not", async () => {
    const user = await userWithPasskey(api);
    const address = '203.0.113.77';
    const hits = async () =>
      (await api.db.query<{ n: number }>('select count(*)::int as n from rate_limit_hits where bucket = $1', [rules.signInAddress.bucket]))[0].n;

    const before = await hits();
    const unknown = user.authenticator.assert(await signInOptions(api), { credentialId: randomBytes(32).toString('base64url') });
    expect(await api.from(address).post('auth/passkey-sign-in', { response: unknown, remember_me: true, device_id: newDeviceId() }))
      .toMatchObject({ status: 400, body: FAILED });
    expect(await hits()).toBe(before + 1);

    // The rest of the hour's allowance used up, as a flood from that address would.
    const [{ limit }] = rules.signInAddress.windows;
    for (let hit = 1; hit < limit; hit++) await recordHit(api.db, { rule: rules.signInAddress, key: address }, api.clock.now());

    const fromNewBrowser = user.authenticator.assert(await signInOptions(api));
    expectTooMany(await api.from(address).post('auth/passkey-sign-in', { response: fromNewBrowser, remember_me: true, device_id: newDeviceId() }), HOUR);
    const fromOwnBrowser = user.authenticator.assert(await signInOptions(api));
    expect((await api.from(address).post('auth/passkey-sign-in', { response: fromOwnBrowser, remember_me: true, device_id: user.deviceId })).status).toBe(200);
  });
});

describe.each(dbKinds)('a passkey as the second step (%s)', (kind) => {
  const api = useApiApp(kind);

  it("finishes a password sign-in: no mailed code, the login's remember_me, the device trusted, the sign-in used up", async () => {
    const user = await userWithPasskey(api);
    const device = newDeviceId();
    const mails = (await api.mails(user.email)).length;
    const answer = await login(api, user, device, false);
    assert(answer.body, LoginResponse);
    expect(answer.body).toMatchObject({ verify_2fa: true, two_step: { totp: false, passkey: true }, token: null, verify_identity: false });
    const flow = answer.body.otpToken ?? '';

    const options = await secondFactorOptions(api, flow);
    expect(options.allowCredentials?.map(({ id }) => id)).toEqual([user.authenticator.credentialId]);
    expect(options.userVerification).toBe('preferred');
    // After the password, presence is enough: a security key without a PIN works.
    const response = await verifyPasskey(api, flow, user.authenticator.assert(options, { userVerified: false }), device);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    assert(response.body, TwoStepSignInResponse);
    expect(response.body.remember_me).toBe(false);
    expectLifetime(api, decodeJwt(response.body.token), 12 * HOUR);
    expect(await trusts(api, user.id, device)).toBe(true);
    expect((await api.mails(user.email)).length).toBe(mails);

    expect(await api.post('auth/verify-2fa-passkey/options', { token: flow })).toMatchObject({ status: 400, body: EXPIRED });
  });

  it("refuses another user's passkey and a challenge of the passwordless sign-in; the sign-in stays open", async () => {
    const user = await userWithPasskey(api);
    const other = await userWithPasskey(api);
    const device = newDeviceId();
    const flow = await passwordStep(api, user, device);

    const options = await secondFactorOptions(api, flow);
    expect(await verifyPasskey(api, flow, other.authenticator.assert(options), device)).toMatchObject({ status: 400, body: FAILED });
    const signInChallenge = await signInOptions(api);
    expect(await verifyPasskey(api, flow, user.authenticator.assert(signInChallenge), device)).toMatchObject({ status: 400, body: FAILED });
    expect(await trusts(api, user.id, device)).toBe(false);

    expect((await verifyPasskey(api, flow, user.authenticator.assert(await secondFactorOptions(api, flow)), device)).status).toBe(200);
  });

  it("refuses a challenge given for another user's sign-in", async () => {
    const user = await userWithPasskey(api);
    const other = await userWithPasskey(api);
    const flow = await passwordStep(api, user, newDeviceId());
    const othersOptions = await secondFactorOptions(api, await passwordStep(api, other, newDeviceId()));
    expect(await verifyPasskey(api, flow, user.authenticator.assert(othersOptions), newDeviceId())).toMatchObject({ status: 400, body: FAILED });
  });

  it('answers signInExpired for an unknown or expired sign-in; a user with only the authenticator app has no passkey to offer', async () => {
    expect(await api.post('auth/verify-2fa-passkey/options', { token: randomBytes(32).toString('base64url') })).toMatchObject({
      status: 400, body: EXPIRED,
    });

    const user = await userWithPasskey(api);
    const flow = await passwordStep(api, user, newDeviceId());
    const response = user.authenticator.assert(await secondFactorOptions(api, flow));
    api.clock.advance(11 * MINUTE_MS);
    expect(await verifyPasskey(api, flow, response, newDeviceId())).toMatchObject({ status: 400, body: EXPIRED });

    const appUser = await userWithTotp(api);
    const appFlow = await passwordStep(api, appUser, newDeviceId());
    expect(await api.post('auth/verify-2fa-passkey/options', { token: appFlow })).toMatchObject({ status: 400, body: FAILED });
  });
});
