import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createAccount } from '../support/account-steps';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { fill, person, registerVerified } from '../support/journeys';
import { memberRow } from '../support/member-steps';
import { waitForPersistedCache, waitForSavedMembers } from '../support/persisted-cache';
import { subscribeAccount } from '../support/subscribe-steps';
import { uniqueEmail } from '../support/unique-email';

/*
 * The installed portal started from the home screen with no network: the browser starts afresh
 * (a new process on the same profile), already offline, and opens the manifest's start_url, '/'.
 * offline.test.ts proves a reload offline; this proves a cold start, and that on every screen the
 * user reaches nothing that needs the network is offered as if it worked.
 */

const env = useE2E();

const ACCOUNT = 'Home Screen Books';
/** Only a subscribed app row carries a description: in the saved cache, it is the apps list. */
const LEDGER_DESCRIPTION = 'Invoices, payments and the books in one place.';

function launch(profile: string, offline: boolean): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, baseURL: env.portal.url,
    viewport: { width: 1280, height: 800 }, offline,
  });
}

const refused = (page: Page) => page.getByText('You are offline. Your changes were not sent', { exact: false }).first();
const savedNotice = (page: Page) => page.getByText(/^Saved data from \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);

/** No dialog opened by the click just made (given the moment a dialog takes to appear). */
async function expectNoDialog(page: Page): Promise<void> {
  await page.waitForTimeout(500);
  expect(await page.getByRole('dialog').count()).toBe(0);
}

describe('an offline start from the home screen', () => {
  it("shows the last data with the time it is from and the offline notice, and refuses at once what needs the network", async () => {
    const profile = mkdtempSync(join(tmpdir(), 'portal-home-screen-'));
    let context = await launch(profile, false);
    try {
      // Yesterday, online: an administrator with a subscribed account looks at their screens.
      let page = context.pages()[0] ?? (await context.newPage());
      const who = person(uniqueEmail('homescreen'));
      await registerVerified(page, env.portal.url, who);
      await createAccount(page, { type: 'Private Individual', name: ACCOUNT });
      await subscribeAccount(env, page);
      await page.getByRole('table', { name: 'Subscribed apps' }).getByText('Ledger').waitFor();
      await page.getByRole('link', { name: 'Manage Users' }).click();
      await memberRow(page, who.email).waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await waitForPersistedCache(page, [ACCOUNT, LEDGER_DESCRIPTION]);
      await waitForSavedMembers(page, [who.email]);
      await context.close();

      // Today, no network: the portal is opened from its icon.
      context = await launch(profile, true);
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await page.getByRole('heading', { name: `Home: ${ACCOUNT}` }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      await page.getByText('You are offline. Showing saved data', { exact: false }).waitFor();
      await savedNotice(page).waitFor();
      const apps = page.getByRole('table', { name: 'Subscribed apps' });
      await apps.getByText(LEDGER_DESCRIPTION).waitFor();

      // The billing portal and the apps are the network's: said at once, nothing opened.
      await page.getByRole('button', { name: 'Manage Subscriptions' }).click();
      await refused(page).waitFor();
      await expectNoDialog(page);
      const tabs = context.pages().length;
      await page.getByRole('button', { name: 'Launch Ledger' }).click();
      await page.waitForTimeout(500);
      expect(context.pages()).toHaveLength(tabs);

      // Members, from the saved list; an invitation is refused at once and the addresses stay.
      await page.getByRole('link', { name: 'Manage Users' }).click();
      await memberRow(page, who.email).waitFor();
      await savedNotice(page).waitFor();
      await page.getByRole('button', { name: 'Invite Members' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite members' });
      await invite.getByLabel('Emails').fill('colleague@example.com');
      await invite.getByRole('button', { name: 'Invite', exact: true }).click();
      await refused(page).waitFor();
      expect(await invite.getByLabel('Emails').inputValue()).toBe('colleague@example.com');
      await invite.getByRole('button', { name: 'Cancel' }).click();
      await invite.waitFor({ state: 'hidden' });

      // The account: its saved details; changing the primary contact needs the server's list.
      await page.getByRole('link', { name: 'Account', exact: true }).click();
      expect(await page.locator('input[name="account_name"]').inputValue()).toBe(ACCOUNT);
      await page.getByRole('button', { name: 'Change primary contact' }).click();
      await expectNoDialog(page);

      // The profile: saved values; a change is refused at once and what was typed stays.
      await page.getByRole('link', { name: 'My Profile' }).click();
      expect(await page.locator('input[name="email"]').inputValue()).toBe(who.email);
      await fill(page, { first_name: 'Augusta' });
      await page.getByRole('button', { name: 'Update User Profile' }).click();
      await refused(page).waitFor();
      expect(await page.locator('input[name="first_name"]').inputValue()).toBe('Augusta');
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
