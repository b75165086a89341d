import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ActivityPage, CurrentUserResponse, MemberRow } from '../../src/api/contract';
import { activityQuery } from '../../src/features/activity/queries';
import { subscribedAppsQuery } from '../../src/features/dashboard/apps-queries';
import { membersQuery } from '../../src/features/members/queries';
import { clearPersistedCaches, startPersistence, stopPersistence } from '../../src/offline/persistence';
import { startSavingLists } from '../../src/offline/saved-queries';
import { currentUserQuery } from '../../src/session/current-user';
import { storageKeys } from '../../src/session/storage-keys';
import { savedEntries } from '../support/memory-query-store';
import { member } from '../support/members-fixtures';
import { makeAccount, user } from '../support/session-fixtures';

/**
 * Which store keeps each saved query (src/offline/saved-queries.ts): the session and the short
 * lists in the token's storage, read whole at start-up; the members list and the activity log on
 * their own in IndexedDB (in memory here: jsdom has none), read when their screen asks.
 */

const account = makeAccount({ id: 4, account_name: 'Acme Ltd', tenancy: 'ADMINISTRATOR' });
const session: CurrentUserResponse = { user, token: 'token', userAccounts: [account] };
const rows: MemberRow[] = [member({ email: 'jane@example.com' })];
const log: ActivityPage = { page: 1, entries: [], has_more: false, page_size: 50, people: [{ id: 9, name: 'Logged Person' }] } as unknown as ActivityPage;

const sessionQuery = () => ({ ...currentUserQuery(1), queryFn: async () => session });
const appsQuery = () => ({ ...subscribedAppsQuery(1, 4, 'token'), queryFn: async () => [{ name: 'Ledger-app-row' }] as never });
const listQuery = (userId = 1, answer: () => Promise<{ rows: MemberRow[]; etag: null }> = async () => ({ rows, etag: null })) =>
  ({ ...membersQuery(userId, 4, 'token'), queryFn: answer });
const logQuery = () => ({ ...activityQuery(1, 4, 'token', null), queryFn: async () => ({ page: log, etag: null }) });

const savedSmall = () => localStorage.getItem(`${storageKeys.queryCachePrefix}1`) ?? '';
const savedLarge = () => JSON.stringify([...savedEntries.entries()]);
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

/** The sync store's throttle and the per-query persister's scheduled save, both over. */
const saved = () => new Promise((resolve) => setTimeout(resolve, 1100));

afterEach(() => {
  stopPersistence();
});

describe('each saved query in the store that fits it', () => {
  it('keeps the session and the apps in the token storage, the members and the log each on its own', async () => {
    const client = new QueryClient();
    await startPersistence(client, 1, localStorage);
    for (const query of [sessionQuery(), appsQuery(), listQuery(), logQuery()]) await client.fetchQuery(query as never);
    await saved();

    expect(savedSmall()).toContain(user.email);
    expect(savedSmall()).toContain('Ledger-app-row');
    expect(savedSmall()).not.toContain('jane@example.com');
    expect(savedSmall()).not.toContain('Logged Person');
    expect([...savedEntries.keys()].sort()).toEqual(
      [`${storageKeys.savedQueryPrefix}1-[1,4,"activity","everyone"]`, `${storageKeys.savedQueryPrefix}1-[1,4,"members"]`],
    );
  });

  it('reads the session at start-up, and the saved members only when their screen asks, even offline', async () => {
    const client = new QueryClient();
    await startPersistence(client, 1, localStorage);
    await client.fetchQuery(sessionQuery());
    await client.fetchQuery(listQuery());
    await saved();
    stopPersistence();

    const next = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await startPersistence(next, 1, localStorage);
    expect(next.getQueryData(currentUserQuery(1).queryKey)).toEqual(session);
    expect(next.getQueryData(membersQuery(1, 4, 'token').queryKey)).toBeUndefined();
    const read = await next.fetchQuery(listQuery(1, unreachable));
    expect(read).toEqual({ rows, etag: null });
    // The refresh that follows fails (offline): the saved list stays, on screen and saved.
    await saved();
    expect(next.getQueryData(membersQuery(1, 4, 'token').queryKey)).toEqual({ rows, etag: null });
    expect(savedLarge()).toContain('jane@example.com');
    // The rows as one text (offline/saved-rows-text.ts), not objects for IndexedDB to clone.
    expect(savedLarge()).toContain('"rowsText"');
  });

  it('never reads one user\'s saved lists for another, and removes them when another user starts', async () => {
    const client = new QueryClient();
    await startPersistence(client, 1, localStorage);
    await client.fetchQuery(listQuery());
    await saved();

    const other = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await startPersistence(other, 2, localStorage);
    await expect(other.fetchQuery(listQuery(2, unreachable))).rejects.toThrow('Failed to fetch');
    await saved();
    expect(savedLarge()).not.toContain('jane@example.com');
  });
});

describe('a save that does not fit', () => {
  /** Chromium's localStorage with room for the session only, as a phone's full storage may be. */
  function roomFor(chars: number) {
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (value.length > chars) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
  }

  it('leaves the short lists out, never the session, though the session is the oldest', async () => {
    const client = new QueryClient();
    await startPersistence(client, 1, localStorage);
    await client.fetchQuery(sessionQuery());
    await saved();
    const alone = savedSmall().length;
    roomFor(alone + 20);
    await client.fetchQuery({ ...appsQuery(), queryFn: async () => Array.from({ length: 200 }, (_, index) => ({ name: `app-${index}` })) as never });
    await saved();
    expect(savedSmall()).toContain(user.email);
    expect(savedSmall()).not.toContain('app-199');
  });

  it('keeps the last save when even the session alone does not fit', async () => {
    const client = new QueryClient();
    await startPersistence(client, 1, localStorage);
    await client.fetchQuery(sessionQuery());
    await saved();
    roomFor(10);
    client.setQueryData(currentUserQuery(1).queryKey, { ...session, token: 'refreshed' });
    await saved();
    expect(savedSmall()).toContain(user.email);
    expect(savedSmall()).not.toContain('refreshed');
  });

  it('leaves a large list unsaved, with a warning, and the screen has its rows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = {
      getItem: async () => undefined,
      setItem: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
      removeItem: async () => undefined,
      removeAllBut: async () => undefined,
    };
    startSavingLists(1, full);
    const client = new QueryClient();
    expect(await client.fetchQuery(listQuery())).toEqual({ rows, etag: null });
    await saved();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('logout', () => {
  it('removes the saved session and every saved list', async () => {
    const client = new QueryClient();
    await startPersistence(client, 1, localStorage);
    await client.fetchQuery(sessionQuery());
    await client.fetchQuery(listQuery());
    await saved();
    expect(savedLarge()).toContain('jane@example.com');

    clearPersistedCaches();
    await saved();
    expect(savedSmall()).toBe('');
    expect(savedEntries.size).toBe(0);
  });

  it('a list whose fetch was under way lands in no store after it', async () => {
    const client = new QueryClient();
    await startPersistence(client, 1, localStorage);
    let answer: (list: { rows: MemberRow[]; etag: null }) => void = () => undefined;
    const fetching = client.fetchQuery(listQuery(1, () => new Promise((resolve) => (answer = resolve))));
    await new Promise((resolve) => setTimeout(resolve, 10));
    clearPersistedCaches();
    answer({ rows, etag: null });
    await fetching;
    await saved();
    expect(savedLarge()).not.toContain('jane@example.com');
  });

  it('has teeth: without the logout, the same list is saved', async () => {
    const client = new QueryClient();
    await startPersistence(client, 1, localStorage);
    let answer: (list: { rows: MemberRow[]; etag: null }) => void = () => undefined;
    const fetching = client.fetchQuery(listQuery(1, () => new Promise((resolve) => (answer = resolve))));
    await new Promise((resolve) => setTimeout(resolve, 10));
    answer({ rows, etag: null });
    await fetching;
    await saved();
    expect(savedLarge()).toContain('jane@example.com');
  });
});
