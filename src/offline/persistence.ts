import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { storageKeys } from '../session/storage-keys';
import type { SavedForm } from './saved-forms';
import { createFlushablePersister } from './storage-persister';

/**
 * The query cache is kept in the same storage as the token, under a key carrying the user id.
 * Only queries marked `meta: { persist: true }` are written: the lists that must read offline.
 */
const MAX_AGE = 30 * 24 * 60 * 60 * 1000;
const BUSTER = 'v1';

let stopCurrent: (() => void) | null = null;
/** Counts stops: a start that was stopped while it restored (a logout right after sign-in) must not begin saving. */
let stops = 0;

/**
 * The storage as the persister sees it, shut when persistence stops. The persister writes on a
 * throttle, so a write it scheduled just before a logout would otherwise land after the logout
 * wiped the cache, and the signed-out user's data would be back in the browser
 * (tests/e2e/shared-device.test.ts caught it).
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
      keys: () => Object.keys(storage),
    },
    shut: () => {
      open = false;
    },
  };
}

function persisterFor(userId: number, storage: ReturnType<typeof gate>['storage'], forms: readonly SavedForm[]) {
  return createFlushablePersister(storage, `${storageKeys.queryCachePrefix}${userId}`, 500, forms);
}

/** The page is going away (closed, or hidden and perhaps never shown again): save now. */
function flushWhenLeaving(flush: () => void): () => void {
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onHidden);
  };
}

/**
 * Loads the user's saved cache into the client and keeps saving it from now on; queries that name
 * one of `forms` in `meta.savedForm` are saved in it.
 */
export async function startPersistence(queryClient: QueryClient, userId: number, storage: Storage, forms: readonly SavedForm[] = []): Promise<void> {
  stopPersistence();
  const started = stops;
  const gated = gate(storage);
  const persister = persisterFor(userId, gated.storage, forms);
  try {
    await persistQueryClientRestore({ queryClient, persister, maxAge: MAX_AGE, buster: BUSTER });
  } catch (error) {
    // A save this version cannot read (damaged, or from a version that wrote another form) has
    // been removed by the restore: the user starts as with nothing saved, and the screens fetch.
    console.warn('The saved data could not be read and was removed.', error);
  }
  // Saved data is shown at once, but it is from an earlier visit: every list refreshes when its
  // screen opens (offline, the refresh fails and the saved data stays).
  await queryClient.invalidateQueries({ refetchType: 'none' });
  if (stops !== started) return;
  const unsubscribe = persistQueryClientSubscribe({
    queryClient,
    persister,
    buster: BUSTER,
    dehydrateOptions: {
      // Keep data whose latest refresh failed (offline): saving only successful queries would
      // drop the user's saved data on the first offline start and sign them out on the next.
      shouldDehydrateQuery: (query) => query.meta?.persist === true && query.state.data !== undefined,
    },
  });
  const stopFlushing = flushWhenLeaving(persister.flush);
  stopCurrent = () => {
    stopFlushing();
    unsubscribe();
    gated.shut();
  };
}

export function stopPersistence(): void {
  stops += 1;
  stopCurrent?.();
  stopCurrent = null;
}

/** Logout: stop saving, and remove every saved cache from both storages. */
export function clearPersistedCaches(): void {
  stopPersistence();
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (key.startsWith(storageKeys.queryCachePrefix)) storage.removeItem(key);
    }
  }
}
