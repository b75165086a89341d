import { assert } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlowTokenResponse, UserTokenResponse } from '../../src/api/contract';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { login, newDeviceId, registerUser, registerVerifiedUser } from '../support/api-users';

const SERVER_ERROR = { message: 'Something went wrong' };
const TOO_MANY = { message: 'Too many wrong codes. Request a new code.' };
const wrong = (code: number) => (code === 999999 ? 100000 : code + 1);

/**
 * A database fault after the code check: until the returned function runs, every insert into
 * `table` fails (a trigger, so the server under test needs no seam for it).
 */
async function breakInsertsInto(api: TestApi, table: 'sessions' | 'challenges'): Promise<() => Promise<void>> {
  await api.db.exec(`
    create function injected_fault() returns trigger language plpgsql as $$
      begin raise exception 'injected fault'; end
    $$;
    create trigger injected_fault before insert on ${table} for each row execute function injected_fault();
  `);
  return () => api.db.exec(`drop trigger injected_fault on ${table}; drop function injected_fault();`);
}

describe.each(dbKinds)('a code is used up only with the work it unlocks (%s)', (kind) => {
  const api = useApiApp(kind);

  beforeEach(() => {
    // The injected fault is a 500, which the server logs.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('verify-email-otp: a failure after the check changes nothing, and the same code and token then verify', async () => {
    const user = await registerUser(api);
    const { code } = await api.latestMail(user.email);
    const check = { otp: code, token: user.register.otpToken, device_id: newDeviceId() };
    const sessions = await api.count('sessions');

    const repair = await breakInsertsInto(api, 'sessions');
    expect(await api.post('auth/verify-email-otp', check)).toMatchObject({ status: 500, body: SERVER_ERROR });
    await repair();
    expect(await api.count('sessions')).toBe(sessions);
    expect((await api.get('auth', user.register.token)).body).toMatchObject({ user: { is_email_verified: 0 } });
    // The device of the failed call was not trusted either: it still has to prove the mailbox.
    expect((await login(api, user, check.device_id)).body).toMatchObject({ verify_identity: true });

    const verified = await api.post('auth/verify-email-otp', check);
    expect(verified.status).toBe(200);
    assert(verified.body, UserTokenResponse);
    expect(verified.body.user).toMatchObject({ email: user.email, is_email_verified: 1 });
  });

  it('verify-identity-otp: wrong codes stay counted through a failed redemption, the right code still works', async () => {
    const user = await registerVerifiedUser(api);
    const deviceId = newDeviceId();
    const signIn = await login(api, user, deviceId);
    const { code } = await api.latestMail(user.email);
    const check = (otp: number) => api.post('auth/verify-identity-otp', { otp, token: signIn.body.otpToken, device_id: deviceId });
    for (let i = 0; i < 3; i++) expect((await check(wrong(code))).status).toBe(400);

    const repair = await breakInsertsInto(api, 'sessions');
    expect(await check(code)).toMatchObject({ status: 500, body: SERVER_ERROR });
    await repair();

    // Three wrong tries were kept and the failed one added none: a fourth leaves the code working.
    expect((await check(wrong(code))).status).toBe(400);
    expect(await check(code)).toMatchObject({ status: 200, body: { remember_me: true } });
  });

  it('counts wrong codes even while the database refuses the unlocked work', async () => {
    const user = await registerVerifiedUser(api);
    const deviceId = newDeviceId();
    const signIn = await login(api, user, deviceId);
    const { code } = await api.latestMail(user.email);
    const check = (otp: number) => api.post('auth/verify-identity-otp', { otp, token: signIn.body.otpToken, device_id: deviceId });

    const repair = await breakInsertsInto(api, 'sessions');
    for (let i = 0; i < 4; i++) expect((await check(wrong(code))).status).toBe(400);
    expect(await check(wrong(code))).toMatchObject({ status: 400, body: TOO_MANY });
    await repair();
    expect(await check(code)).toMatchObject({ status: 400, body: TOO_MANY });
  });

  it('verify-forgot-password-otp: a failure issuing the grant leaves the code working; the grant then resets', async () => {
    const user = await registerVerifiedUser(api);
    const forgot = await api.post<FlowTokenResponse>('auth/forgot-password', { email: user.email });
    const { code } = await api.latestMail(user.email);
    const check = { otp: code, token: forgot.body.token, device_id: user.deviceId };

    const repair = await breakInsertsInto(api, 'challenges');
    expect(await api.post('auth/verify-forgot-password-otp', check)).toMatchObject({ status: 500, body: SERVER_ERROR });
    await repair();

    const granted = await api.post<FlowTokenResponse>('auth/verify-forgot-password-otp', check);
    expect(granted.status).toBe(200);
    assert(granted.body, FlowTokenResponse);
    const reset = await api.post('auth/reset-password', { token: granted.body.token, password: 'a brand new password', device_id: user.deviceId });
    expect(reset.status).toBe(200);
    expect((await login(api, { email: user.email, password: 'a brand new password' }, user.deviceId)).body).toMatchObject({ login: true });
  });
});
