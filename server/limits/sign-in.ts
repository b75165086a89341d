import type { Context } from 'hono';
import type { Queryable } from '../db/db';
import type { Services } from '../services';
import { findSignInUser } from '../auth/devices';
import { normaliseEmail } from '../auth/users';
import { clientAddress } from '../http/client-address';
import { addressKey } from './address-key';
import { lockCounters, recordHit, retryAfterEachMs, type Counter } from './hits';
import type { KnownRefusals } from './known-refusals';
import { TooManyAttemptsError } from './refusal';
import { rules } from './rules';

/*
 * Failed sign-ins (POST auth/login). Only failures count; a success neither counts nor is counted
 * against, except that a pair or address already over its limit is refused before any password is
 * checked. The pair (e-mail as typed, client address) is what blocks: nobody can lock a user out
 * from elsewhere. The address cap across e-mails stops credential stuffing; a browser the typed
 * e-mail's user already trusts is exempt from it, so a company behind one gateway whose users
 * mistype often is not locked out as a whole (an attacker does not hold its users' device ids).
 */

export type SignInAttempt = { pair: Counter; address: Counter; email: string; deviceId: string };

export function signInAttempt(services: Services, c: Context, body: { email: string; device_id: string }): SignInAttempt {
  const email = normaliseEmail(body.email);
  const address = addressKey(clientAddress(c, services.config.trustProxy));
  return {
    pair: { rule: rules.signInPair, key: `${email}\n${address}` },
    address: { rule: rules.signInAddress, key: address },
    email,
    deviceId: body.device_id,
  };
}

const trustedHere = async (db: Queryable, attempt: SignInAttempt): Promise<boolean> =>
  (await findSignInUser(db, attempt.email, attempt.deviceId))?.trustedDevice ?? false;

// How long a browser found untrusted for an e-mail is taken as still untrusted: trust comes only
// from completing a code, so at worst a user who just did so waits this long at a capped address.
const UNTRUSTED_KEPT_MS = 30_000;

/** The keys an attempt's refusals are remembered under (known-refusals.ts). */
const knownKeys = (attempt: SignInAttempt) => ({
  pair: `pair\n${attempt.pair.key}`,
  address: `address\n${attempt.address.key}`,
  untrusted: `untrusted\n${attempt.email}\n${attempt.deviceId}`,
});

/**
 * The refusals already known here: a blocked pair, or a capped address for a browser the e-mail's
 * user does not trust. 0 when none is known and the database must decide.
 */
function knownWait(services: Services, attempt: SignInAttempt, nowMs: number): number {
  const known = services.knownRefusals;
  const keys = knownKeys(attempt);
  const pairWait = known.remaining(keys.pair, nowMs);
  if (pairWait > 0) return pairWait;
  return known.remaining(keys.untrusted, nowMs) > 0 ? known.remaining(keys.address, nowMs) : 0;
}

/**
 * The wait before this attempt may be checked at all, read from the database (0 when it may);
 * each refusal read is remembered, so the next attempt of a flood needs no query.
 */
async function readWait(db: Queryable, known: KnownRefusals, attempt: SignInAttempt, now: Date): Promise<number> {
  const keys = knownKeys(attempt);
  const nowMs = now.getTime();
  const [pairWait, addressWait] = await retryAfterEachMs(db, [attempt.pair, attempt.address], now);
  known.remember(keys.pair, nowMs, pairWait);
  if (pairWait > 0) return pairWait;
  if (addressWait <= 0) return 0;
  known.remember(keys.address, nowMs, addressWait);
  if (await trustedHere(db, attempt)) return 0;
  known.remember(keys.untrusted, nowMs, Math.min(addressWait, UNTRUSTED_KEPT_MS));
  return addressWait;
}

/**
 * Called before the password is checked, and again after a correct one: of a burst sent at once,
 * a guess that finishes after the limit was reached is refused whether right or wrong, so the
 * burst learns no more than the limit allows.
 */
export async function refuseSignIn(services: Services, attempt: SignInAttempt): Promise<void> {
  const now = services.clock.now();
  const known = knownWait(services, attempt, now.getTime());
  if (known > 0) {
    // Refused before, and asking again: the answer is held back (known-refusals.ts).
    await services.knownRefusals.holdAnswer();
    throw new TooManyAttemptsError(known);
  }
  const wait = await readWait(services.db, services.knownRefusals, attempt, now);
  if (wait > 0) throw new TooManyAttemptsError(wait);
}

/**
 * Counts a wrong password, checked and recorded under the counters' locks so instances sharing
 * the database count each failure once. Throws the 429 instead when another failure filled the
 * limit meanwhile (nothing is recorded then).
 */
export async function countSignInFailure(services: Services, attempt: SignInAttempt): Promise<void> {
  const now = services.clock.now();
  const wait = await services.db.transaction(async (tx) => {
    await lockCounters(tx, [attempt.pair, attempt.address]);
    const waiting = await readWait(tx, services.knownRefusals, attempt, now);
    if (waiting > 0) return waiting;
    await recordHit(tx, attempt.pair, now);
    await recordHit(tx, attempt.address, now);
    return 0;
  });
  if (wait > 0) throw new TooManyAttemptsError(wait);
}
