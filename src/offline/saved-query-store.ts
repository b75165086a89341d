import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AsyncStorage, PersistedQuery } from '@tanstack/react-query-persist-client';
import { savedQueriesDatabase } from '../session/storage-keys';

/**
 * Where the large lists are saved, one entry per query (saved-queries.ts): an IndexedDB store,
 * through `idb`. Entries are kept as objects (IndexedDB copies them itself), so a start reads only
 * the list its screen asks for, and never parses one string holding them all.
 *
 * A browser without IndexedDB (some private windows) saves no list: the screens work online.
 * Reading and removing never throw into the portal; a save that fails says so to its caller.
 */
export type SavedQueryStore = AsyncStorage<PersistedQuery> & {
  /** Removes every entry whose key does not start with `kept` ('' keeps nothing). */
  removeAllBut: (kept: string) => Promise<void>;
};

interface SavedQueries extends DBSchema {
  [savedQueriesDatabase.store]: { key: string; value: PersistedQuery };
}

type Database = IDBPDatabase<SavedQueries>;

function warn(what: string, error: unknown): void {
  console.warn(`A saved list could not be ${what}; the screen reads it from the server.`, error);
}

let shared: SavedQueryStore | null | undefined;

/** The portal's store, one for the page, or null where the browser has no IndexedDB. */
export function savedQueryStore(): SavedQueryStore | null {
  if (shared === undefined) shared = openSavedQueryStore();
  return shared;
}

function openSavedQueryStore(): SavedQueryStore | null {
  if (typeof indexedDB === 'undefined') return null;
  let opened: Promise<Database | null> | null = null;
  // Opened at first use: a start whose screen saves no large list never opens it.
  const database = () =>
    (opened ??= openDB<SavedQueries>(savedQueriesDatabase.name, 1, {
      upgrade: (db) => {
        db.createObjectStore(savedQueriesDatabase.store);
      },
    }).catch((error: unknown) => {
      warn('opened', error);
      return null;
    }));
  const { store } = savedQueriesDatabase;

  async function attempt<T>(what: string, work: (db: Database) => Promise<T>, otherwise: T): Promise<T> {
    try {
      const db = await database();
      return db ? await work(db) : otherwise;
    } catch (error) {
      warn(what, error);
      return otherwise;
    }
  }

  return {
    getItem: (key) => attempt('read', (db) => db.get(store, key), undefined),
    // A failed save (the quota) reaches the persister's gate, which leaves the list unsaved (saved-queries.ts).
    setItem: async (key, value) => {
      const db = await database();
      await db?.put(store, value, key);
    },
    removeItem: (key) => attempt('removed', (db) => db.delete(store, key), undefined),
    removeAllBut: (kept) =>
      attempt(
        'removed',
        async (db) => {
          const transaction = db.transaction(store, 'readwrite');
          for (const key of await transaction.store.getAllKeys()) {
            if (!kept || !key.startsWith(kept)) await transaction.store.delete(key);
          }
          await transaction.done;
        },
        undefined,
      ),
  };
}
