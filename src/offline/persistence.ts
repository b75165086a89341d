import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  persistQueryClientRestore, persistQueryClientSubscribe, type PersistedClient, type Persister, type PersistRetryer,
} from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { storageKeys } from '../session/storage-keys';
import { SAVED_BUSTER, SAVED_MAX_AGE, startSavingLists, stopSavingLists } from './saved-queries';
import { savedQueryStore } from './saved-query-store';
import { whenPageLeaves } from './page-leaving';
import { forgetLastScreens, recordCurrentUser } from './last-screen';

/**
 * The small saved queries (`meta.persist` 'session' or 'small', saved-queries.ts) are kept in the
 * same storage as the token, under a key carrying the user id, and read whole at start-up: the
 * session and the first screen's data. The large lists are saved per query in IndexedDB
 * (saved-queries.ts) and read when their screen asks; this module starts and stops both.
 */
const THROTTLE_MS = 1000;

const dehydrateOptions = {
  // Keep data whose latest refresh failed (offline): saving only successful queries would drop
  // the user's saved data on the first offline start and sign them out on the next.
  shouldDehydrateQuery: (query: { meta?: { persist?: string }; state: { data: unknown } }) =>
    (query.meta?.persist === 'session' || query.meta?.persist === 'small') && query.state.data !== undefined,
};

/**
 * A save that does not fit is tried again without the oldest small query, so the lists the user
 * looked at last stay readable offline; the session (the user and their accounts) is never left
 * out. When only it is left and it still does not fit, the save is given up and the storage keeps
 * the previous one, which holds it too.
 */
export const leaveOutOldestButSession: PersistRetryer = ({ persistedClient }) => {
  const { queries } = persistedClient.clientState;
  const [oldest] = queries
    .filter((query) => query.meta?.persist !== 'session')
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  if (!oldest) return undefined;
  return { ...persistedClient, clientState: { ...persistedClient.clientState, queries: queries.filter((query) => query !== oldest) } };
};

let stopCurrent: (() => void) | null = null;
/** Counts stops: a start that was stopped while it restored (a logout right after sign-in) must not begin saving. */
let stops = 0;

/**
 * The storage as the persister sees it, shut when persistence stops. The persister writes on a
 * throttle, so a write it scheduled just before a logout would otherwise land after the logout
 * wiped the cache, and the signed-out user's data would be back in the browser.
 */
function gate(storage: Storage) {
  let open = true;
  return {
    storage: {
      getItem: (key: string) => storage.getItem(key),
      setItem: (key: string, value: string) => {
        if (open) storage.setItem(key, value);
      },
      removeItem: (key: string) => storage.removeItem(key),
    },
    shut: () => {
      open = false;
    },
  };
}

type GatedStorage = ReturnType<typeof gate>['storage'];

/**
 * TanStack's sync storage persister, JSON as it writes by default, trying a save that does not
 * fit again with less (`leaveOutOldestButSession`).
 *
 * `saveWaiting` writes at once the save the throttle holds, if any. The throttle is a timer, and a
 * closing page runs no more timers: a list that arrived in the last second before the user closed
 * the app would be missing from its next, offline, start. Nothing waiting, nothing is written (a
 * tab switched away from does not write the whole cache again).
 */
function persisterFor(key: string, storage: GatedStorage): Persister & { saveWaiting: () => void } {
  let waiting: PersistedClient | null = null;
  // Once the throttle has written, nothing waits any more.
  const written: GatedStorage = {
    ...storage,
    setItem: (name, value) => {
      storage.setItem(name, value);
      waiting = null;
    },
  };
  const throttled = createSyncStoragePersister({ storage: written, key, throttleTime: THROTTLE_MS, retry: leaveOutOldestButSession });
  return {
    ...throttled,
    persistClient: (client) => {
      waiting = client;
      return throttled.persistClient(client);
    },
    saveWaiting: () => {
      if (!waiting) return;
      try {
        written.setItem(key, JSON.stringify(waiting));
      } catch {
        // A full storage keeps the last save; the throttled one, which can leave queries out, follows if the page lives on.
      }
    },
  };
}

/** Loads the user's saved cache into the client and keeps saving it from now on. */
export async function startPersistence(queryClient: QueryClient, userId: number, storage: Storage): Promise<void> {
  stopPersistence();
  const started = stops;
  const gated = gate(storage);
  const persister = persisterFor(`${storageKeys.queryCachePrefix}${userId}`, gated.storage);
  try {
    await persistQueryClientRestore({ queryClient, persister, maxAge: SAVED_MAX_AGE, buster: SAVED_BUSTER });
  } catch (error) {
    // A save this version cannot read (damaged) has been removed by the restore: the user starts
    // as with nothing saved, and the screens fetch.
    console.warn('The saved data could not be read and was removed.', error);
  }
  // Saved data is shown at once, but it is from an earlier visit: every list refreshes when its
  // screen opens (offline, the refresh fails and the saved data stays).
  await queryClient.invalidateQueries({ refetchType: 'none' });
  if (stops !== started) return;
  recordCurrentUser(userId);
  startSavingLists(userId, savedQueryStore());
  const unsubscribe = persistQueryClientSubscribe({ queryClient, persister, buster: SAVED_BUSTER, dehydrateOptions });
  const stopSaving = whenPageLeaves(persister.saveWaiting);
  stopCurrent = () => {
    stopSaving();
    unsubscribe();
    gated.shut();
  };
}

export function stopPersistence(): void {
  stops += 1;
  stopSavingLists();
  stopCurrent?.();
  stopCurrent = null;
}

/**
 * Logout (or a refused token): stop saving, and remove every saved cache from both web storages,
 * every saved list from IndexedDB and every saved screen (last-screen.ts). Saving stops first: no
 * write scheduled before may land.
 */
export function clearPersistedCaches(): void {
  stopPersistence();
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (key.startsWith(storageKeys.queryCachePrefix)) storage.removeItem(key);
    }
  }
  void savedQueryStore()?.removeAllBut('');
  forgetLastScreens();
}
