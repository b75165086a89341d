import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clearPersistedCaches, startPersistence } from '../../src/offline/persistence';
import { storageKeys } from '../../src/session/storage-keys';
import { user } from '../support/session-fixtures';

/**
 * The saved cache is written on a throttle, by a timer, and a closing page runs no more timers:
 * what arrived just before the user closed the app is saved as the page goes.
 */

const cacheKey = `${storageKeys.queryCachePrefix}1`;
const query = { queryKey: [1, null, 'auth'], meta: { persist: 'session' }, queryFn: async () => ({ user }) } as const;

function hide(): void {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Saving started, with the user's query fetched: written only when the throttle ends, or the page goes. */
async function startWithFetchedUser(): Promise<void> {
  vi.useFakeTimers();
  const client = new QueryClient();
  await startPersistence(client, 1, localStorage);
  await client.fetchQuery(query);
}

describe('the saved cache when the page goes away', () => {
  it('is written at once when the page is closed', async () => {
    await startWithFetchedUser();
    // Teeth: until the throttle ends, nothing is written.
    expect(localStorage.getItem(cacheKey)).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(cacheKey)).toContain(user.email);
  });

  it('is written at once when the page is hidden (a phone switching apps may never show it again)', async () => {
    await startWithFetchedUser();
    hide();
    expect(localStorage.getItem(cacheKey)).toContain(user.email);
  });

  it('is not written again when the page hides with nothing new since the last save', async () => {
    await startWithFetchedUser();
    await vi.advanceTimersByTimeAsync(1000);
    expect(localStorage.getItem(cacheKey)).toContain(user.email);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(setItem).not.toHaveBeenCalled();
  });

  it('is not written back after a logout', async () => {
    await startWithFetchedUser();
    clearPersistedCaches();
    window.dispatchEvent(new Event('pagehide'));
    hide();
    await vi.advanceTimersByTimeAsync(1000);
    expect(localStorage.getItem(cacheKey)).toBeNull();
  });
});
