import { describe, expect, it } from 'vitest';
import { issueChallenge, type Purpose } from '../../server/auth/challenges';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { expectTooMany } from '../support/api-limits';
import { newDeviceId, registerVerifiedUser } from '../support/api-users';

const HOUR = 60 * 60 * 1000;
const INVALID = { message: 'The code is invalid or has expired.' };
const TOO_MANY_TRIES = { message: 'Too many wrong codes. Request a new code.' };

/**
 * A fresh challenge with a known code, made directly: through the API, the mail allowance (five an
 * hour per purpose) would spread the challenges this needs over hours.
 */
async function challenge(api: TestApi, userId: number, purpose: Purpose = 'verify_identity') {
  const issued = await issueChallenge(api.db, api.services.keys.code, { userId, purpose, deviceId: null, rememberMe: true, now: api.clock.now() });
  const path = purpose === 'reset_password' ? 'auth/verify-forgot-password-otp' : `auth/${purpose.replace('_', '-')}-otp`;
  const code = issued.code ?? 0;
  return { code, guess: (otp: number) => api.post(path, { otp, token: issued.flowToken, device_id: newDeviceId() }) };
}

const wrong = (code: number) => (code === 999999 ? 100000 : code + 1);

describe.each(dbKinds)('wrong-code limit (%s)', (kind) => {
  const api = useApiApp(kind);

  it('allows 37 wrong codes per user an hour across challenges and purposes, then refuses even the right one', async () => {
    const user = await registerVerifiedUser(api);
    const userId = user.register.user.id;
    let guesses = 0;
    // Seven challenges die on their fifth wrong code: 35 guesses.
    for (let round = 1; round <= 7; round++) {
      const { code, guess } = await challenge(api, userId, round % 2 ? 'verify_identity' : 'reset_password');
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await guess(wrong(code))).body).toMatchObject(attempt < 5 ? INVALID : TOO_MANY_TRIES);
        guesses += 1;
      }
    }
    const last = await challenge(api, userId);
    for (; guesses < 37; guesses++) expect((await last.guess(wrong(last.code))).body).toMatchObject(INVALID);

    const seconds = expectTooMany(await last.guess(last.code), 60 * 60);
    expect(seconds).toBeGreaterThan(55 * 60);
    // Another user is not affected.
    const other = await registerVerifiedUser(api);
    const theirs = await challenge(api, other.register.user.id);
    expect((await theirs.guess(theirs.code)).status).toBe(200);

    // An hour after the first wrong guesses, codes work again.
    api.clock.advance(HOUR);
    const fresh = await challenge(api, userId);
    expect((await fresh.guess(fresh.code)).status).toBe(200);
  });

  it('counts only real guesses: a token that names no live challenge costs nothing', async () => {
    const user = await registerVerifiedUser(api);
    const used = await challenge(api, user.register.user.id);
    expect((await used.guess(used.code)).status).toBe(200);
    for (let attempt = 1; attempt <= 40; attempt++) expect((await used.guess(wrong(used.code))).body).toMatchObject(INVALID);
    const next = await challenge(api, user.register.user.id);
    expect((await next.guess(next.code)).status).toBe(200);
  });
});
