import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { memberName } from '../../scripts/bench/seed-members';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { administratorWithSeededMembers } from '../support/seeded-large-list';
import { logout } from '../support/journeys';
import { memberRow, openManageUsers } from '../support/member-steps';
import { savedData, waitForPersistedCache, waitForSavedMembers } from '../support/persisted-cache';

/*
 * An administrator whose members list does not fit what is left of the browser's localStorage
 * (filled by the test, as other sites' or the portal's own earlier data may fill a phone's). The
 * list is saved on its own in IndexedDB: the session, the account and the list all read offline.
 */

const env = useE2E();

const ACCOUNT = 'Large List Books';
const MEMBERS = 600;
const lastMember = memberName(MEMBERS - 1).email;

/** Fills the origin's localStorage until only `room` characters fit; returns the room left. */
function leaveRoom(page: Page, room: number): Promise<number> {
  return page.evaluate((room) => {
    const key = 'test_filler';
    localStorage.removeItem(key);
    const fits = (length: number) => {
      try {
        localStorage.setItem(key, 'x'.repeat(length));
        return true;
      } catch {
        return false;
      }
    };
    let low = 0;
    let high = 12_000_000;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (fits(middle)) low = middle;
      else high = middle - 1;
    }
    localStorage.setItem(key, 'x'.repeat(Math.max(0, low - room)));
    return Math.min(room, low);
  }, room);
}

const searchFor = (page: Page, text: string) =>
  page.getByRole('searchbox', { name: 'Search' }).or(page.getByLabel('Search')).first().fill(text);

describe('a members list too large for localStorage', () => {
  it('leaves the session, the account and offline reading of the list intact', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const email = await administratorWithSeededMembers(env, page, ACCOUNT, MEMBERS, 'largelist');

    // Room for the session and the account twice over, far from room for the list.
    await waitForPersistedCache(page, [ACCOUNT, email]);
    const session = Math.max(...(await savedData(page)).small.map((saved) => saved.length));
    const room = await leaveRoom(page, 2 * session + 4000);

    await openManageUsers(page);
    await searchFor(page, lastMember);
    await memberRow(page, lastMember).waitFor();
    await waitForSavedMembers(page, [lastMember, memberName(0).email]);
    const list = Object.values((await savedData(page)).lists).find((saved) => saved.includes(lastMember)) ?? '';
    expect(list.length).toBeGreaterThan(10 * room);
    // A save after the list arrived still holds the session (the throttle writes within a second).
    await page.waitForTimeout(1500);
    await waitForPersistedCache(page, [ACCOUNT, email]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
    await page.getByText('You are offline', { exact: false }).first().waitFor();
    await searchFor(page, memberName(0).email);
    await memberRow(page, memberName(0).email).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Apps' }).click();
    await page.getByRole('heading', { name: `Home: ${ACCOUNT}` }).waitFor();

    // Logout, even offline, takes the saved list with everything else.
    await logout(page);
    await expect.poll(async () => savedData(page), { timeout: 5000 }).toEqual({ small: [], lists: {} });
    await context.close();
    // Beyond the suite's limit: the seeding stops and restarts the server.
  }, 180_000);
});
