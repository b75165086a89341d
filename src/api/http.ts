import { ofetch, FetchError } from 'ofetch';
import { mask, type Struct } from 'superstruct';
import { ApiError, OFFLINE_MESSAGE, TOO_MANY_ATTEMPTS_STATUS, toApiError, tooManyAttemptsMessage } from './contract';

const BASE_URL: string = import.meta.env?.VITE_API_URL || '/api/v1';

/** The one HTTP client. No retries here: TanStack Query decides; no toasts or redirects either. */
const client = ofetch.create({
  baseURL: BASE_URL,
  retry: 0,
  headers: { Accept: 'application/json' },
});

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
function withLimitMessage(error: FetchError): unknown {
  const body: unknown = error.data;
  const hasMessage = typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
  const retryAfter = Number(error.response?.headers.get('Retry-After'));
  if (error.status !== TOO_MANY_ATTEMPTS_STATUS || hasMessage || !Number.isFinite(retryAfter)) return body;
  return { message: tooManyAttemptsMessage(retryAfter) };
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: object;
  /** A bearer other than the session's: an account token, an invitation token. */
  token?: string | null;
  signal?: AbortSignal;
};

/**
 * Calls the API and checks the answer against its contract struct (unknown fields are dropped),
 * so a screen only ever sees data of the shape it was written for.
 */
export async function request<T>(path: string, struct: Struct<T, unknown> | null, options: RequestOptions = {}): Promise<T> {
  const bearer = options.token === undefined ? bearerSource() : options.token;
  if (isOffline() && options.method && options.method !== 'GET') {
    // Nothing is queued while offline (DESIGN "Offline"): refuse at once, the form keeps its values.
    throw new ApiError(0, { message: OFFLINE_MESSAGE });
  }
  let data: unknown;
  try {
    data = await client(path, {
      method: options.method ?? 'GET',
      body: options.body as Record<string, unknown> | undefined,
      headers: bearer ? { Authorization: `Bearer ${bearer}` } : undefined,
      signal: options.signal,
    });
  } catch (error) {
    const answer = error instanceof FetchError ? { status: error.status, body: withLimitMessage(error) } : {};
    // No answer at all while the browser is offline: say so, rather than 'Something went wrong'.
    const failure =
      !answer.status && isOffline() ? new ApiError(0, { message: OFFLINE_MESSAGE }) : toApiError(answer.status, answer.body);
    console.error(failure);
    throw failure;
  }
  return struct ? mask(data, struct) : (data as T);
}
