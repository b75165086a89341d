import type { Queryable } from '../db/db';
import { checkCode, findChallenge, isOpen, type ChallengeRow, type CodeCheck } from '../auth/challenges';
import { recordHit, waitUnderLock, type Counter } from './hits';
import { rules } from './rules';

/*
 * Wrong one-time codes per user across all challenges (rules.codeGuesses). Each challenge already
 * dies on its fifth wrong try; this caps the guesses a stream of new challenges would allow.
 */

/** The user's wrong guesses: one-time codes here, and their second factor's codes (second-factor-guesses.ts). */
export const codeGuessCounter = (userId: number): Counter => ({ rule: rules.codeGuesses, key: String(userId) });

/** A guess refused by the hourly cap (the wait), or compared: the challenge it opens, when right. */
export type Guess = { wait: number } | { check: Exclude<CodeCheck, 'ok'> } | { check: 'ok'; challenge: ChallengeRow };

/**
 * One typed code for the challenge `challengeId` names, decided in `tx` under the lock of its user's
 * guesses: a user over the cap is refused, even for the right code; otherwise the code is compared
 * with the challenge as every earlier guess left it, and a wrong one is counted on the challenge
 * and against the hour before the lock is released. A burst of guesses, sent one after another or
 * all at once, is decided one guess at a time, so it gets no more comparisons than the limits
 * allow. Only a comparison with a live code is a guess: a used or voided challenge reveals nothing
 * and costs nothing.
 */
export async function guessCode(tx: Queryable, codeKey: Buffer, challengeId: number, userId: number, code: number, now: Date): Promise<Guess> {
  const wait = await waitUnderLock(tx, [codeGuessCounter(userId)], now);
  if (wait > 0) return { wait };
  // Swept since the caller found it: it answers as any challenge no longer open.
  const challenge = await findChallenge(tx, challengeId);
  if (!challenge) return { check: 'invalid' };
  const guessing = isOpen(challenge, now) && challenge.code_hash !== null;
  const check = await checkCode(tx, codeKey, challenge, code, now);
  if (check === 'ok') return { check, challenge };
  if (guessing) await recordHit(tx, codeGuessCounter(userId), now);
  return { check };
}
