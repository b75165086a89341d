import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { FALLBACK_MESSAGE, type ErrorBody } from '../../src/api/contract';

/** An expected refusal: answered with its status and an ErrorBody, never logged as a failure. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
    /** Sent with the answer, e.g. a 429's Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, errors ? { message, errors } : { message });
export const unauthorized = (message: string) => new HttpError(401, { message });
export const forbidden = (message: string) => new HttpError(403, { message });
export const notFound = (message: string) => new HttpError(404, { message });
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, errors ? { message, errors } : { message });
/** A service we depend on (e.g. Companies House) failed; the user may try again later. */
export const badGateway = (message: string) => new HttpError(502, { message });

export const NOT_FOUND_MESSAGE = 'Not found';
/** A failure the server did not foresee answers with the portal's own fallback text (spec 8). */
export const SERVER_ERROR_MESSAGE = FALLBACK_MESSAGE;
