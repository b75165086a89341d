import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { memberName } from '../../scripts/bench/seed-members';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { administratorWithSeededMembers } from '../support/seeded-large-list';
import { memberRow, openManageUsers } from '../support/member-steps';
import { waitForSavedMembers } from '../support/persisted-cache';

/*
 * Issue 52: the size a directory brings. An account with 20,000 members (seeded straight into the
 * database, as the bench seeds them) keeps its list for offline reading: the administrator opens
 * Manage Users online, loses the network, reloads, and still finds a member by searching.
 */

const env = useE2E();

const ACCOUNT = 'Directory Books';
const MEMBERS = 20_000;
// Far from both ends of the list, so neither its first page nor its last holds the row.
const sought = memberName(13_579);

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' }).or(page.getByLabel('Search')).first();
const range = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The seeded members a search for `text` finds: the table looks in each column on its own (names, e-mail). */
function seededMatching(text: string): number {
  const needle = text.toLowerCase();
  let count = 0;
  for (let index = 0; index < MEMBERS; index += 1) {
    const { first, last, email } = memberName(index);
    if ([first, last, email].some((value) => value.toLowerCase().includes(needle))) count += 1;
  }
  return count;
}

describe('a directory-sized members list offline', () => {
  it('is saved online, and after an offline reload shows all 20,000 members and finds one by name and address', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await administratorWithSeededMembers(env, page, ACCOUNT, MEMBERS, 'directory');

    // Online: the whole list arrives (the owner and the 20,000) and is saved for offline reading.
    const total = MEMBERS + 1;
    await openManageUsers(page);
    await range(page, `1–10 of ${total}`).waitFor();
    await waitForSavedMembers(page, [sought.email, memberName(MEMBERS - 1).email]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
    await page.getByText('You are offline', { exact: false }).first().waitFor();
    await range(page, `1–10 of ${total}`).waitFor();

    // The administrator types the member's last name, then their address to narrow it down to the one.
    await searchBox(page).fill(sought.last);
    await range(page, `1–10 of ${seededMatching(sought.last)}`).waitFor();
    await searchBox(page).fill(sought.email);
    const row = memberRow(page, sought.email);
    await row.waitFor();
    expect(await row.getByText(sought.first, { exact: true }).count()).toBe(1);
    await range(page, '1–1 of 1').waitFor();
    await context.close();
    // Beyond the suite's limit: the seeding stops and restarts the server.
  }, 180_000);
});
