import { EARLY_REQUEST_GLOBAL } from './contract/early-session';

/*
 * GETs that index.html's own script started before the bundle arrived (contract/early-session.ts):
 * the session's first question, and on the dashboard its apps, sent while the phone still
 * downloads the portal.
 */

type EarlyRequest = { bearer: string; response: Promise<Response> };

type WithEarlyRequests = { [EARLY_REQUEST_GLOBAL]?: Record<string, EarlyRequest | undefined> };

/** The paths the portal has asked for itself: an early answer to one of them arriving later is too old to use. */
const asked = new Set<string>();

/**
 * The early answer to a GET of `path` with `bearer`, taken once, and only by the portal's first
 * question for that path: a later call asks the server again. Asked for with another token (the
 * user or the chosen account changed meanwhile), it is dropped unused, so an old answer never
 * stands in for a newer question.
 */
export function takeEarlyResponse(path: string, bearer: string | null): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const first = !asked.has(path);
  asked.add(path);
  const requests = (window as unknown as WithEarlyRequests)[EARLY_REQUEST_GLOBAL];
  const early = requests?.[path];
  if (!requests || !early) return null;
  delete requests[path];
  return first && early.bearer === bearer ? early.response : null;
}

/** Tests: forget which paths were asked for, as a new page would. */
export function resetEarlyRequests(): void {
  asked.clear();
}
