import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAnnouncedToast, expectFieldError, expectFocusOn, expectFocusTrapped, expectVisibleFocus, tabTo } from './keyboard';
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
  await expectFocusOn(page, field);
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
  await expectFocusOn(page, remove);
}

const NOT_SET_UP = 'Single sign-on is not set up for this address. Sign in with your password.';

/**
 * 'Sign in with SSO' by keyboard, signed out: the link from the sign-in page, the address typed
 * and sent with Enter; an address at no domain with single sign-on is refused on its field, and
 * the link back leads to the password sign-in.
 */
export async function ssoSignInByKeyboard(page: Page, email: string): Promise<void> {
  await tabTo(page, page.getByRole('link', { name: 'Sign in with SSO' }), { max: 15 });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Sign in with SSO' }).waitFor();
  const field = page.getByRole('textbox', { name: 'Email' });
  await tabTo(page, field);
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expectFieldError(field, NOT_SET_UP);
  expect(await field.inputValue()).toBe(email);
  await tabTo(page, page.getByRole('link', { name: 'Sign in with your password' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/auth\/login/);
}
