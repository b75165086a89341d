import type { Page } from 'playwright-core';
import { savedQueriesDatabase, storageKeys } from '../../src/session/storage-keys';

/** What the portal saved for an offline start: the small queries in web storage, each large list in IndexedDB. */
export type SavedData = { small: string[]; lists: Record<string, string> };

/** Reads both stores in the page; opening the database never creates it (the portal's upgrade must). */
export function savedData(page: Page): Promise<SavedData> {
  return page.evaluate(
    async ({ prefix, database }) => {
      const small = [localStorage, sessionStorage].flatMap((storage) =>
        Object.keys(storage).filter((key) => key.startsWith(prefix)).map((key) => storage.getItem(key) ?? ''));
      const lists: Record<string, string> = {};
      if (!(await indexedDB.databases()).some((known) => known.name === database.name)) return { small, lists };
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(database.name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      try {
        if (!db.objectStoreNames.contains(database.store)) return { small, lists };
        const store = db.transaction(database.store).objectStore(database.store);
        const read = <T>(request: IDBRequest<T>) =>
          new Promise<T>((resolve, reject) => {
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        const [keys, values] = await Promise.all([read(store.getAllKeys()), read(store.getAll())]);
        keys.forEach((key, index) => {
          lists[String(key)] = JSON.stringify(values[index]);
        });
      } finally {
        db.close();
      }
      return { small, lists };
    },
    { prefix: storageKeys.queryCachePrefix, database: savedQueriesDatabase },
  );
}

async function waitForSaved(page: Page, done: (saved: SavedData) => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (done(await savedData(page))) return;
    if (Date.now() > deadline) throw new Error(`Not saved within 30 s: ${what}`);
    await page.waitForTimeout(200);
  }
}

/**
 * Waits until what the portal saved (either web storage, the one the token is kept in, and the
 * lists in IndexedDB) holds every one of `texts`: what an offline start will read. Both stores are
 * written later than the screen shows the data (a throttle, a scheduled save), so this polls.
 */
export function waitForPersistedCache(page: Page, texts: string[]): Promise<void> {
  return waitForSaved(page, ({ small, lists }) => {
    const all = [...small, ...Object.values(lists)].join('\n');
    return texts.every((text) => all.includes(text));
  }, texts.join(', '));
}

/**
 * Waits until the large list `list` ('members', 'activity': the name in its query key) is saved
 * with every one of `texts`. A page load that comes too soon would start from the older list.
 */
export function waitForSavedList(page: Page, list: string, texts: string[]): Promise<void> {
  return waitForSaved(page, ({ lists }) =>
    Object.entries(lists).some(([key, saved]) => key.includes(`,"${list}"`) && texts.every((text) => saved.includes(text))),
    `${list} list with ${texts.join(', ')}`);
}

/** Waits until the member list itself is saved with `texts`: the e-mails alone are also in the saved user. */
export const waitForSavedMembers = (page: Page, texts: string[]): Promise<void> => waitForSavedList(page, 'members', texts);
