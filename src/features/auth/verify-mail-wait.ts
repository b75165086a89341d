import { ApiError, TOO_MANY_ATTEMPTS_STATUS, mailAllowance } from '../../api/contract';
import { NO_WAIT, type Wait } from '../../ui/useSecondsUntil';

/*
 * How long before the next e-mail verification mail may go to an address, as far as this tab
 * knows. The server allows one a minute per address (contract mailAllowance), so a mail just sent
 * (by registration, a sign-in or a resend) starts that wait; a refusal's Retry-After says any
 * longer one (five an hour). Kept outside the screens, so the wait survives the code screen
 * following a new token.
 */

const waits = new Map<string, Wait>();
const listeners = new Set<() => void>();

const keyOf = (address: string) => address.trim().toLowerCase();

function set(address: string, since: number, seconds: number): void {
  waits.set(keyOf(address), { since, until: since + seconds * 1000 });
  listeners.forEach((listener) => listener());
}

/** The address's current wait (the same object until it changes); NO_WAIT when none is known. */
export const verifyMailWait = (address: string): Wait => waits.get(keyOf(address)) ?? NO_WAIT;

export function subscribeVerifyMailWait(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A verification mail went to the address: the next one waits out the interval. */
export function noteVerifyMailSent(address: string, now = Date.now()): void {
  set(address, now, mailAllowance.intervalSeconds);
}

/**
 * Records the wait when `error` is the server's refusal for too many mails; true when it was.
 * Without a Retry-After (a proxy's bare 429) the interval is the best guess.
 */
export function noteVerifyMailRefused(address: string, error: unknown, now = Date.now()): boolean {
  if (!(error instanceof ApiError) || error.status !== TOO_MANY_ATTEMPTS_STATUS) return false;
  set(address, now, error.retryAfterSeconds ?? mailAllowance.intervalSeconds);
  return true;
}
