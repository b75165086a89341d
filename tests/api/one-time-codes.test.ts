import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { aMinuteLater, login, newDeviceId, registerVerifiedUser } from '../support/api-users';

const INVALID_CODE = { message: 'The code is invalid or has expired.', errors: { otp: 'The code is invalid or has expired.' } };
const TOO_MANY = { message: 'Too many wrong codes. Request a new code.' };
const INVALID_LINK = { message: 'This link is invalid or has expired.' };
const MINUTE = 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const wrong = (code: number) => (code === 999999 ? 100000 : code + 1);

/** A verified user who signs in on a new device: an identity challenge is open. */
async function identityChallenge(api: TestApi) {
  const user = await registerVerifiedUser(api);
  const deviceId = newDeviceId();
  const signIn = await login(api, user, deviceId);
  const mail = await api.latestMail(user.email);
  const check = (otp: number, token = signIn.body.otpToken) =>
    api.post('auth/verify-identity-otp', { otp, token, device_id: deviceId });
  const openLink = (token = mail.linkToken) => api.post('auth/verify-identity', { token, device_id: deviceId });
  return { user, deviceId, otpToken: signIn.body.otpToken ?? '', mail, check, openLink };
}

describe.each(dbKinds)('one-time codes and links (%s)', (kind) => {
  const api = useApiApp(kind);

  it('codes are 6 digits without a leading zero', async () => {
    for (let i = 0; i < 5; i++) {
      const { mail } = await identityChallenge(api);
      expect(String(mail.code)).toMatch(/^[1-9]\d{5}$/);
    }
  });

  it('stores only hashes: no code, flow token or link token in clear', async () => {
    const { user, otpToken, mail } = await identityChallenge(api);
    const rows = await api.db.query<{ row: string; token_hash: string; link_hash: string; code_hash: string }>(
      `select row_to_json(c)::text as row, token_hash, link_hash, code_hash
       from challenges c where user_id = $1 and purpose = 'verify_identity'`,
      [user.register.user.id],
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row.row).not.toContain(String(mail.code));
    expect(row.row).not.toContain(otpToken);
    expect(row.row).not.toContain(mail.linkToken);
    expect(row.token_hash).toBe(sha256(otpToken));
    expect(row.link_hash).toBe(sha256(mail.linkToken));
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toBe(sha256(String(mail.code)));
  });

  it('flow and link tokens carry at least 128 random bits', async () => {
    const { otpToken, mail } = await identityChallenge(api);
    for (const token of [otpToken, mail.linkToken]) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    }
    expect(otpToken).not.toBe(mail.linkToken);
  });

  it('a code works once', async () => {
    const { mail, check } = await identityChallenge(api);
    expect((await check(mail.code)).status).toBe(200);
    expect(await check(mail.code)).toMatchObject({ status: 400, body: INVALID_CODE });
  });

  it('a code expires after 10 minutes', async () => {
    const early = await identityChallenge(api);
    api.clock.advance(9 * MINUTE + 50_000);
    expect((await early.check(early.mail.code)).status).toBe(200);

    const late = await identityChallenge(api);
    api.clock.advance(10 * MINUTE + 1000);
    expect(await late.check(late.mail.code)).toMatchObject({ status: 400, body: INVALID_CODE });
  });

  it('only the latest code counts', async () => {
    const user = await registerVerifiedUser(api);
    const deviceId = newDeviceId();
    const first = await login(api, user, deviceId);
    const firstMail = await api.latestMail(user.email);
    aMinuteLater(api);
    const second = await login(api, user, deviceId);
    const secondMail = await api.latestMail(user.email);
    const check = (otp: number, token: string | null) => api.post('auth/verify-identity-otp', { otp, token, device_id: deviceId });
    expect(await check(firstMail.code, first.body.otpToken)).toMatchObject({ status: 400, body: INVALID_CODE });
    expect(await api.post('auth/verify-identity', { token: firstMail.linkToken, device_id: deviceId })).toMatchObject({
      status: 400, body: INVALID_LINK,
    });
    expect((await check(secondMail.code, second.body.otpToken)).status).toBe(200);
  });

  it('5 wrong codes void the challenge: the 5th and every later try fail, even the right code', async () => {
    const { mail, check, openLink } = await identityChallenge(api);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await check(wrong(mail.code))).toMatchObject({ status: 400, body: INVALID_CODE });
    }
    expect(await check(wrong(mail.code))).toMatchObject({ status: 400, body: TOO_MANY });
    expect(await check(mail.code)).toMatchObject({ status: 400, body: TOO_MANY });
    expect(await openLink()).toMatchObject({ status: 400, body: INVALID_LINK });
  });

  it('4 wrong codes still leave the right one working', async () => {
    const { mail, check } = await identityChallenge(api);
    for (let attempt = 1; attempt <= 4; attempt++) await check(wrong(mail.code));
    expect((await check(mail.code)).status).toBe(200);
  });

  it('an unknown flow token answers like a wrong code', async () => {
    const { mail, check } = await identityChallenge(api);
    expect(await check(mail.code, 'A'.repeat(43))).toMatchObject({ status: 400, body: INVALID_CODE });
  });

  it('a link works once, and uses up the code too', async () => {
    const { mail, check, openLink } = await identityChallenge(api);
    expect((await openLink()).status).toBe(200);
    expect(await openLink()).toMatchObject({ status: 400, body: INVALID_LINK });
    expect(await check(mail.code)).toMatchObject({ status: 400, body: INVALID_CODE });
  });

  it('a link expires after 10 minutes', async () => {
    const { openLink } = await identityChallenge(api);
    api.clock.advance(10 * MINUTE + 1000);
    expect(await openLink()).toMatchObject({ status: 400, body: INVALID_LINK });
  });

  it('an unknown link token is refused', async () => {
    const { deviceId } = await identityChallenge(api);
    for (const path of ['auth/verify-identity', 'auth/verify-email']) {
      expect(await api.post(path, { token: 'B'.repeat(43), device_id: deviceId })).toMatchObject({ status: 400, body: INVALID_LINK });
    }
  });
});
