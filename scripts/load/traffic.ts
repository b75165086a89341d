import { setTimeout as sleep } from 'node:timers/promises';

/** The two streams of the load check, each bounded by a deadline and a request cap. */

export type SignInFlood = { sent: number; byStatus: Map<string, number>; tooMany: { retryAfter: string | null; message: string } | null };

/**
 * `concurrency` callers sending wrong passwords from this one client address, round the given
 * addresses (accounts that exist and ones that do not), as fast as the server answers.
 */
export async function floodBadSignIns(base: string, emails: string[], options: { concurrency: number; until: number; cap: number }): Promise<SignInFlood> {
  const result: SignInFlood = { sent: 0, byStatus: new Map(), tooMany: null };
  const count = (key: string) => result.byStatus.set(key, (result.byStatus.get(key) ?? 0) + 1);
  const worker = async (offset: number) => {
    for (let index = offset; Date.now() < options.until && result.sent < options.cap; index += options.concurrency) {
      result.sent += 1;
      try {
        const response = await fetch(new URL('/api/v1/auth/login', base), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: emails[index % emails.length], password: `wrong-${index}`, remember_me: false, device_id: 'load-check-flood' }),
        });
        const text = await response.text();
        count(String(response.status));
        if (response.status === 429 && !result.tooMany) {
          result.tooMany = { retryAfter: response.headers.get('Retry-After'), message: text.slice(0, 200) };
        }
      } catch {
        count('network error');
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, offset) => worker(offset)));
  return result;
}

export type ListStream = { latenciesMs: number[]; byStatus: Map<string, number>; skipped: number };

/**
 * An open-loop stream of list calls at `perSecond`, whatever the answers' pace: each call's time
 * runs from when it was due, so a server that falls behind shows in the figures instead of
 * slowing the stream down. At most `maxInFlight` wait at once; calls past that are skipped and counted.
 */
export async function streamListCalls(
  base: string, token: string, paths: string[], options: { perSecond: number; until: number; maxInFlight: number },
): Promise<ListStream> {
  const result: ListStream = { latenciesMs: [], byStatus: new Map(), skipped: 0 };
  const inFlight = new Set<Promise<void>>();
  const interval = 1000 / options.perSecond;
  let due = performance.now();
  for (let index = 0; Date.now() < options.until; index += 1) {
    if (inFlight.size >= options.maxInFlight) {
      result.skipped += 1;
    } else {
      const started = due;
      const done: Promise<void> = fetch(new URL(paths[index % paths.length], base), { headers: { Authorization: `Bearer ${token}` } })
        .then(async (response) => {
          await response.arrayBuffer();
          result.latenciesMs.push(performance.now() - started);
          result.byStatus.set(String(response.status), (result.byStatus.get(String(response.status)) ?? 0) + 1);
        })
        .catch(() => {
          result.byStatus.set('network error', (result.byStatus.get('network error') ?? 0) + 1);
        })
        .finally(() => inFlight.delete(done));
      inFlight.add(done);
    }
    due += interval;
    await sleep(Math.max(0, due - performance.now()));
  }
  await Promise.all(inFlight);
  return result;
}

/** The nearest-rank percentile of `values` (0 for none). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
