import type { PersistedQuery } from '@tanstack/react-query-persist-client';
import type { SavedQueryStore } from '../../src/offline/saved-query-store';

/**
 * The large lists' store for jsdom, which has no IndexedDB: the same contract as
 * src/offline/saved-query-store.ts, in memory. Each entry is copied in and out as IndexedDB
 * copies it, so a test never reads the very object a screen still holds.
 */
export const savedEntries = new Map<string, PersistedQuery>();

const copy = (query: PersistedQuery): PersistedQuery => structuredClone(query);

export function memoryQueryStore(entries = savedEntries): SavedQueryStore {
  return {
    getItem: async (key) => {
      const entry = entries.get(key);
      return entry && copy(entry);
    },
    setItem: async (key, value) => {
      entries.set(key, copy(value));
    },
    removeItem: async (key) => {
      entries.delete(key);
    },
    removeAllBut: async (kept) => {
      for (const key of [...entries.keys()]) if (!kept || !key.startsWith(kept)) entries.delete(key);
    },
  };
}

const shared = memoryQueryStore();

/** What unit-setup.ts puts in place of the module: one store for the page, as the real one. */
export const savedQueryStore = (): SavedQueryStore => shared;
