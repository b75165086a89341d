import type { ServerType } from '@hono/node-server';

/** How long requests in flight may take to finish once the server stops. */
export const DRAIN_TIMEOUT_MS = 10_000;

export type CloseOutcome = 'drained' | 'forced';

/**
 * Stops accepting connections and lets the requests in flight finish: 'drained' when every one
 * was answered, 'forced' when some were still running at the deadline and their connections were
 * cut. Idle keep-alive connections are closed at once, and again every 100 ms: a connection whose
 * last answer has just gone out is idle too, and a browser would otherwise hold it (and close())
 * open until its keep-alive timeout.
 */
export function closeGracefully(server: ServerType, timeoutMs = DRAIN_TIMEOUT_MS): Promise<CloseOutcome> {
  return new Promise((resolve) => {
    let outcome: CloseOutcome = 'drained';
    const closeIdle = () => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    };
    const sweeper = setInterval(closeIdle, 100);
    const deadline = setTimeout(() => {
      outcome = 'forced';
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, timeoutMs);
    // The callback runs once the last connection is gone (with an error if it was not listening).
    server.close(() => {
      clearInterval(sweeper);
      clearTimeout(deadline);
      resolve(outcome);
    });
    closeIdle();
  });
}
