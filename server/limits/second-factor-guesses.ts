import type { Queryable } from '../db/db';
import { codeGuessCounter } from './code-guesses';
import { recordHit, waitUnderLock } from './hits';

/*
 * Wrong authenticator-app codes and recovery codes, at a sign-in's second step and when the app is
 * turned on, count with the user's wrong one-time codes (rules.codeGuesses): one hourly cap for
 * every code a person could be made to guess, so no flow gives a guesser more tries than another.
 */

/** A guess refused by the hourly cap (the wait), a wrong one (counted), or what the right one unlocked. */
export type SecondFactorGuess<T> = { wait: number } | { wrong: true } | { right: T };

/**
 * Decides one typed code in `tx` under the lock of the user's guesses: a user over the cap is
 * refused, even for the right code; otherwise `check` compares it, answering null for a wrong code,
 * which is counted before the lock is released, so a burst sent at once is decided one guess at a
 * time. `check` throws to refuse without counting (nothing to compare the code with).
 */
export async function guessSecondFactor<T>(
  tx: Queryable,
  userId: number,
  now: Date,
  check: () => Promise<T | null>,
): Promise<SecondFactorGuess<T>> {
  const wait = await waitUnderLock(tx, [codeGuessCounter(userId)], now);
  if (wait > 0) return { wait };
  const right = await check();
  if (right !== null) return { right };
  await recordHit(tx, codeGuessCounter(userId), now);
  return { wrong: true };
}
