import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { savedFormsFor, type SavedForm } from './saved-forms';

/** A persister that can also write at once, for the moment the page goes away. */
export type FlushablePersister = Persister & {
  /** Writes the save that is waiting for its throttle, now. */
  flush: () => void;
};

export type SyncStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  /** Every key the storage holds. */
  keys: () => string[];
};

/**
 * The cache in a synchronous storage under `key`, written at most every `throttleMs` with the
 * latest state (as TanStack's sync storage persister does, in its format), plus `flush`. The
 * throttled write is a timer, and a timer never fires in a page that is closing: without the
 * flush, a list that arrived in the last moments before the user closed the app would be missing
 * from its next, offline, start.
 *
 * The data of a query that names a saved form is kept in that form under a key of its own
 * (`key/part`), written only when its text changed: the cache is saved again whenever any saved
 * query changes (the user refreshed at every start, a list revalidated unchanged), and writing
 * an unchanged members list of 0.6 MB each time cost ~30 ms of main thread here (x4 on a phone).
 */
export function createFlushablePersister(storage: SyncStorage, key: string, throttleMs: number, forms: readonly SavedForm[] = []): FlushablePersister {
  const saved = savedFormsFor(forms);
  const partKey = (part: string) => `${key}/${part}`;
  /** The parts' keys in the storage, whatever saved them. */
  const storedPartKeys = () => storage.keys().filter((stored) => stored.startsWith(partKey('')));
  let waiting: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (waiting === null) return;
    const client = waiting;
    waiting = null;
    const { queries, parts } = saved.write(client.clientState.queries);
    try {
      // Reading a stored text back is a copy the browser already holds: far cheaper than writing it.
      for (const [part, text] of parts) if (storage.getItem(partKey(part)) !== text) storage.setItem(partKey(part), text);
      storage.setItem(key, JSON.stringify({ ...client, clientState: { ...client.clientState, queries } }));
      for (const stored of storedPartKeys()) if (!parts.has(stored.slice(partKey('').length))) storage.removeItem(stored);
    } catch {
      // A full storage keeps the previous save: the data shown stays as it was, and the next save tries again.
    }
  };

  const removeAll = () => {
    storage.removeItem(key);
    for (const stored of storedPartKeys()) storage.removeItem(stored);
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
      const queries = saved.read(client.clientState.queries ?? [], (part) => storage.getItem(partKey(part)));
      return { ...client, clientState: { ...client.clientState, queries } };
    },
    removeClient: removeAll,
    flush,
  };
}
