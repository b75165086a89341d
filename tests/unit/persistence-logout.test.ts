import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clearPersistedCaches, startPersistence, stopPersistence } from '../../src/offline/persistence';
import { storageKeys } from '../../src/session/storage-keys';
import { user } from '../support/session-fixtures';

const cacheKey = `${storageKeys.queryCachePrefix}1`;
/** The persister writes the cache at most this often, at the end of each window. */
const PERSIST_THROTTLE_MS = 500;
const query = { queryKey: [1, null, 'auth'], meta: { persist: 'session' }, queryFn: async () => ({ user }) } as const;

afterEach(() => {
  stopPersistence();
});

/** A logout wipes the saved cache for good: no save the persister had in hand may land after it. */
describe('the saved cache at logout', () => {
  it('a save scheduled just before the logout does not land after it', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    await startPersistence(client, 1, localStorage);
    await client.fetchQuery(query);
    clearPersistedCaches();
    await vi.advanceTimersByTimeAsync(PERSIST_THROTTLE_MS * 2);
    expect(localStorage.getItem(cacheKey)).toBeNull();
  });

  it('a logout while the saved cache is still being read: nothing is saved after it', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const starting = startPersistence(client, 1, localStorage);
    clearPersistedCaches();
    await starting;
    await client.fetchQuery(query);
    await vi.advanceTimersByTimeAsync(PERSIST_THROTTLE_MS * 2);
    expect(localStorage.getItem(cacheKey)).toBeNull();
  });

  it('has teeth: without a logout, the same save lands', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    await startPersistence(client, 1, localStorage);
    await client.fetchQuery(query);
    await vi.advanceTimersByTimeAsync(PERSIST_THROTTLE_MS * 2);
    expect(localStorage.getItem(cacheKey)).toContain(user.email);
  });
});
