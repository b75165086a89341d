import { EARLY_REQUEST_GLOBAL } from './contract/early-session';

/*
 * A GET that index.html's own script started before the bundle arrived (contract/early-session.ts):
 * the session's first question, sent while the phone still downloads the portal.
 */

type EarlyRequest = { path: string; bearer: string; response: Promise<Response> };

type WithEarlyRequest = { [EARLY_REQUEST_GLOBAL]?: EarlyRequest };

/**
 * The early answer to a GET of `path` with `bearer`, taken once: a later call asks the server
 * again. Asked for with another token (the user changed meanwhile), it is dropped unused, so an
 * old answer never stands in for a newer question.
 */
export function takeEarlyResponse(path: string, bearer: string | null): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const holder = window as unknown as WithEarlyRequest;
  const early = holder[EARLY_REQUEST_GLOBAL];
  if (early?.path !== path) return null;
  delete holder[EARLY_REQUEST_GLOBAL];
  return early.bearer === bearer ? early.response : null;
}
