import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { startPersistence, stopPersistence } from '../../src/offline/persistence';
import { storageKeys } from '../../src/session/storage-keys';

/** The saved query cache: one entry per user, only the queries marked to persist, the newest kept when space runs out. */

const cacheKey = (userId: number) => `${storageKeys.queryCachePrefix}${userId}`;
const saved = (userId: number) => localStorage.getItem(cacheKey(userId)) ?? '';

const listQuery = (name: string, rows: string[]) =>
  ({ queryKey: [1, 4, name], meta: { persist: 'small' }, queryFn: async () => rows }) as const;

/** Starts saving for user 1 and fetches `queries` in order, a tick apart, then lets the throttle end. */
async function saveAfterFetching(...queries: ReturnType<typeof listQuery>[]): Promise<QueryClient> {
  vi.useFakeTimers();
  const client = new QueryClient();
  await startPersistence(client, 1, localStorage);
  for (const query of queries) {
    await client.fetchQuery(query);
    await vi.advanceTimersByTimeAsync(10);
  }
  await vi.advanceTimersByTimeAsync(1500);
  return client;
}

afterEach(() => {
  stopPersistence();
  vi.useRealTimers();
  localStorage.clear();
});

describe('the saved query cache', () => {
  it('holds the queries marked to persist under the user key, and reads them back on the next start', async () => {
    const client = await saveAfterFetching(listQuery('members', ['jane@example.com']));
    await client.fetchQuery({ queryKey: [1, 4, 'search'], queryFn: async () => ['not saved'] });
    await vi.advanceTimersByTimeAsync(1500);
    expect(saved(1)).toContain('jane@example.com');
    expect(saved(1)).not.toContain('not saved');
    expect(localStorage.getItem(cacheKey(2))).toBeNull();

    const next = new QueryClient();
    await startPersistence(next, 1, localStorage);
    expect(next.getQueryData([1, 4, 'members'])).toEqual(['jane@example.com']);
  });

  it('is not read by another build (its buster differs)', async () => {
    await saveAfterFetching(listQuery('members', ['jane@example.com']));
    localStorage.setItem(cacheKey(1), saved(1).replace('"buster":"dev"', '"buster":"older-build"'));
    const next = new QueryClient();
    await startPersistence(next, 1, localStorage);
    expect(next.getQueryData([1, 4, 'members'])).toBeUndefined();
    expect(localStorage.getItem(cacheKey(1))).toBeNull();
  });

  it('leaves the oldest list out when the storage is full, and keeps the newest', async () => {
    const big = (prefix: string) => Array.from({ length: 2000 }, (_, index) => `${prefix}${index}@example.com`);
    const setItem = Storage.prototype.setItem;
    // A storage with room for one of the two lists, as a phone's may be.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (value.length > 70_000) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    await saveAfterFetching(listQuery('older', big('old')), listQuery('members', big('new')));
    expect(saved(1)).toContain('new1999@example.com');
    expect(saved(1)).not.toContain('old0@example.com');
  });
});
