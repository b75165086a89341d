import { FetchError, ofetch } from 'ofetch';
import { mask, Struct } from 'superstruct';
import { ApiError, OFFLINE_MESSAGE, TOO_MANY_ATTEMPTS_STATUS, toApiError, tooManyAttemptsMessage } from './contract';
import { parseBody } from './read-body';
import { noteAnswer, noteNoAnswer, portalOnline, setHealthCheck } from './reachability';

const BASE_URL: string = import.meta.env?.VITE_API_URL || '/api/v1';

/** An answer outside 2xx, with its parsed body. */
class HttpFailure extends Error {
  constructor(readonly status: number, readonly data: unknown, readonly headers: Headers) {
    super(`HTTP ${status}`);
  }
}

/** An answer: its status, headers and body's text (empty for a 304), parsed when read. */
type Answer = { status: number; headers: Headers; text: string };

type SendInit = { method: string; body?: object; bearer: string | null; signal?: AbortSignal; ifNoneMatch?: string | null };

function headersOf(init: SendInit): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.bearer) headers.Authorization = `Bearer ${init.bearer}`;
  if (init.ifNoneMatch) headers['If-None-Match'] = init.ifNoneMatch;
  return headers;
}

/**
 * The one HTTP client. It sends on the page's current fetch, looked up at each call (ofetch's
 * default), so a test's stubbed fetch is the one used. No retries (`retry: 0`; ofetch would
 * otherwise repeat a GET that got no answer): TanStack Query decides; no timeout, no toasts or
 * redirects either. Every status is an answer here (`ignoreResponseError`) and `send` decides what
 * is a failure; a FetchError is therefore a call that got no answer. The body comes as text for
 * parseBody: an empty body is no data, and an HTML error page or malformed JSON stays text, where
 * ofetch's own parsing would guess by content type.
 */
const api = ofetch.create({ baseURL: BASE_URL, retry: 0, ignoreResponseError: true, responseType: 'text' });

// While requests get no answer, reachability.ts asks the server's health: any status is an answer.
setHealthCheck(() => api.raw('health', { cache: 'no-store' }));

/** A 304 (asked for with If-None-Match) is an answer, not a failure. */
async function send(path: string, init: SendInit): Promise<Answer> {
  const response = await api.raw<string, 'text'>(path, { method: init.method, headers: headersOf(init), body: init.body, signal: init.signal });
  // A 304 has no body: ofetch leaves its data undefined, read as no data.
  const answer = { status: response.status, headers: response.headers, text: response._data ?? '' };
  if ((answer.status < 200 || answer.status >= 300) && answer.status !== 304) {
    throw new HttpFailure(answer.status, dataOf(answer), answer.headers);
  }
  return answer;
}

const dataOf = (answer: Answer): unknown => parseBody(answer.text, answer.headers.get('Content-Type'));

/**
 * Where the session's bearer comes from. The API layer sits below the session (DESIGN "Layers"),
 * so the session installs this getter rather than being imported from here.
 */
let bearerSource: () => string | null = () => null;

export function setBearerSource(source: () => string | null): void {
  bearerSource = source;
}

/**
 * A 429 says when to try again. The API's carries the message; one from a proxy in between may
 * carry only Retry-After, from which the same words are made.
 */
function withLimitMessage(error: HttpFailure): unknown {
  const body: unknown = error.data;
  const hasMessage = typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
  const retryAfter = Number(error.headers.get('Retry-After'));
  if (error.status !== TOO_MANY_ATTEMPTS_STATUS || hasMessage || !Number.isFinite(retryAfter)) return body;
  return { message: tooManyAttemptsMessage(retryAfter) };
}

/** A 429's Retry-After in whole seconds (the form the API sends); null without one, or on any other answer. */
function retryAfterOf(error: HttpFailure): number | null {
  const seconds = Number(error.headers.get('Retry-After') ?? NaN);
  return error.status === TOO_MANY_ATTEMPTS_STATUS && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

/** Offline as the browser says, or as the last request found (reachability.ts). */
const isOffline = () => !portalOnline();

/**
 * A call the page itself called off (a newer search, a closed screen): no word on the network.
 * ofetch wraps the fetch's AbortError in a FetchError, as its cause.
 */
const isAbort = (error: unknown, signal?: AbortSignal) => {
  const cause = error instanceof FetchError ? error.cause : error;
  return signal?.aborted === true || (cause instanceof DOMException && cause.name === 'AbortError');
};

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: object;
  /** A bearer other than the session's: an account token, an invitation token. */
  token?: string | null;
  signal?: AbortSignal;
};

/** Sends the call; a failure becomes the ApiError the screens show (spec 8), logged. */
async function answerOf(path: string, options: RequestOptions, ifNoneMatch: string | null = null): Promise<Answer> {
  const bearer = options.token === undefined ? bearerSource() : options.token;
  if (isOffline() && options.method && options.method !== 'GET') {
    // Nothing is queued while offline (DESIGN "Offline"): refuse at once, the form keeps its values.
    throw new ApiError(0, { message: OFFLINE_MESSAGE });
  }
  try {
    const answer = await send(path, { method: options.method ?? 'GET', body: options.body, bearer, signal: options.signal, ifNoneMatch });
    noteAnswer();
    return answer;
  } catch (error) {
    // Offline as known before this call: the first call that finds the server gone says only that it failed.
    const knownOffline = isOffline();
    if (error instanceof HttpFailure) noteAnswer();
    else if (!isAbort(error, options.signal)) noteNoAnswer();
    const answer = error instanceof HttpFailure ? { status: error.status, body: withLimitMessage(error), retryAfter: retryAfterOf(error) } : {};
    // No answer at all while offline: say so, rather than 'Something went wrong'.
    const failure =
      !answer.status && knownOffline
        ? new ApiError(0, { message: OFFLINE_MESSAGE })
        : toApiError(answer.status, answer.body, answer.retryAfter ?? null);
    console.error(failure);
    throw failure;
  }
}

/**
 * Calls the API and checks the answer against its contract struct (unknown fields are dropped),
 * so a screen only ever sees data of the shape it was written for.
 */
export async function request<T>(path: string, contract: Contract<T> | null, options: RequestOptions = {}): Promise<T> {
  const answer = await answerOf(path, options);
  return contract ? await read(answer, contract) : (dataOf(answer) as T);
}

/** A GET's answer with its ETag, or word that the copy held (the one named by `etag`) is still current. */
export type Revalidated<T> = { notModified: true; headers: Headers } | { notModified: false; data: T; etag: string | null; headers: Headers };

/**
 * A GET that revalidates a copy the caller holds, by the ETag it came with. The API answers
 * `no-store` (its answers are personal), so the browser keeps nothing and would never send
 * If-None-Match itself: the portal keeps the copy (the query cache) and asks explicitly, and a
 * 304 spares the download (2 MB for an account of 5,000 members).
 */
export async function revalidate<T>(path: string, contract: Contract<T>, etag: string | null, options: RequestOptions = {}): Promise<Revalidated<T>> {
  const answer = await answerOf(path, { ...options, method: 'GET' }, etag);
  // A 304 to a call that named no copy is no answer: it fails the contract below like any other.
  if (answer.status === 304 && etag) return { notModified: true, headers: answer.headers };
  return { notModified: false, data: await read(answer, contract), etag: answer.headers.get('ETag'), headers: answer.headers };
}

/**
 * A contract struct, or a reader that parses the body's text and applies one in its own way: a
 * long list is parsed and checked a slice at a time (contract/mask-in-slices.ts).
 */
export type Contract<T> = Struct<T, unknown> | ((text: string) => Promise<T>);

const read = <T>(answer: Answer, contract: Contract<T>): T | Promise<T> =>
  contract instanceof Struct ? mask(dataOf(answer), contract) : contract(answer.text);
