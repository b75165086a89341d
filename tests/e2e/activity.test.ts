import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e-suite';
import { uniqueEmail } from '../support/unique-email';
import { person } from '../support/journeys';
import { createAccount } from '../support/account-steps';
import { deviceOf, inviteMembers, memberRow, openManageUsers } from '../support/member-steps';
import { waitForSavedList } from '../support/persisted-cache';
import { subscribeAccount } from '../support/subscribe-steps';

const env = useE2E();

/** The Activity table's rows as their cells' texts, top to bottom. */
async function activityRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table', { name: 'Account activity' }).getByRole('row');
  const texts: string[][] = [];
  for (const row of (await rows.all()).slice(1)) texts.push((await row.getByRole('cell').allInnerTexts()).map((cell) => cell.trim()));
  return texts;
}

/** The data lines of the CSV, each split into its fields (the portal quotes a field with a comma, quote or line break). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.trim().split(/\r?\n/).slice(1)) {
    const fields = [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((match) => match[1].replace(/^"|"$/g, '').replace(/""/g, '"'));
    rows.push(fields.slice(0, 5));
  }
  return rows;
}

describe('the account\'s activity log', () => {
  it('lists an invite, an apps change and a canceled invitation with the administrator\'s name, as CSV too, and offline', async () => {
    const owner = { ...person(uniqueEmail('auditor')), first_name: 'Ada', last_name: 'Lovelace' };
    const admin = await deviceOf(env, owner);
    await createAccount(admin.page, { type: 'Private Individual', name: 'Audit Trail' });
    // Apps a member may be allowed are the account's subscribed ones.
    await subscribeAccount(env, admin.page);
    const invitee = uniqueEmail('audited');
    await openManageUsers(admin.page);
    await inviteMembers(admin.page, invitee);
    await admin.page.getByText('Invitation sent successfully.').first().waitFor();
    const row = memberRow(admin.page, invitee);
    await row.getByRole('button', { name: `Edit ${invitee}` }).click();
    const edit = admin.page.getByRole('dialog', { name: 'Edit Invitation' });
    await edit.getByText('Ledger', { exact: true }).click();
    await edit.getByRole('button', { name: 'Update' }).click();
    await admin.page.getByText('User Invitation packages updated!').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: `Cancel Invitation ${invitee}` }).click();
    await admin.page.getByRole('alertdialog').or(admin.page.getByRole('dialog')).getByRole('button', { name: 'Yes' }).click();
    await row.getByText('Canceled').waitFor();

    await admin.page.getByRole('navigation').getByRole('link', { name: 'Activity' }).click();
    await admin.page.getByRole('heading', { name: 'Activity', exact: true }).waitFor();
    await admin.page.getByRole('table', { name: 'Account activity' }).getByText('Invitation canceled').waitFor();
    const shown = await activityRows(admin.page);
    const newest = shown.slice(0, 3);
    expect(newest.map(([, who]) => who)).toEqual(['Ada Lovelace', 'Ada Lovelace', 'Ada Lovelace']);
    expect(newest.map(([, , what]) => what.split('\n')[0])).toEqual(['Invitation canceled', 'Apps allowed or blocked', 'Member invited']);
    expect(newest.every(([, , what]) => what.includes(invitee))).toBe(true);
    expect(newest[1][3]).toContain('Ledger');

    // 'Download CSV': a file with the same rows, in the same order.
    const downloading = admin.page.waitForEvent('download');
    await admin.page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('activity.csv');
    const csv = csvRows(await readFile(await download.path(), 'utf8'));
    expect(csv).toHaveLength(shown.length);
    csv.forEach(([, who, what, subject, details], index) => {
      const [, shownWho, shownWhat, shownDetails] = shown[index];
      expect(who).toBe(shownWho);
      expect(shownWhat.split('\n').filter(Boolean)).toEqual([what, subject].filter(Boolean));
      expect(details).toBe(shownDetails);
    });

    // Offline after a reload, the saved log still shows, with the time it is from.
    await admin.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await waitForSavedList(admin.page, 'activity', [invitee]);
    await admin.page.reload();
    await admin.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await admin.context.setOffline(true);
    await admin.page.reload();
    await admin.page.getByText('You are offline', { exact: false }).first().waitFor();
    await admin.page.getByRole('table', { name: 'Account activity' }).getByText('Invitation canceled').waitFor();
    await admin.page.getByText('Saved data from', { exact: false }).first().waitFor();
    expect((await activityRows(admin.page)).slice(0, 3)).toEqual(newest);
    await admin.context.close();
  });
});
