import { ApiError, TOO_MANY_ATTEMPTS_STATUS, mailAllowance } from '../../api/contract';
import { storageKeys } from '../../session/storage-keys';
import { NO_WAIT, type Wait } from '../../ui/useSecondsUntil';

/*
 * How long before the next e-mail verification mail may go to an address, as far as this tab
 * knows. The server allows one a minute per address (contract mailAllowance), so a mail just sent
 * (by registration, a sign-in or a resend) starts that wait; a refusal's Retry-After says any
 * longer one (five an hour). Kept outside the screens, so the wait survives the code screen
 * following a new token, and in localStorage, so it survives a reload and reaches other tabs' next
 * start: the server's count does not restart with the page. A logout removes it with the session.
 */

const waits = restore(Date.now());
const listeners = new Set<() => void>();

const keyOf = (address: string) => address.trim().toLowerCase();

/** The waits saved by an earlier page that have not ended; each counts from now, as if just set. */
function restore(now: number): Map<string, Wait> {
  const restored = new Map<string, Wait>();
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKeys.verifyMailWaits) ?? '{}');
    if (saved === null || typeof saved !== 'object') return restored;
    for (const [address, until] of Object.entries(saved)) {
      if (typeof until === 'number' && until > now) restored.set(address, { since: now, until });
    }
  } catch {
    // Unreadable or unavailable storage: no wait is known, and the server still says when to wait.
  }
  return restored;
}

/**
 * Keeps the wait of the address a mail just went to, the signed-in person's, and no other: a
 * device passed between people keeps no one else's address (and a logout removes this one).
 */
function save(address: string, wait: Wait): void {
  try {
    localStorage.setItem(storageKeys.verifyMailWaits, JSON.stringify({ [address]: wait.until }));
  } catch {
    // Full or unavailable storage: the wait is kept for this page only.
  }
}

function set(address: string, since: number, seconds: number): void {
  const wait = { since, until: since + seconds * 1000 };
  waits.set(keyOf(address), wait);
  save(keyOf(address), wait);
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
