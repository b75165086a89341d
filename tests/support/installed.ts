import type { Page } from 'playwright-core';

/** An installed device: the service worker controls the page, as for anyone who opened the portal before. */
export async function installed(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
