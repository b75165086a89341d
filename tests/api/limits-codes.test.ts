import { describe, expect, it } from 'vitest';
import { insertChallenge, issueChallenge, type Purpose } from '../../server/auth/challenges';
import { recordHit } from '../../server/limits/hits';
import { rules } from '../../server/limits/rules';
import { dbKinds, useApiApp, type ApiResponse, type TestApi } from '../support/api-app';
import { expectTooMany } from '../support/api-limits';
import { newDeviceId, registerVerifiedUser } from '../support/api-users';

const HOUR = 60 * 60 * 1000;
const INVALID = { message: 'The code is invalid or has expired.' };
const TOO_MANY_TRIES = { message: 'Too many wrong codes. Request a new code.' };

/**
 * A fresh challenge with a known code, made directly: through the API, the mail allowance (five an
 * hour per purpose) would spread the challenges this needs over hours. It voids the user's earlier
 * ones of the purpose, as a new mail does, unless `keepEarlier` (several open at once).
 */
async function challenge(api: TestApi, userId: number, purpose: Purpose = 'verify_identity', keepEarlier = false) {
  const issue = keepEarlier ? insertChallenge : issueChallenge;
  const issued = await issue(api.db, api.services.keys.code, { userId, purpose, deviceId: null, rememberMe: true, now: api.clock.now() });
  const path = purpose === 'reset_password' ? 'auth/verify-forgot-password-otp' : `auth/${purpose.replace('_', '-')}-otp`;
  const code = issued.code ?? 0;
  return { code, guess: (otp: number) => api.post(path, { otp, token: issued.flowToken, device_id: newDeviceId() }) };
}

const wrong = (code: number) => (code === 999999 ? 100000 : code + 1);
/** The n-th wrong code for `code` (n >= 1), all different. */
const nthWrong = (code: number, n: number) => ((code - 100000 + n) % 900000) + 100000;

/** `count` wrong codes the user typed earlier this hour, counted directly. */
async function guessedBefore(api: TestApi, userId: number, count: number) {
  const now = api.clock.now();
  await api.db.transaction(async (tx) => {
    for (let guess = 0; guess < count; guess++) await recordHit(tx, { rule: rules.codeGuesses, key: String(userId) }, now);
  });
}

const messages = (answers: ApiResponse[]) => answers.map((answer) => (answer.body as { message?: string }).message);

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

  it('ten wrong codes at once at one challenge: four are wrong, the rest too many, and only five count against the hour', async () => {
    const user = await registerVerifiedUser(api);
    const userId = user.register.user.id;
    await guessedBefore(api, userId, 30);
    const { code, guess } = await challenge(api, userId);

    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => guess(nthWrong(code, n + 1))));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(400));
    expect(messages(answers).sort()).toEqual([...Array<string>(4).fill(INVALID.message), ...Array<string>(6).fill(TOO_MANY_TRIES.message)].sort());

    // 30 + 5 = 35 of 37: two more wrong codes go, then even the right one waits.
    const next = await challenge(api, userId);
    for (let n = 1; n <= 2; n++) expect((await next.guess(nthWrong(next.code, n))).body).toMatchObject(INVALID);
    expectTooMany(await next.guess(next.code), 60 * 60);
  });

  it('a burst at a challenge with one try left learns nothing past it: the right code wins only ahead of every wrong one', async () => {
    const user = await registerVerifiedUser(api);
    const { code, guess } = await challenge(api, user.register.user.id);
    for (let n = 1; n <= 4; n++) expect((await guess(nthWrong(code, n))).body).toMatchObject(INVALID);

    const answers = await Promise.all([...Array.from({ length: 9 }, (_, n) => guess(nthWrong(code, n + 5))), guess(code)]);
    const right = answers[9];
    // Decided one at a time: either the right code came first and the challenge is used (the wrong
    // ones find it spent), or a wrong one came first and voided it for every later try, the right
    // code included. Never a right code told apart from the wrong ones once the tries ran out.
    if (right.status === 200) expect(messages(answers.slice(0, 9))).toEqual(Array<string>(9).fill(INVALID.message));
    else expect(messages(answers)).toEqual(Array<string>(10).fill(TOO_MANY_TRIES.message));
  });

  it('with one wrong code left this hour, of a burst of wrong codes at several challenges one is answered wrong, the rest 429', async () => {
    const user = await registerVerifiedUser(api);
    const userId = user.register.user.id;
    await guessedBefore(api, userId, 36);
    const challenges = [];
    for (let n = 0; n < 6; n++) challenges.push(await challenge(api, userId, 'verify_identity', true));

    const answers = await Promise.all(challenges.map(({ code, guess }) => guess(wrong(code))));
    expect(messages(answers.filter((answer) => answer.status === 400))).toEqual([INVALID.message]);
    answers.filter((answer) => answer.status !== 400).forEach((answer) => expectTooMany(answer, 60 * 60));
    // The hour is used up: every challenge's right code waits too.
    for (const { code, guess } of challenges) expectTooMany(await guess(code), 60 * 60);
  });
});
