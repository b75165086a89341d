import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from '../load/traffic';

/**
 * An open-loop, fixed-rate request stream (the schedule of scripts/load/traffic.ts's
 * streamListCalls): call n is due at start + n / rate whatever the answers' pace, and its time
 * runs from when it was due, so a server that falls behind shows in the figures rather than
 * slowing the stream. Unlike that one it is bounded however slow the server gets: calls still
 * open `drainMs` after the last was due are aborted, and those, the ones skipped because
 * `maxInFlight` were open, and every failed answer count as unanswered. Percentiles are taken
 * over every scheduled call with the unanswered ones as infinitely slow, so a p95 is finite
 * only when at least 95% of the calls were answered.
 */
export type StreamOptions = { perSecond: number; seconds: number; drainMs: number; maxInFlight: number };
export type StreamStats = {
  scheduled: number; ok: number; unanswered: Record<string, number>;
  p50Ms: number; p95Ms: number; maxOkMs: number; latenciesMs: number[];
};

/** One call; resolves to null when it succeeded, else a short reason ("401", "login: false", ...). */
export type Send = (index: number, signal: AbortSignal) => Promise<string | null>;

/** fetch says only "fetch failed"; the reason (ECONNRESET, a timeout, ...) is in its cause. */
function failure(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return `error: ${cause?.code ?? cause?.message ?? String(error)}`.slice(0, 80);
}

export async function openLoop(options: StreamOptions, send: Send): Promise<StreamStats> {
  const latencies: number[] = [];
  const unanswered: Record<string, number> = {};
  const fail = (reason: string) => (unanswered[reason] = (unanswered[reason] ?? 0) + 1);
  const inFlight = new Set<Promise<void>>();
  const abort = new AbortController();
  const interval = 1000 / options.perSecond;
  const total = Math.round(options.perSecond * options.seconds);
  const start = performance.now();

  for (let index = 0; index < total; index += 1) {
    const due = start + index * interval;
    await sleep(Math.max(0, due - performance.now()));
    if (inFlight.size >= options.maxInFlight) {
      fail('skipped (too many open)');
      continue;
    }
    const call: Promise<void> = send(index, abort.signal)
      .then((reason) => (reason === null ? void latencies.push(performance.now() - due) : void fail(reason)))
      .catch((error: unknown) => void fail(abort.signal.aborted ? `no answer within ${options.drainMs} ms of the end` : failure(error)))
      .finally(() => inFlight.delete(call));
    inFlight.add(call);
  }
  const drained = Promise.all(inFlight);
  const timer = setTimeout(() => abort.abort(), Math.max(0, start + total * interval + options.drainMs - performance.now()));
  await drained;
  clearTimeout(timer);

  const all = [...latencies, ...Array<number>(total - latencies.length).fill(Infinity)];
  return {
    scheduled: total, ok: latencies.length, unanswered,
    p50Ms: percentile(all, 50), p95Ms: percentile(all, 95), maxOkMs: latencies.length ? Math.max(...latencies) : NaN, latenciesMs: latencies,
  };
}

/** Several streams' calls as one set of figures (the list calls' budget is on all of them together). */
export function combine(streams: StreamStats[]): StreamStats {
  const latencies = streams.flatMap((stream) => stream.latenciesMs);
  const scheduled = streams.reduce((sum, stream) => sum + stream.scheduled, 0);
  const unanswered: Record<string, number> = {};
  for (const stream of streams) {
    for (const [reason, count] of Object.entries(stream.unanswered)) unanswered[reason] = (unanswered[reason] ?? 0) + count;
  }
  const all = [...latencies, ...Array<number>(scheduled - latencies.length).fill(Infinity)];
  return {
    scheduled, ok: latencies.length, unanswered,
    p50Ms: percentile(all, 50), p95Ms: percentile(all, 95), maxOkMs: latencies.length ? Math.max(...latencies) : NaN, latenciesMs: latencies,
  };
}
