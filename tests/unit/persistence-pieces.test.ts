import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { MemberRow } from '../../src/api/contract';
import { memberListForm, type HeldMembers } from '../../src/features/members/saved-form';
import { PIECE_LENGTH } from '../../src/offline/part-pieces';
import { clearPersistedCaches, startPersistence, stopPersistence } from '../../src/offline/persistence';
import { storageKeys } from '../../src/session/storage-keys';

/**
 * A long saved part (the members list of a large account) is written in pieces, a task each, so
 * no single write holds the page; until the last piece and the manifest are written, the part
 * reads as it did before that save.
 */

const cacheKey = `${storageKeys.queryCachePrefix}1`;
const partKey = `${cacheKey}/member-list:[1,7,"members"]`;
const membersKey = [1, 7, 'members'];

function account(members: number, name = 'First'): HeldMembers {
  const rows = Array.from({ length: members }, (_, index): MemberRow => ({
    user_id: 1000 + index, first_name: `${name}${index}`, last_name: `Last${index}`, email: `member${index}@example.com`,
    tenancy: 'STANDARD', is_primary_contact: 0, status: 2, expired: false, invited_at: '2026-11-20T10:00:00.000Z',
    packages: [{ id: 1, product_name: 'CRM', name: 'Business', isAllowed: index % 2 === 0 }],
  }));
  return { rows, etag: `W/"${name}"` };
}

const membersQuery = (data: HeldMembers) =>
  ({ queryKey: membersKey, meta: { persist: true, savedForm: memberListForm.name }, queryFn: async () => data }) as const;

const partKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(`${partKey}`)).sort();

/** What the next start reads back of the members list. */
async function readAtNextStart(): Promise<unknown> {
  stopPersistence();
  const next = new QueryClient();
  await startPersistence(next, 1, localStorage, [memberListForm]);
  const data = next.getQueryData(membersKey);
  stopPersistence();
  return data;
}

/** Saving started, and the list fetched: the save begins when the throttle (500 ms) runs out. */
async function fetched(held: HeldMembers, client = new QueryClient()): Promise<QueryClient> {
  await startPersistence(client, 1, localStorage, [memberListForm]);
  await client.fetchQuery(membersQuery(held));
  return client;
}

afterEach(() => {
  stopPersistence();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a long saved part', () => {
  it('is written a piece per task, none longer than a piece, and read back whole', async () => {
    vi.useFakeTimers();
    const held = account(5000);
    expect(memberListForm.write(held).length).toBeGreaterThan(3 * PIECE_LENGTH);
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    await fetched(held);
    await vi.advanceTimersByTimeAsync(500);
    const perTask: number[] = [writes.mock.calls.length];
    for (let task = 0; task < 100 && localStorage.getItem(cacheKey) === null; task += 1) {
      await vi.advanceTimersToNextTimerAsync();
      perTask.push(writes.mock.calls.length - perTask.reduce((sum, count) => sum + count, 0));
    }
    expect(localStorage.getItem(cacheKey)).not.toBeNull();
    // One write per task, from the first piece to the cache's own entry.
    expect(perTask.every((count) => count <= 1)).toBe(true);
    const pieceWrites = writes.mock.calls.filter(([key]) => key.startsWith(`${partKey}#`));
    expect(pieceWrites.length).toBeGreaterThan(3);
    expect(Math.max(...writes.mock.calls.map(([, value]) => value.length))).toBeLessThanOrEqual(PIECE_LENGTH);
    writes.mockRestore();
    expect(await readAtNextStart()).toEqual(held);
  });

  it('reads as before until its new save is complete', async () => {
    vi.useFakeTimers();
    const before = account(5000);
    const client = await fetched(before);
    await vi.advanceTimersByTimeAsync(1000);
    const oldKeys = partKeys();

    const after = account(5000, 'Changed');
    client.setQueryData(membersKey, after);
    await vi.advanceTimersByTimeAsync(500);
    await vi.advanceTimersToNextTimerAsync();
    // Cut short: some new pieces written, neither the manifest nor the cache's entry.
    expect(partKeys().length).toBeGreaterThan(oldKeys.length);
    expect(await readAtNextStart()).toEqual(before);
  });

  it('replaces the pieces of the save before once complete', async () => {
    vi.useFakeTimers();
    const client = await fetched(account(5000));
    await vi.advanceTimersByTimeAsync(1000);
    const oldKeys = partKeys();
    const after = account(5000, 'Changed');
    client.setQueryData(membersKey, after);
    await vi.advanceTimersByTimeAsync(1000);
    const newKeys = partKeys();
    expect(newKeys).toHaveLength(oldKeys.length);
    expect(newKeys.filter((key) => oldKeys.includes(key))).toEqual([partKey]);
    expect(await readAtNextStart()).toEqual(after);
  });

  it('is written whole at once when the page goes', async () => {
    vi.useFakeTimers();
    const held = account(5000);
    await fetched(held);
    window.dispatchEvent(new Event('pagehide'));
    expect(partKeys().length).toBeGreaterThan(3);
    expect(localStorage.getItem(cacheKey)).not.toBeNull();
    expect(await readAtNextStart()).toEqual(held);
  });

  it('leaves nothing behind at logout, even mid-save', async () => {
    vi.useFakeTimers();
    await fetched(account(5000));
    await vi.advanceTimersByTimeAsync(500);
    await vi.advanceTimersToNextTimerAsync();
    clearPersistedCaches();
    await vi.advanceTimersByTimeAsync(1000);
    expect(Object.keys(localStorage).filter((key) => key.startsWith(storageKeys.queryCachePrefix))).toEqual([]);
  });

  it('a piece gone missing leaves the list out, and the start goes on', async () => {
    vi.useFakeTimers();
    await fetched(account(5000));
    await vi.advanceTimersByTimeAsync(1000);
    localStorage.removeItem(partKeys().find((key) => key.includes('#'))!);
    expect(await readAtNextStart()).toBeUndefined();
  });
});
