import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { E2E } from './e2e-suite';
import type { Person } from './journeys';
import { codeIn, mailsTo, nextMail } from './mailbox';
import { PACKAGES, packageLink } from './subscribe-steps';
import {
  expectAnnouncedToast, expectFieldError, expectFocusOn, expectFocusTrapped, expectToastRegion, expectVisibleFocus, isFocused, tabTo,
  toastRegion, typeInto,
} from './keyboard';

/**
 * The steps of the keyboard-only journey, screen by screen: only Tab, Shift+Tab, Enter, Space, the
 * arrow keys, Escape and typing. A URL is opened only where a person would paste one.
 */

const field = (page: Page, name: string) => page.locator(`[name="${name}"]:not([type="hidden"])`);
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const focusIsIn = (page: Page, name: string) =>
  page.getByRole('dialog', { name }).evaluate((element) => element.contains(document.activeElement));

/** From the sign-in page, by its link; an empty form first, then the person's details. */
export async function registerByKeyboard(env: E2E, page: Page, who: Person): Promise<number> {
  await page.goto('/auth/login');
  await expectToastRegion(page);
  expect(await toastRegion(page).textContent()).toBe('');
  await tabTo(page, page.getByRole('link', { name: 'Create user profile' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/auth\/register/);
  // The address moves at once, while the sign-in page stays until the new one is drawn (a
  // transition); both have a password field, so a person waits for the registration form itself.
  await page.getByRole('form', { name: 'Create your user profile' }).waitFor();

  // Enter on an empty form (from its last field): every field says why, and the first one takes the focus.
  await tabTo(page, field(page, 'password'));
  await page.keyboard.press('Enter');
  await expectFieldError(field(page, 'first_name'), 'First Name is required');
  await expectFieldError(field(page, 'last_name'), 'Last Name is required');
  await expectFieldError(field(page, 'email'), 'Email is required');
  await expectFieldError(field(page, 'password'), 'Password is required');
  expect(await isFocused(field(page, 'first_name'))).toBe(true);

  await page.keyboard.type(who.first_name);
  await typeInto(page, field(page, 'last_name'), who.last_name);
  await typeInto(page, field(page, 'email'), who.email);
  await typeInto(page, field(page, 'password'), who.password);
  // The show/hide toggle is a button of its own, pressed with Space.
  await tabTo(page, button(page, 'Show password'));
  await page.keyboard.press('Space');
  expect(await field(page, 'password').getAttribute('type')).toBe('text');
  const seen = (await mailsTo(env.portal.url, who.email)).length;
  await tabTo(page, button(page, 'Create Profile'));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/auth\/verify-email-otp\?token=/);
  return seen;
}

/** The code field has the focus already; the code comes from the mailbox and is typed. */
export async function verifyByKeyboard(env: E2E, page: Page, who: Person, seen: number): Promise<void> {
  await expectFocusOn(page, field(page, 'otp'));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expectFieldError(field(page, 'otp'), 'OTP is required');
  // A wrong code: the refusal is about the field, so it is said there (read with the field, which
  // keeps the focus), and not again in a toast.
  const code = codeIn(await nextMail(env.portal.url, who.email, seen));
  await page.keyboard.type(code === '111111' ? '222222' : '111111');
  await page.keyboard.press('Enter');
  await expectFieldError(field(page, 'otp'), 'The code is invalid or has expired.');
  expect(await isFocused(field(page, 'otp'))).toBe(true);
  expect(await toastRegion(page).textContent()).toBe('');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await page.getByText('There is no account linked to your user profile.').waitFor();
}

/** From the landing page's 'Create Account' to the new account's dashboard. */
export async function createAccountByKeyboard(page: Page, name: string): Promise<void> {
  await tabTo(page, page.getByRole('link', { name: 'Create Account' }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/create-account');
  // The account type is one stop; the arrow keys move the choice, and the fields follow it.
  const privateIndividual = page.getByRole('radio', { name: 'Private Individual' });
  await tabTo(page, privateIndividual);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => page.getByRole('radio', { name: 'Registered Company' }).isChecked()).toBe(true);
  await page.getByLabel('Company Name').waitFor();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => privateIndividual.isChecked()).toBe(true);
  await typeInto(page, field(page, 'account_name'), name);
  await tabTo(page, button(page, 'Create'));
  await page.keyboard.press('Enter');
  await expectFieldError(field(page, 'phone_number'), 'Phone Number must be valid and between 7-15 characters');
  await expectFieldError(field(page, 'address_1'), 'Address Line 1 is required');
  await expectFieldError(field(page, 'postal_code'), 'Postal Code must be between 3 and 10 characters');
  await expectFocusOn(page, field(page, 'phone_number'));
  await page.keyboard.type('07911 123456');
  // The phone's country is a stop of its own, just before the number.
  await tabTo(page, page.getByRole('combobox', { name: 'Phone number country' }), { back: true, max: 1 });
  await typeInto(page, field(page, 'address_1'), '1 High Street', { max: 2 });
  await typeInto(page, field(page, 'city'), 'London');
  await typeInto(page, field(page, 'postal_code'), 'SW1A 1AA');
  // Enter in a text field sends the form.
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByText(`Home: ${name}`).waitFor();
}

/**
 * On Manage Users: the invite dialog takes the focus, keeps it and gives it back; the user type is
 * chosen with the arrow keys; two addresses (one the person's own) bring the results dialog.
 */
export async function inviteByKeyboard(page: Page, invitee: string, own: string): Promise<void> {
  const invite = button(page, 'Invite Members');
  await tabTo(page, invite);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Invite members' });
  await dialog.waitFor();
  await expect.poll(() => focusIsIn(page, 'Invite members')).toBe(true);
  await expectVisibleFocus(page);
  await expectFocusTrapped(page, dialog, 12);
  await expectFocusTrapped(page, dialog, 12, true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expectFocusOn(page, invite);
  await expectVisibleFocus(page);

  await page.keyboard.press('Space');
  await dialog.waitFor();
  const emails = dialog.getByLabel('Emails');
  await tabTo(page, button(page, 'Invite'), { max: 12 });
  await page.keyboard.press('Enter');
  // Enter with no address: the field says why, and has the focus to be corrected.
  await expectFieldError(emails, 'Email cannot be blank');
  await expectFocusOn(page, emails);
  await page.keyboard.type(`${invitee}, ${own}`);
  // The user type's list opens with the arrow keys; Escape closes the list, not the dialog.
  const userType = dialog.getByRole('combobox', { name: 'User Type' });
  await tabTo(page, userType, { back: true, max: 12 });
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Administrators' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  expect(await isFocused(userType)).toBe(true);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await dialog.getByText('Administrators', { exact: true }).waitFor();
  expect(await dialog.getByRole('group', { name: 'Allowed apps' }).count()).toBe(0);
  await tabTo(page, button(page, 'Invite'), { max: 12 });
  await page.keyboard.press('Enter');

  const results = page.getByRole('dialog', { name: 'You Just Invited!' });
  await results.getByText('Invitation sent successfully.').waitFor();
  await results.getByText('You tried to invite yourself, which is not allowed!').waitFor();
  await expect.poll(() => focusIsIn(page, 'You Just Invited!')).toBe(true);
  await tabTo(page, results.getByRole('button', { name: 'close', exact: true }), { max: 6 });
  await page.keyboard.press('Enter');
  await results.waitFor({ state: 'hidden' });
  await expectFocusOn(page, invite);
  await expectVisibleFocus(page);
}

/** The operator's package link, pasted into the address bar; Subscribe, then Pay at the sandbox. */
export async function subscribeByKeyboard(env: E2E, page: Page): Promise<void> {
  await page.goto(await packageLink(env, PACKAGES.business));
  await page.waitForURL((url) => url.pathname === '/subscribe-package');
  // The list opens with the arrow key and closes with Escape, keeping the focus.
  await tabTo(page, page.getByRole('combobox', { name: 'Exclude Users' }));
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  await tabTo(page, button(page, 'Subscribe'));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/__sandbox\/checkout\//);
  await tabTo(page, button(page, 'Pay'));
  await page.keyboard.press('Enter');
  await expectAnnouncedToast(page, 'Your subscription is active.', 'status');
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** The gear opens the billing portal; Tab stays in its dialog (frame included); Close gives the focus back. */
export async function billingPortalByKeyboard(page: Page): Promise<void> {
  const gear = button(page, 'Manage Subscriptions');
  await tabTo(page, gear);
  await page.keyboard.press('Enter');
  const portal = page.getByRole('dialog', { name: 'Manage Subscription' });
  await portal.frameLocator('iframe[title="Billing portal"]').getByRole('button', { name: 'Cancel subscription' }).waitFor();
  await expect.poll(() => focusIsIn(page, 'Manage Subscription')).toBe(true);
  await expectFocusTrapped(page, portal, 6);
  await tabTo(page, portal.getByRole('button', { name: 'Close' }), { max: 10 });
  await page.keyboard.press('Enter');
  await portal.waitFor({ state: 'hidden' });
  await expectFocusOn(page, gear);
}

/**
 * The side menu, ready for Tab. On a phone it is collapsed: the toggle opens it over the page and
 * the focus moves into it. On a wide screen it is open beside the page.
 */
export async function openMenu(page: Page, narrow: boolean): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  if (!narrow) {
    await menu.waitFor();
    return;
  }
  expect(await menu.isVisible()).toBe(false);
  await tabTo(page, button(page, 'Toggle menu'), { back: true });
  await page.keyboard.press('Enter');
  await menu.waitFor();
  await expectFocusOn(page, menu.getByRole('link').first());
  await expectVisibleFocus(page);
}

/**
 * The open menu on a phone: Tab and Shift+Tab never reach the page it covers, and Escape closes it
 * with the focus back on the toggle.
 */
export async function menuOverPage(page: Page): Promise<void> {
  await openMenu(page, true);
  const behind = page.getByRole('main').or(page.getByRole('banner'));
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press(key);
      const reached = await behind.evaluateAll((parts) => parts.some((part) => part.contains(document.activeElement)));
      expect(reached, `${key} reached the covered page`).toBe(false);
    }
  }
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'hidden' });
  await expectFocusOn(page, button(page, 'Toggle menu'));
  await expectVisibleFocus(page);
}

/** A menu entry, through the menu (collapsed or not), at most `max` presses of Tab away. */
export async function followMenuLink(page: Page, narrow: boolean, name: string, heading: string, max = 10): Promise<void> {
  await openMenu(page, narrow);
  await tabTo(page, page.getByRole('link', { name }), { max });
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: heading }).waitFor();
}

export async function signOutByKeyboard(page: Page, narrow: boolean): Promise<void> {
  await openMenu(page, narrow);
  await tabTo(page, button(page, 'Logout'), { max: 12 });
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/auth\/login/);
}
