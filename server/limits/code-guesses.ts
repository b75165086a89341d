import type { Services } from '../services';
import { retryAfterMs, takeHits, type Counter } from './hits';
import { refuseIfWaiting } from './refusal';
import { rules } from './rules';

/*
 * Wrong one-time codes per user across all challenges (rules.codeGuesses). Each challenge already
 * dies on its fifth wrong try; this caps the guesses a stream of new challenges would allow.
 */

const counter = (userId: number): Counter => ({ rule: rules.codeGuesses, key: String(userId) });

/** Before a code is compared: a user over the cap gets the 429, even for the right code. */
export async function refuseIfGuessingTooMuch(services: Services, userId: number): Promise<void> {
  refuseIfWaiting(await retryAfterMs(services.db, counter(userId), services.clock.now()));
}

/** Counts a wrong code; the 429 instead when concurrent guesses filled the cap meanwhile. */
export async function countWrongCode(services: Services, userId: number): Promise<void> {
  const now = services.clock.now();
  refuseIfWaiting(await services.db.transaction((tx) => takeHits(tx, [counter(userId)], now)));
}
