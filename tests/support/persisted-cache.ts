import type { Page } from 'playwright-core';
import { storageKeys } from '../../src/session/storage-keys';

/**
 * Waits until the portal's persisted query cache (in either storage: the one the token is kept
 * in) holds every one of `texts`: what an offline start will read. One user's cache is one key.
 * The cache is written on a throttle, so this polls instead of guessing how long the write takes.
 */
export async function waitForPersistedCache(page: Page, texts: string[]): Promise<void> {
  await page.waitForFunction(
    ({ prefix, texts }) =>
      [localStorage, sessionStorage].some((storage) =>
        Object.keys(storage)
          .filter((name) => name.startsWith(prefix))
          .some((key) => texts.every((text) => (storage.getItem(key) ?? '').includes(text))),
      ),
    { prefix: storageKeys.queryCachePrefix, texts },
  );
}

/**
 * Waits until the member list itself is saved (its query key is in the save): the e-mails alone
 * are also in the saved user. The save is throttled, so a page load that comes too soon would
 * start from the older list.
 */
export function waitForSavedMembers(page: Page, texts: string[]): Promise<void> {
  return waitForPersistedCache(page, [',"members"]', ...texts]);
}
