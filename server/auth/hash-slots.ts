import { availableParallelism } from 'node:os';

/**
 * At most this many password hashes run at once; the rest wait their turn here. Each argon2 hash
 * keeps a core busy for tens of milliseconds, in libuv's thread pool, so a flood of sign-ins used
 * to keep every core hashing and left the event loop a sliver of CPU: every signed-in user's calls
 * took seconds. Hashing on all cores but one keeps one for answering everyone else. The price is
 * the sign-ins' own pace on a small machine: `npm run load-check` on two cores, 20 concurrent bad
 * sign-ins for 15 s, went from 854 sign-ins and a list p95 of 3.6 s to 564 and 27 ms.
 */
export const HASH_SLOTS = Math.max(1, availableParallelism() - 1);

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` (one hash) when a slot is free. */
export async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}
