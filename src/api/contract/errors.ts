import { is, object, optional, record, string, type Infer } from 'superstruct';

/** Every failed response has this body: a message for a toast, and per-field messages for forms. */
export const ErrorBody = object({
  message: string(),
  errors: optional(record(string(), string())),
});
export type ErrorBody = Infer<typeof ErrorBody>;

export const FALLBACK_MESSAGE = 'Something went wrong';
export const OFFLINE_MESSAGE = 'You are offline. Your changes were not sent; try again when you are back online.';

/**
 * What every failed call rejects with (spec 8): the response body's data, or the fallback text
 * when the body has none. `status` is 0 when no response arrived (offline, server down).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: ErrorBody;
  /** A refusal that says when to try again (a 429's Retry-After): whole seconds, else null. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, data: ErrorBody, retryAfterSeconds: number | null = null) {
    super(data.message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get fieldErrors(): Record<string, string> {
    return this.data.errors ?? {};
  }

  /** True when the request never got an answer, so cached data may still be trusted. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function toApiError(status: number | undefined, body: unknown, retryAfterSeconds: number | null = null): ApiError {
  if (is(body, ErrorBody)) return new ApiError(status ?? 0, body, retryAfterSeconds);
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    return new ApiError(status ?? 0, { message: (body as { message: string }).message }, retryAfterSeconds);
  }
  return new ApiError(status ?? 0, { message: FALLBACK_MESSAGE }, retryAfterSeconds);
}

/** The message a toast shows for any error (spec 8, generic handler). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_MESSAGE;
}
