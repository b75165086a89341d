import { jwtDecode } from 'jwt-decode';
import { storageKeys } from './storage-keys';

/**
 * The access token lives in localStorage when the user asked to stay signed in, otherwise in
 * sessionStorage (spec 4, "Token storage"). The choice is remembered in localStorage so a reload
 * restores the token from the right place and later steps (verification, reset) reuse it.
 */

export type TokenClaims = { sub: string; sid?: string; exp?: number };

let current: string | null = null;

export function getRememberMe(): boolean {
  return localStorage.getItem(storageKeys.rememberMe) !== 'false';
}

export function setRememberMe(remember: boolean): void {
  localStorage.setItem(storageKeys.rememberMe, String(remember));
}

/** The storage the token (and the persisted cache) belongs in for the current choice. */
export function sessionStore(): Storage {
  return getRememberMe() ? localStorage : sessionStorage;
}

/** Applies a token for this tab only: requests carry it, nothing is written to storage. */
export function applyToken(token: string | null): void {
  current = token || null;
}

/** Counts stores: a tab-only token's removal put off until idle is dropped when another store came first. */
let stores = 0;

/** Keeps the token where the remember choice says, and applies it. An empty token clears both. */
export function storeToken(token: string | null, remember = getRememberMe()): void {
  stores += 1;
  if (!token) {
    localStorage.removeItem(storageKeys.accessToken);
    sessionStorage.removeItem(storageKeys.accessToken);
    current = null;
    return;
  }
  if (getRememberMe() !== remember) setRememberMe(remember);
  if (remember) {
    localStorage.setItem(storageKeys.accessToken, token);
    forgetTabTokenWhenIdle();
  } else {
    localStorage.removeItem(storageKeys.accessToken);
    sessionStorage.setItem(storageKeys.accessToken, token);
  }
  current = token;
}

/**
 * Removes a tab-only token left in this tab (signed in here without "keep me signed in", then in
 * another tab with it), once the page is idle. Not at once: every signed-in start stores the
 * refreshed token, and a page's first use of sessionStorage loads it synchronously, in the task
 * that renders the first screen. The remembered token,
 * now in localStorage, is read first meanwhile; a store in between decides for itself.
 */
function forgetTabTokenWhenIdle(): void {
  const storesBefore = stores;
  const forget = () => {
    if (stores === storesBefore) sessionStorage.removeItem(storageKeys.accessToken);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(forget, { timeout: 2000 });
  else setTimeout(forget, 500);
}

/** On start-up: the stored token, from whichever storage holds it. */
export function restoreToken(): string | null {
  current = storedToken();
  return current;
}

/** The stored token, from whichever storage holds it. */
function storedToken(): string | null {
  return localStorage.getItem(storageKeys.accessToken) ?? sessionStorage.getItem(storageKeys.accessToken);
}

export function getToken(): string | null {
  return current;
}

export function clearToken(): void {
  storeToken(null);
}

/** Decodes without verifying (the server verifies); anything malformed gives null. */
export function decodeToken<T extends object = TokenClaims>(token: string | null | undefined): T | null {
  if (!token) return null;
  try {
    return jwtDecode<T>(token);
  } catch {
    return null;
  }
}

/** The user id a session token names, or null. */
export function tokenUserId(token: string | null | undefined): number | null {
  const claims = decodeToken<TokenClaims>(token);
  const id = claims ? Number(claims.sub) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Whether `token` is still good `marginMs` from now by its own expiry (the server has the last word). */
export function tokenLive(token: string | null | undefined, marginMs: number, now = Date.now()): boolean {
  const exp = decodeToken<TokenClaims>(token)?.exp;
  return exp !== undefined && exp * 1000 > now + marginMs;
}
