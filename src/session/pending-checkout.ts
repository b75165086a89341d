import { is, number, pattern, string, type, union } from 'superstruct';
import { storageKeys } from './storage-keys';

/**
 * A checkout waiting to be verified (spec 4 "Checkout return", "Login flow"): the checkout return
 * page stores `{ provider, id }` under the verification-id key, and sign-in resumes it. It lives
 * below the features because two of them use it (auth resumes it, subscribe writes and clears it).
 * The provider becomes a path segment, so only a plain name is accepted: a crafted value must not
 * build another path.
 */
const PendingCheckout = type({ provider: pattern(string(), /^[a-z0-9_-]+$/i), id: union([string(), number()]) });
export type PendingCheckout = { provider: string; id: string | number };

export function readPendingCheckout(): PendingCheckout | null {
  const raw = localStorage.getItem(storageKeys.verificationId);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return is(value, PendingCheckout) ? { provider: value.provider, id: value.id } : null;
  } catch {
    return null;
  }
}

export function savePendingCheckout(pending: PendingCheckout): void {
  localStorage.setItem(storageKeys.verificationId, JSON.stringify(pending));
}

export function clearPendingCheckout(): void {
  localStorage.removeItem(storageKeys.verificationId);
}
