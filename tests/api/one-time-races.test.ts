import { describe, expect, it } from 'vitest';
import type { FlowTokenResponse } from '../../src/api/contract';
import { dbKinds, useApiApp, type ApiResponse } from '../support/api-app';
import { accept, decline, inviteOne, ownedAccount, registerInvited } from '../support/api-members';
import { login, newDeviceId, registerUser, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

/*
 * Every one-time token is used up by one conditional statement inside the transaction of the work
 * it unlocks, so of many uses sent at once exactly one gets in, on either database (on PostgreSQL
 * they really run side by side, each on its own connection).
 */

const NEW_PASSWORD = 'a brand new password';

/** The same call `times` times at once. */
const atOnce = <T>(times: number, call: () => Promise<ApiResponse<T>>) => Promise.all(Array.from({ length: times }, call));

/** Exactly one answer is `ok`; every other one is a refusal (4xx), none a server error. */
function expectOneIn(answers: ApiResponse<unknown>[], ok = 200) {
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === ok), JSON.stringify(statuses)).toHaveLength(1);
  for (const status of statuses.filter((status) => status !== ok)) expect([400, 409]).toContain(status);
}

describe.each(dbKinds)('one-time tokens used at once (%s)', (kind) => {
  const api = useApiApp(kind);

  it('verify-email-otp: the right code sent ten times at once verifies once', async () => {
    const user = await registerUser(api);
    const { code } = await api.latestMail(user.email);
    const answers = await atOnce(10, () => api.post('auth/verify-email-otp', { otp: code, token: user.register.otpToken, device_id: newDeviceId() }));
    expectOneIn(answers);
  });

  it("verify-identity: the mail's link opened ten times at once signs in once", async () => {
    const user = await registerVerifiedUser(api);
    const deviceId = newDeviceId();
    expect((await login(api, user, deviceId)).body).toMatchObject({ verify_identity: true });
    const { linkToken } = await api.latestMail(user.email);
    expectOneIn(await atOnce(10, () => api.post('auth/verify-identity', { token: linkToken, device_id: deviceId })));
  });

  it('reset-password: one reset grant used five times at once resets once', async () => {
    const user = await registerVerifiedUser(api);
    const forgot = await api.post<FlowTokenResponse>('auth/forgot-password', { email: user.email });
    const { code } = await api.latestMail(user.email);
    const grant = await api.post<FlowTokenResponse>('auth/verify-forgot-password-otp', { otp: code, token: forgot.body.token, device_id: user.deviceId });
    expect(grant.status).toBe(200);
    const answers = await atOnce(5, () => api.post('auth/reset-password', { token: grant.body.token, password: NEW_PASSWORD, device_id: user.deviceId }));
    expectOneIn(answers);
  });

  it("reset-password: the reset mail's link used five times at once resets once", async () => {
    const user = await registerVerifiedUser(api);
    expect((await api.post('auth/forgot-password', { email: user.email })).status).toBe(200);
    const { linkToken } = await api.latestMail(user.email);
    expectOneIn(await atOnce(5, () => api.post('auth/reset-password', { token: linkToken, password: NEW_PASSWORD, device_id: user.deviceId })));
  });

  it('accept-invitation: the invitee accepting ten times at once joins once', async () => {
    const { owner } = await ownedAccount(api);
    const invitee = await registerVerifiedUser(api, { email: uniqueEmail('invitee') });
    const token = await inviteOne(api, owner.accountToken, invitee.email);
    expectOneIn(await atOnce(10, () => accept(api, token, invitee.token)));
  });

  it('one invitation accepted and declined at once: one answer stands', async () => {
    const { owner } = await ownedAccount(api);
    const invitee = await registerVerifiedUser(api, { email: uniqueEmail('invitee') });
    const token = await inviteOne(api, owner.accountToken, invitee.email);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => (n % 2 ? accept(api, token, invitee.token) : decline(api, token))));
    expectOneIn(answers);
  });

  it('register-invited-user: one invitation used five times at once makes one profile', async () => {
    const { owner } = await ownedAccount(api);
    const address = uniqueEmail('newcomer');
    const token = await inviteOne(api, owner.accountToken, address);
    expectOneIn(await atOnce(5, () => registerInvited(api, token)));
    expect(await api.db.query('select id from users where email = $1', [address])).toHaveLength(1);
  });
});
