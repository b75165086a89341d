import { authApi } from '../api/auth';
import { ApiError } from '../api/contract';
import { onReachabilityChange, portalOnline } from '../api/reachability';
import { storageKeys } from './storage-keys';
import { decodeToken } from './token-store';

/**
 * Session tokens signed out of on this device whose end the server has not yet confirmed. A logout
 * wipes the device at once, online or not; the session itself ends only when the server revokes
 * it, so its token is kept here, under a key of its own, until POST auth/logout with it as bearer
 * gets an answer. Nothing else reads this key: restoreToken() and the requests' bearer read the
 * session's own key only, and the wipe at logout removes the saved caches, not this.
 *
 * It queues no change to anyone's data, so it is not a mutation (those are never replayed): it
 * only ends a session the user asked to end.
 */

/** The most kept: a device signed out of more sessions than this offline keeps the newest. */
export const MAX_PENDING_REVOCATIONS = 5;

/** While online, how long a revocation the server failed (5xx, 429) waits before it is sent again. */
export const RESEND_AFTER_MS = 30_000;

/** A token still worth revoking: readable, and not past its expiry (then the server refuses it anyway). */
function live(token: string, now: number): boolean {
  const claims = decodeToken(token);
  if (!claims) return false;
  return typeof claims.exp !== 'number' || claims.exp * 1000 > now;
}

function read(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKeys.pendingRevocations) ?? '[]');
    return Array.isArray(stored) ? stored.filter((token): token is string => typeof token === 'string') : [];
  } catch {
    return [];
  }
}

function write(tokens: string[]): void {
  if (tokens.length === 0) localStorage.removeItem(storageKeys.pendingRevocations);
  else localStorage.setItem(storageKeys.pendingRevocations, JSON.stringify(tokens));
}

/** The tokens waiting for their revocation, oldest first; expired ones are dropped on the way. */
export function pendingRevocations(): string[] {
  const stored = read();
  const kept = stored.filter((token) => live(token, Date.now()));
  if (kept.length !== stored.length) write(kept);
  return kept;
}

/** Keeps `token` until the server has revoked its session. */
export function addPendingRevocation(token: string): void {
  const others = pendingRevocations().filter((kept) => kept !== token);
  write([...others, token].slice(-MAX_PENDING_REVOCATIONS));
}

function forget(token: string): void {
  write(read().filter((kept) => kept !== token));
}

/**
 * Whether the server has settled the revocation. A 2xx ended the session; a 4xx (a 401 above all:
 * the session had already ended) will not change on a resend. No answer, a 5xx, a 408 or a 429
 * may: the token stays. Anything not an ApiError comes from reading a 2xx's body.
 */
async function revoke(token: string): Promise<boolean> {
  try {
    await authApi.logout(token);
    return true;
  } catch (error) {
    if (!(error instanceof ApiError)) return true;
    const { status } = error;
    return status >= 400 && status < 500 && status !== 408 && status !== 429;
  }
}

async function sendAll(): Promise<void> {
  for (const token of pendingRevocations()) {
    // Offline, the HTTP client refuses the call unsent; the rest wait for the way back as well.
    if (!portalOnline()) return;
    if (await revoke(token)) forget(token);
  }
}

let running: Promise<void> | null = null;
let askedAgain = false;
let resendTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends every pending revocation; each is forgotten once the server has settled it. A call made
 * while a send is under way (a second logout, the way back online) runs it again after, so a
 * token added meanwhile is not left waiting.
 */
export function sendPendingRevocations(): Promise<void> {
  if (running) {
    askedAgain = true;
    return running;
  }
  clearTimeout(resendTimer);
  running = (async () => {
    do {
      askedAgain = false;
      await sendAll();
    } while (askedAgain);
  })().finally(() => {
    running = null;
    // Online and still pending: the server answered with a failure. Offline, the way back sends them.
    if (portalOnline() && read().length > 0) resendTimer = setTimeout(() => void sendPendingRevocations(), RESEND_AFTER_MS);
  });
  return running;
}

/**
 * Sends the pending revocations now (the app's start) and whenever the portal is online again:
 * the browser's 'online' event, or the server answering after a spell without answers
 * (reachability.ts). Returns the unsubscribe.
 */
export function sendPendingRevocationsWhenOnline(): () => void {
  const send = () => {
    if (portalOnline() && read().length > 0) void sendPendingRevocations();
  };
  const stopWatching = onReachabilityChange(send);
  window.addEventListener('online', send);
  send();
  return () => {
    stopWatching();
    window.removeEventListener('online', send);
  };
}
