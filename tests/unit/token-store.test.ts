import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRememberMe, getToken, restoreToken, storeToken } from '../../src/session/token-store';
import { storageKeys } from '../../src/session/storage-keys';

const KEY = storageKeys.accessToken;

/** The storage calls made on sessionStorage, as "method key". */
function watchSessionStorage(): string[] {
  const calls: string[] = [];
  for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
    const original = Storage.prototype[method] as (this: Storage, ...args: string[]) => unknown;
    vi.spyOn(Storage.prototype, method).mockImplementation(function (this: Storage, ...args: string[]) {
      if (this === sessionStorage) calls.push(`${method} ${args[0]}`);
      return original.apply(this, args);
    } as never);
  }
  return calls;
}

describe('where the session token is kept (spec 4, "Token storage")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
  });
  // The spies go with the project's restoreMocks; the clock is put back here.
  afterEach(() => vi.useRealTimers());

  it('keeps a remembered token in localStorage without touching sessionStorage until the page is idle', () => {
    sessionStorage.setItem(KEY, 'tab-only-from-before');
    const calls = watchSessionStorage();
    storeToken('remembered', true);
    expect(localStorage.getItem(KEY)).toBe('remembered');
    expect(getToken()).toBe('remembered');
    expect(calls).toEqual([]);
    expect(restoreToken()).toBe('remembered');

    vi.runAllTimers();
    expect(calls).toEqual([`removeItem ${KEY}`]);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('keeps a tab-only token stored after a remembered one, whatever the idle removal was to do', () => {
    storeToken('remembered', true);
    storeToken('tab-only', false);
    vi.runAllTimers();
    expect(sessionStorage.getItem(KEY)).toBe('tab-only');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(getRememberMe()).toBe(false);
    expect(restoreToken()).toBe('tab-only');
  });

  it('keeps the choice to be remembered, so a later store without one goes to the same place', () => {
    storeToken('tab-only', false);
    storeToken('refreshed');
    expect(sessionStorage.getItem(KEY)).toBe('refreshed');
    storeToken('remembered', true);
    storeToken('refreshed again');
    vi.runAllTimers();
    expect(localStorage.getItem(KEY)).toBe('refreshed again');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('forgets both at once when cleared, so no reload finds a token', () => {
    sessionStorage.setItem(KEY, 'tab-only-from-before');
    storeToken('remembered', true);
    storeToken(null);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(getToken()).toBeNull();
    expect(restoreToken()).toBeNull();
  });
});
