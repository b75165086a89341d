import type { QueryClient } from '@tanstack/react-query';

/**
 * When the screen a start opened has what it asked for: no query has been fetching for `quietMs`
 * (session start-up's own request is a query too). The service worker registers then
 * (sw-update.ts), not at the page's load: a first visit's worker downloads every file the portal
 * keeps for offline use, some hundred, and beside the first screen's requests and render that
 * download and its parsing take the bandwidth and CPU the screen needs.
 *
 * At most `maxMs`: a screen that keeps asking still gets its offline copy.
 */
export type SettleTiming = { quietMs: number; maxMs: number };

export const SETTLE_TIMING: SettleTiming = { quietMs: 1000, maxMs: 10_000 };

export function queriesSettled(queryClient: QueryClient, timing: SettleTiming = SETTLE_TIMING): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let fetching: boolean | null = null;
    const settle = () => {
      clearTimeout(quiet);
      clearTimeout(latest);
      unsubscribe();
      resolve();
    };
    // Only a change between fetching and not restarts the wait: the cache's other events (an
    // observer added, a result read) say nothing about the network.
    const update = () => {
      const now = queryClient.isFetching() > 0;
      if (now === fetching) return;
      fetching = now;
      clearTimeout(quiet);
      if (!now) quiet = setTimeout(settle, timing.quietMs);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(update);
    const latest = setTimeout(settle, timing.maxMs);
    update();
  });
}
