import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAnnouncedToast, expectFieldError, expectFocusTrapped, expectVisibleFocus, isFocused, tabTo } from './keyboard';
import { followMenuLink } from './keyboard-steps';

const NOT_FOUND_YET = 'The TXT record was not found yet. DNS changes can take a while to appear.';

/**
 * Single sign-on by keyboard: 'Add domain' with nothing typed marks the field, a domain added shows
 * its record, 'Verify' before the record exists is announced as an alert, and 'Remove' asks in a
 * dialog that keeps the focus and gives it back on Escape.
 */
export async function domainByKeyboard(page: Page, narrow: boolean, domain: string): Promise<void> {
  await followMenuLink(page, narrow, 'Single sign-on', 'Single sign-on', 12);
  const field = page.getByRole('textbox', { name: 'Domain' });
  await tabTo(page, page.getByRole('button', { name: 'Add domain', exact: true }));
  await page.keyboard.press('Enter');
  await expectFieldError(field, 'Domain is required');
  await expect.poll(() => isFocused(field)).toBe(true);
  await page.keyboard.type(domain);
  await page.keyboard.press('Enter');
  await page.getByText(`_customer-portal.${domain}`, { exact: true }).waitFor();

  const verify = page.getByRole('button', { name: `Verify ${domain}` });
  await tabTo(page, verify);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expectAnnouncedToast(page, NOT_FOUND_YET, 'alert');

  const remove = page.getByRole('button', { name: `Remove ${domain}` });
  await tabTo(page, remove, { max: 5 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await expectFocusTrapped(page, dialog, 4);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => isFocused(remove)).toBe(true);
}
