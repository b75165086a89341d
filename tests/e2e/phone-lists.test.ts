import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useE2E } from '../support/e2e-suite';
import { uniqueEmail } from '../support/unique-email';
import { person } from '../support/journeys';
import { appsList, createAccount } from '../support/account-steps';
import { chooseUserType, deviceOf, inviteMembers, memberRow, openManageUsers } from '../support/member-steps';
import { subscribeAccount } from '../support/subscribe-steps';

const env = useE2E();

const PHONE = { width: 390, height: 844 };

/** A card's labels and values, as its description list pairs them. */
async function cardFields(card: Locator): Promise<Record<string, string>> {
  const labels = await card.getByRole('term').allInnerTexts();
  const values = await card.getByRole('definition').allInnerTexts();
  return Object.fromEntries(labels.map((label, index) => [label.trim(), values[index].trim()]));
}

/** Nothing on the page reaches past the right edge of the screen: no field is cut off or hidden to the side. */
async function expectNothingOffScreen(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  const right = await page.getByRole('definition').evaluateAll((values) => Math.max(...values.map((value) => value.getBoundingClientRect().right)));
  expect(right).toBeLessThanOrEqual(PHONE.width);
}

/**
 * Words (e-mail addresses included) that the browser split across two lines inside `element`: a
 * word cut mid-way lays out in more than one box.
 */
const cutWords = (element: Locator) =>
  element.evaluate((node) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) cut.push(match[0]);
      }
    }
    return cut;
  });

/** How many lines a block of text takes. */
const linesOf = (element: Locator) =>
  element.evaluate((node) => Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)));

describe('lists on a 390 px phone', () => {
  it('shows the apps, the members and the activity as cards with every field; an administrator edits and cancels from a card', async () => {
    const owner = { ...person(uniqueEmail('phone')), first_name: 'Ada', last_name: 'Lovelace' };
    const admin = await deviceOf(env, owner);
    const { page } = admin;
    await page.setViewportSize(PHONE);
    await createAccount(page, { type: 'Private Individual', name: 'Pocket Co' });
    await subscribeAccount(env, page);

    // The dashboard's apps: a card each, its description given the card's width, its Launch button on the card.
    const apps = appsList(page);
    await apps.getByText('Ledger', { exact: true }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    const ledger = apps.getByRole('listitem').filter({ has: page.getByText('Ledger', { exact: true }) });
    expect(await cardFields(ledger)).toEqual({
      App: 'Ledger', Package: 'Business', Description: 'Invoices, payments and the books in one place.', Action: 'Launch',
    });
    expect(await linesOf(ledger.getByText('Invoices, payments and the books in one place.'))).toBeLessThanOrEqual(2);
    expect(await ledger.getByRole('button', { name: 'Launch Ledger' }).isVisible()).toBe(true);
    await expectNothingOffScreen(page);

    // Manage Users: an invitation's card names its address where the name would be.
    const invitee = uniqueEmail('pocket');
    await openManageUsers(page);
    await inviteMembers(page, invitee);
    await page.getByText('Invitation sent successfully.').first().waitFor();
    const card = memberRow(page, invitee);
    await card.getByText('Pending').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await cardFields(card)).toEqual({
      'First Name': invitee, 'Last Name': '', Email: invitee, Type: 'Standard', 'Primary Contact': 'No',
      'Invitation Status': 'Pending', Action: expect.stringMatching(/^Edit\s*Cancel$/),
    });
    await expectNothingOffScreen(page);

    // Edit from the card: the invitation becomes an administrator's, and the card says so.
    await card.getByRole('button', { name: `Edit ${invitee}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Invitation' });
    await chooseUserType(page, edit, 'Administrators');
    await edit.getByRole('button', { name: 'Update' }).click();
    await edit.waitFor({ state: 'hidden' });
    await card.getByText('Administrator', { exact: true }).waitFor();

    // Cancel from the card, after the question.
    await card.getByRole('button', { name: `Cancel Invitation ${invitee}` }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Yes' }).click();
    await card.getByText('Canceled').waitFor();
    expect(await card.getByRole('button', { name: `Reinvite ${invitee}` }).isVisible()).toBe(true);

    // Activity: each change a card, every field there, a member's type in words.
    await page.goto('/dashboard/activity');
    const activity = page.getByRole('list', { name: 'Account activity' });
    await activity.getByText('Invitation canceled').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    const entries = await Promise.all((await activity.getByRole('listitem').all()).slice(0, 3).map(cardFields));
    expect(entries.map((entry) => Object.keys(entry))).toEqual(Array(3).fill(['When', 'Who', 'What', 'Details']));
    expect(entries.map((entry) => entry.Who)).toEqual(['Ada Lovelace', 'Ada Lovelace', 'Ada Lovelace']);
    expect(entries.map((entry) => entry.What.split('\n').filter(Boolean))).toEqual([
      ['Invitation canceled', invitee], ['User type changed', invitee], ['Member invited', invitee],
    ]);
    expect(entries.map((entry) => entry.Details)).toEqual(['', expect.stringMatching(/^User type: Standard → Administrator\b/), 'Invited as Standard']);
    // The long details wrap onto a second line between words; no word and no address is cut.
    const changed = activity.getByRole('listitem').nth(1);
    expect(await linesOf(changed.getByText(/^User type:/))).toBeGreaterThan(1);
    expect(await cutWords(changed)).toEqual([]);
    await expectNothingOffScreen(page);
    await admin.context.close();
  });
});
