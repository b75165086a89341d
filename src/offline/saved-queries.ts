import { notifyManager, type Query, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { experimental_createQueryPersister, type AsyncStorage, type PersistedQuery } from '@tanstack/react-query-persist-client';
import { storageKeys } from '../session/storage-keys';
import type { SavedQueryStore } from './saved-query-store';
import { fromSaved, toSaved } from './saved-rows-text';

/**
 * Which store keeps each saved query (DESIGN "Offline"), marked on the query as `meta.persist`;
 * TypeScript refuses any other mark, and a query without one is not saved at all.
 * - 'session': the signed-in user with their accounts, in the sync store; a save that does not
 *   fit leaves other queries out, never this one.
 * - 'small': a short list (the apps, the profile's), in the sync store; left out oldest first when
 *   the storage is full.
 * - 'large': a list that grows with the account (members, the activity log): saved on its own in
 *   IndexedDB and read when its screen asks. Only `savedPerQuery` gives this mark, with the
 *   persister that saves it, so a large list is never marked without being saved there.
 */
export type SavedIn = 'session' | 'small' | 'large';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: SavedIn };
  }
}

/** Both stores: a new build never reads data saved in an older one's shape; a month at most. */
export const SAVED_MAX_AGE = 30 * 24 * 60 * 60 * 1000;
export const SAVED_BUSTER: string = import.meta.env?.VITE_BUILD_ID ?? 'dev';

type QueryPersister = ReturnType<typeof experimental_createQueryPersister<PersistedQuery>>;

/** The signed-in user's large-list persister; none while no one is signed in. */
let saving: { userId: number; persister: QueryPersister; shut: () => void } | null = null;

/** One user's entries: the user id is in every key, so another user's start never reads them. */
export const savedQueryPrefix = (userId: number) => `${storageKeys.savedQueryPrefix}${userId}`;

/**
 * The store as the persister sees it, shut when saving stops: a list whose fetch was under way at
 * a logout resolves after it, and its save must not bring the signed-out user's data back. A list
 * that does not fit (the origin's quota) is not saved, and the screen goes on with it: the
 * persister saves from a scheduled task, where a failure would reach no one but the console.
 */
function gate(store: SavedQueryStore): { storage: AsyncStorage<PersistedQuery>; shut: () => void } {
  let open = true;
  return {
    storage: {
      getItem: (key) => (open ? store.getItem(key) : undefined),
      setItem: async (key, value) => {
        if (!open) return;
        try {
          await store.setItem(key, value);
        } catch (error) {
          console.warn('A list could not be saved for offline reading; it reads from the server.', error);
        }
      },
      removeItem: (key) => store.removeItem(key),
    },
    shut: () => {
      open = false;
    },
  };
}

/** Starts saving `userId`'s large lists in `store`, and removes any other user's. */
export function startSavingLists(userId: number, store: SavedQueryStore | null): void {
  stopSavingLists();
  if (!store) return;
  const gated = gate(store);
  const persister = experimental_createQueryPersister<PersistedQuery>({
    storage: gated.storage,
    prefix: savedQueryPrefix(userId),
    buster: SAVED_BUSTER,
    maxAge: SAVED_MAX_AGE,
    // IndexedDB keeps objects; a list's rows go as one text (saved-rows-text.ts).
    serialize: toSaved,
    deserialize: fromSaved,
    // A restored list refreshes below, with its failure (offline) kept out of the console.
    refetchOnRestore: false,
  });
  saving = { userId, persister, shut: gated.shut };
  void store.removeAllBut(`${savedQueryPrefix(userId)}-`);
}

export function stopSavingLists(): void {
  saving?.shut();
  saving = null;
}

/**
 * The `meta` and `persister` of a large list, spread into its queryOptions. The first fetch of the
 * list reads the saved copy, if any, and shows it; the list then refreshes at once, since the copy
 * is from an earlier visit. A refresh that fails (offline) keeps the copy, on screen and saved;
 * one that succeeds is saved in its place. `T` is the query's data, as its queryFn returns it.
 */
export function savedPerQuery<T>(userId: number) {
  async function persister<TQueryKey extends QueryKey>(
    queryFn: (context: QueryFunctionContext<TQueryKey>) => T | Promise<T>,
    context: QueryFunctionContext<TQueryKey>,
    query: Query,
  ): Promise<T> {
    const current = saving;
    if (current?.userId !== userId) return queryFn(context);
    let fetched = false;
    const data = await current.persister.persisterFn(
      (fetching: QueryFunctionContext<TQueryKey>) => {
        fetched = true;
        return queryFn(fetching);
      },
      context,
      query,
    );
    // After the persister's own scheduled work, which dates the restored data as it was saved.
    if (!fetched) notifyManager.schedule(() => void query.fetch().catch(() => undefined));
    return data;
  }
  return { meta: { persist: 'large' as const }, persister };
}
