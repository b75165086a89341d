import { TOO_MANY_ATTEMPTS_STATUS, tooManyAttemptsMessage } from '../../src/api/contract';
import { HttpError } from '../http/errors';

/** Whole seconds to wait, at least one. */
export const retryAfterSeconds = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / 1000));

/** A call refused by an abuse limit: 429, Retry-After in seconds, and the contract's message. */
export class TooManyAttemptsError extends HttpError {
  constructor(waitMs: number) {
    const seconds = retryAfterSeconds(waitMs);
    super(TOO_MANY_ATTEMPTS_STATUS, { message: tooManyAttemptsMessage(seconds) }, { 'Retry-After': String(seconds) });
    this.name = 'TooManyAttemptsError';
  }
}

/** Throws the 429 when there is a wait. */
export function refuseIfWaiting(waitMs: number): void {
  if (waitMs > 0) throw new TooManyAttemptsError(waitMs);
}
