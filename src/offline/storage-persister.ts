import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { partKeysInUse, partWrites, readPart } from './part-pieces';
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
 * A long part is written in pieces, a task each (part-pieces.ts); the cache's own entry comes
 * after its parts, and what no save uses any more is removed last.
 */
export function createFlushablePersister(storage: SyncStorage, key: string, throttleMs: number, forms: readonly SavedForm[] = []): FlushablePersister {
  const saved = savedFormsFor(forms);
  const partKey = (part: string) => `${key}/${part}`;
  /** The parts' keys in the storage (their pieces among them), whatever saved them. */
  const storedPartKeys = () => storage.keys().filter((stored) => stored.startsWith(partKey('')));
  let waiting: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The writes of the save under way not yet made, a task each. */
  let writes: (() => void)[] = [];
  let nextWrite: ReturnType<typeof setTimeout> | null = null;
  /** Each save's pieces get keys no earlier save of this page used. */
  let generation = Date.now();

  const removeUnused = (parts: ReadonlySet<string>) => {
    const inUse = new Set([...parts].flatMap((part) => partKeysInUse(storage, partKey(part))));
    for (const stored of storedPartKeys()) if (!inUse.has(stored)) storage.removeItem(stored);
  };

  /** The writes that save `client`: the parts whose text changed, the cache's entry, then the clean-up. */
  const writesFor = (client: PersistedClient): (() => void)[] => {
    const { queries, parts } = saved.write(client.clientState.queries);
    generation += 1;
    const pieces = [...parts].flatMap(([part, text]) =>
      // Reading a stored text back is a copy the browser already holds: far cheaper than writing it.
      readPart(storage, partKey(part)) === text ? [] : partWrites(storage, partKey(part), text, generation.toString(36)),
    );
    const entry = () => storage.setItem(key, JSON.stringify({ ...client, clientState: { ...client.clientState, queries } }));
    return [...pieces, entry, () => removeUnused(new Set(parts.keys()))];
  };

  /** Makes the next write; false when the save stopped (done, or a full storage refused a write). */
  const writeOne = (): boolean => {
    const write = writes.shift();
    if (!write) return false;
    try {
      write();
      return writes.length > 0;
    } catch {
      // A full storage keeps the previous save: the data shown stays as it was, and the next save tries again.
      writes = [];
      return false;
    }
  };

  const writeInTasks = () => {
    nextWrite = null;
    if (writeOne()) nextWrite = setTimeout(writeInTasks, 0);
  };

  /** Starts saving the latest state, in place of a save under way. */
  const startSave = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (waiting === null) return;
    writes = writesFor(waiting);
    waiting = null;
    if (nextWrite === null) writeInTasks();
  };

  const flush = () => {
    startSave();
    if (nextWrite !== null) clearTimeout(nextWrite);
    nextWrite = null;
    while (writeOne());
  };

  const removeAll = () => {
    writes = [];
    storage.removeItem(key);
    for (const stored of storedPartKeys()) storage.removeItem(stored);
  };

  return {
    persistClient: (client) => {
      waiting = client;
      timer ??= setTimeout(startSave, throttleMs);
    },
    restoreClient: () => {
      const text = storage.getItem(key);
      if (!text) return undefined;
      const client = JSON.parse(text) as PersistedClient;
      const queries = saved.read(client.clientState.queries ?? [], (part) => readPart(storage, partKey(part)));
      return { ...client, clientState: { ...client.clientState, queries } };
    },
    removeClient: removeAll,
    flush,
  };
}
