import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Waits for `text`, then for as long as a toast takes to appear, and expects the page to show it
 * exactly once: not in a banner and a toast, nor under a field and in a banner.
 */
export async function expectShownOnce(page: Page, text: string): Promise<void> {
  const shown = page.getByText(text, { exact: true });
  await shown.first().waitFor();
  await page.waitForTimeout(1000);
  expect(await shown.count()).toBe(1);
}
