import { availableParallelism } from 'node:os';

/**
 * libuv's thread pool runs the hashes, and file, DNS and WebCrypto (JWT) work beside them. Its size
 * is read from UV_THREADPOOL_SIZE once, before any code of ours runs (Node's module loader uses the
 * pool), so it can only be set from outside; one thread is always left to that other work. The
 * default of 4 holds hashing below the cores of a larger machine: start-up says so.
 */
export const THREAD_POOL_SIZE = Math.max(1, Number(process.env.UV_THREADPOOL_SIZE) || 4);
/** The pool size that lets hashing use every core. */
export const WANTED_THREAD_POOL_SIZE = availableParallelism() + 1;
const cores = Math.min(availableParallelism(), THREAD_POOL_SIZE - 1);

/*
 * At most HASH_SLOTS password hashes run at once; the rest wait their turn here. Each argon2 hash
 * keeps a core busy for tens of milliseconds (about 25 ms of CPU here), in the thread pool, so a
 * flood of sign-ins used to keep every core hashing and left the event loop a sliver of CPU: every
 * signed-in user's calls took seconds. Hashing on all cores but one keeps one for answering
 * everyone else: `npm run load-check` on two cores, 20 concurrent bad sign-ins for 15 s, went from
 * 854 sign-ins and a list p95 of 3.6 s to 564 and 27 ms.
 *
 * That cap is also the pace of every sign-in: on two cores, one slot of 25 ms is at most 40 a
 * second, however idle the machine. So a sign-in from a browser the e-mail's user already trusts
 * (what a normal sign-in is; an attacker guessing passwords does not hold the users' device ids)
 * may also use the last core (TRUSTED_HASH_SLOTS), and waits ahead of every other hash. A flood of
 * guesses still gets HASH_SLOTS at most, and real users are not queued behind it.
 */
export const HASH_SLOTS = Math.max(1, cores - 1);
export const TRUSTED_HASH_SLOTS = Math.max(1, cores);

export type HashLane = { trusted: boolean };

let running = 0;
const waiting: { trusted: (() => void)[]; other: (() => void)[] } = { trusted: [], other: [] };

/** Takes a slot now when one is free and nobody of this lane or ahead of it waits; else queues. */
async function acquire(trusted: boolean): Promise<void> {
  const ahead = waiting.trusted.length + (trusted ? 0 : waiting.other.length);
  if (ahead === 0 && running < (trusted ? TRUSTED_HASH_SLOTS : HASH_SLOTS)) {
    running += 1;
    return;
  }
  // The slot is counted by release() as it hands it over, so nobody can take it in between.
  await new Promise<void>((resolve) => (trusted ? waiting.trusted : waiting.other).push(resolve));
}

function release(): void {
  running -= 1;
  const next = waiting.trusted.length > 0 && running < TRUSTED_HASH_SLOTS ? waiting.trusted.shift()
    : waiting.other.length > 0 && running < HASH_SLOTS ? waiting.other.shift() : undefined;
  if (!next) return;
  running += 1;
  next();
}

/** Runs `work` (one hash) when a slot of its lane is free. */
export async function inHashSlot<T>(work: () => Promise<T>, lane: HashLane = { trusted: false }): Promise<T> {
  await acquire(lane.trusted);
  try {
    return await work();
  } finally {
    release();
  }
}

/** What start-up says when the thread pool keeps hashing off some cores; null when it does not. */
export function threadPoolAdvice(): string | null {
  if (THREAD_POOL_SIZE >= WANTED_THREAD_POOL_SIZE) return null;
  return `Password hashing uses ${TRUSTED_HASH_SLOTS} of ${availableParallelism()} cores: libuv's thread pool has ${THREAD_POOL_SIZE} threads. ` +
    `Start the server with UV_THREADPOOL_SIZE=${WANTED_THREAD_POOL_SIZE} to use them all.`;
}
