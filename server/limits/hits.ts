import type { Queryable } from '../db/db';
import { sha256 } from '../auth/random';
import type { Rule } from './rules';

/** One key of one rule: what a limit counts under. */
export type Counter = { rule: Rule; key: string };

// Any constant works; it keeps these advisory locks apart from the migrations' (one-key) lock.
const LOCK_CLASS = 727_008;

const keyHash = (key: string): string => sha256(key);

/**
 * Milliseconds until each counter has room for one more hit in every window; 0 when it has room
 * now. A window of `limit` holds at most `limit` hits: the wait ends when its limit-th newest hit
 * leaves the window. One query for all of them (a sign-in reads two counters, twice).
 */
export async function retryAfterEachMs(db: Queryable, counters: readonly Counter[], now: Date): Promise<number[]> {
  const windows = counters.flatMap(({ rule, key }, index) => rule.windows.map((window) => ({ index, key, bucket: rule.bucket, window })));
  if (windows.length === 0) return [];
  const params: unknown[] = [];
  const selects = windows.map(({ key, bucket, window }, position) => {
    const at = params.push(bucket, keyHash(key), new Date(now.getTime() - window.ms), window.limit - 1);
    return `select ${position} as n, (select at from rate_limit_hits where bucket = $${at - 3} and key_hash = $${at - 2}
       and at > $${at - 1} order by at desc offset $${at} limit 1) as at`;
  });
  const rows = await db.query<{ n: number; at: Date | null }>(selects.join('\nunion all\n'), params);
  const waits = counters.map(() => 0);
  for (const { n, at } of rows) {
    if (!at) continue;
    const { index, window } = windows[n];
    // A call that read its clock before waiting for the lock can find a hit taken after that
    // moment; it was taken before this read, so its window ends at most `window.ms` from now.
    waits[index] = Math.max(waits[index], Math.min(window.ms, at.getTime() + window.ms - now.getTime()));
  }
  return waits;
}

/** retryAfterEachMs of one counter. */
export async function retryAfterMs(db: Queryable, counter: Counter, now: Date): Promise<number> {
  const [wait] = await retryAfterEachMs(db, [counter], now);
  return wait;
}

/**
 * Serialises every instance's check-and-record of these counters until `tx` ends. Locked in one
 * order, so two calls that take the same counters cannot deadlock.
 */
export async function lockCounters(tx: Queryable, counters: readonly Counter[]): Promise<void> {
  const names = [...new Set(counters.map(({ rule, key }) => `${rule.bucket}:${keyHash(key)}`))].sort();
  for (const name of names) await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [LOCK_CLASS, name]);
}

export async function recordHit(tx: Queryable, { rule, key }: Counter, now: Date): Promise<void> {
  await tx.query('insert into rate_limit_hits (bucket, key_hash, at) values ($1, $2, $3)', [rule.bucket, keyHash(key), now]);
}

/**
 * Locks the counters (lockCounters) and reads the longest wait among them: 0 when each has room for
 * one more hit. Whatever `tx` then decides and records counts before any other call reads them.
 */
export async function waitUnderLock(tx: Queryable, counters: readonly Counter[], now: Date): Promise<number> {
  await lockCounters(tx, counters);
  return Math.max(0, ...(await retryAfterEachMs(tx, counters, now)));
}

/**
 * Takes one hit of every counter, all or none, inside the caller's transaction: the longest wait
 * when any is full (nothing recorded), else 0 with the hits recorded. A rollback of `tx` takes the
 * hits back, so a call that fails (a mail that cannot be sent) costs no allowance.
 */
export async function takeHits(tx: Queryable, counters: readonly Counter[], now: Date): Promise<number> {
  const wait = await waitUnderLock(tx, counters, now);
  if (wait > 0) return wait;
  for (const counter of counters) await recordHit(tx, counter, now);
  return 0;
}

/**
 * Gives back one hit of each counter taken at `at`, for work that did not happen after all: a mail
 * that failed after its transaction committed, or one its own transaction decided not to send.
 * Hits of one key taken at one instant are alike, so any one of them goes; the rest keep counting.
 */
export async function giveBackHits(db: Queryable, counters: readonly Counter[], at: Date): Promise<void> {
  for (const { rule, key } of counters) {
    await db.query(
      `delete from rate_limit_hits where id = (
         select id from rate_limit_hits where bucket = $1 and key_hash = $2 and at = $3 limit 1)`,
      [rule.bucket, keyHash(key), at],
    );
  }
}
