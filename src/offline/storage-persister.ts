import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { savedFormsFor, type SavedForm } from './saved-forms';

/** A persister that can also write at once, for the moment the page goes away. */
export type FlushablePersister = Persister & {
  /** Writes the save that is waiting for its throttle, now. */
  flush: () => void;
};

type SyncStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The cache in a synchronous storage under `key`, written at most every `throttleMs` with the
 * latest state (as TanStack's sync storage persister does, in its format, with the data of queries
 * that name a saved form in that form), plus `flush`. The throttled write is a timer, and a timer
 * never fires in a page that is closing: without the flush, a list that arrived in the last
 * moments before the user closed the app would be missing from its next, offline, start.
 */
export function createFlushablePersister(storage: SyncStorage, key: string, throttleMs: number, forms: readonly SavedForm[] = []): FlushablePersister {
  const saved = savedFormsFor(forms);
  let waiting: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (waiting === null) return;
    const client = waiting;
    waiting = null;
    const queries = saved.write(client.clientState.queries);
    try {
      storage.setItem(key, JSON.stringify({ ...client, clientState: { ...client.clientState, queries } }));
    } catch {
      // A full storage keeps the previous save: the data shown stays as it was, and the next save tries again.
    }
  };

  return {
    persistClient: (client) => {
      waiting = client;
      timer ??= setTimeout(flush, throttleMs);
    },
    restoreClient: () => {
      const text = storage.getItem(key);
      if (!text) return undefined;
      const client = JSON.parse(text) as PersistedClient;
      return { ...client, clientState: { ...client.clientState, queries: saved.read(client.clientState.queries ?? []) } };
    },
    removeClient: () => storage.removeItem(key),
    flush,
  };
}
