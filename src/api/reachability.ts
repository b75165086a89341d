/**
 * Whether the server answers, beside what the browser says. navigator.onLine is only whether the
 * device has a network: on a Wi-Fi without internet, behind a captive portal, on a train between
 * masts, or on a reload the browser serves from the service worker, it stays true while no
 * request gets through. A request that gets no answer at all therefore counts as offline too (the
 * notice, changes refused at once), until an answer comes: a later request's, or the health
 * check this module asks every few seconds meanwhile, so the portal notices the way back by itself.
 */
type Listener = () => void;

/** How often the health check asks while no answer comes. */
export const PROBE_EVERY_MS = 5000;

let unreachable = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
/** Asks the server's health; settles when any answer comes, fails when none does. */
let healthCheck: () => Promise<unknown> = () => Promise.reject(new Error('No health check installed'));
const listeners = new Set<Listener>();

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** True while the last request got no answer and none has come since. */
export function serverUnreachable(): boolean {
  return unreachable;
}

/** Online for the portal: the browser has a network and the server answered the last request. */
export function portalOnline(): boolean {
  return !browserOffline() && !unreachable;
}

/** Calls `listener` whenever serverUnreachable() changes; returns the unsubscribe. */
export function onReachabilityChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The health check, installed by the HTTP client (api/http.ts), which sends every request. */
export function setHealthCheck(check: () => Promise<unknown>): void {
  healthCheck = check;
}

function setUnreachable(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

/** A request got an answer (any status): the server is there. */
export function noteAnswer(): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  setUnreachable(false);
}

/**
 * A request got no answer. While the browser itself says offline, its 'online' event tells when
 * that ends, and nothing is asked.
 */
export function noteNoAnswer(): void {
  if (browserOffline()) return;
  setUnreachable(true);
  if (probeTimer === undefined) scheduleProbe();
}

function probe(): void {
  healthCheck().then(noteAnswer, () => {
    if (unreachable) scheduleProbe();
    else probeTimer = undefined;
  });
}

function scheduleProbe(): void {
  probeTimer = setTimeout(probe, PROBE_EVERY_MS);
}

// The device has a network again: ask at once rather than at the next health check.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (!unreachable) return;
    clearTimeout(probeTimer);
    probe();
  });
}
