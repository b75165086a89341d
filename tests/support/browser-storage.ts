import type { Page } from 'playwright-core';
import { storageKeys } from '../../src/session/storage-keys';

/** Everything a page's origin keeps in the browser: both web storages, IndexedDB and the Cache Storage. */
export type BrowserStorage = {
  local: Record<string, string>;
  session: Record<string, string>;
  indexedDb: string[];
  cachedUrls: string[];
};

export function browserStorage(page: Page): Promise<BrowserStorage> {
  return page.evaluate(async () => {
    const read = (storage: Storage) => Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key) ?? '']));
    const cachedUrls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) cachedUrls.push(request.url);
    }
    const indexedDb = (await indexedDB.databases()).map((database) => database.name ?? '');
    return { local: read(localStorage), session: read(sessionStorage), indexedDb, cachedUrls };
  });
}

/** The keys that say someone is signed in on this browser: the token, a saved query cache (one key per user), a chosen account. */
export function sessionTraces(stored: BrowserStorage): string[] {
  const isTrace = (key: string) =>
    key === storageKeys.accessToken || key === storageKeys.selectedAccount || key.startsWith(storageKeys.queryCachePrefix);
  const keys = [...Object.keys(stored.local), ...Object.keys(stored.session)].filter(isTrace);
  return [...new Set(keys)];
}

/** The text the person sees on the page now. */
export const visibleText = (page: Page): Promise<string> => page.locator('body').innerText();
