import type { Page } from 'playwright-core';
import { layoutTexts } from '../../src/i18n/shell';
import { membersTexts } from '../../src/i18n/members';
import { tableTexts } from '../../src/i18n/table';
import { firstFrameShowing, readWatch, type Shown } from './felt-watch';
import { firstMemberRow } from './felt-screens';

/**
 * Taps, INP-style, on a page whose start has drawn its fresh data (felt-phone.ts):
 * - `inpMs`: the interaction's latency as the Event Timing API has it (the largest `duration` of
 *   the entries of the first interaction after the tap began: input to the next frame painted
 *   after its handlers, in 8 ms steps). A tap with no entry over the observer's 16 ms threshold
 *   counts as 16 ms.
 * - `shownMs`: from the input event (its `timeStamp`, the pointerdown or keydown) to the first
 *   frame that shows what the tap was for (the dialog, the filtered rows, the next screen's
 *   first row): more than INP when the tap's work goes on past its first frame.
 */
export type TapTimes = { inpMs: number | null; shownMs: number | null };
export type TapName = 'invite' | 'searchKey' | 'menuMove';

const TAP_TIMEOUT_MS = 30_000;
const SEARCH_KEY = 'k';
const DIALOG: Shown[] = [{ selector: '[role="dialog"]' }];

async function timeTap(page: Page, act: () => Promise<void>, shownAt: () => Promise<number | null>): Promise<TapTimes> {
  const from = await page.evaluate(() => performance.now());
  await act();
  const shown = await shownAt();
  // Event Timing reports an entry once the frame after its event is presented: two frames and a moment on.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))));
  const felt = await readWatch(page);
  const entries = felt.events.filter((entry) => entry.startTime >= from && entry.interactionId > 0);
  const interaction = entries.length ? Math.min(...entries.map((entry) => entry.interactionId)) : null;
  const inpMs = interaction === null ? 16 : Math.max(...entries.filter((entry) => entry.interactionId === interaction).map((entry) => entry.duration));
  const inputAt = felt.inputAt !== null && felt.inputAt >= from ? felt.inputAt : null;
  return { inpMs, shownMs: shown === null || inputAt === null ? null : shown - inputAt };
}

/** Opening 'Invite Members' on Manage Users (the dialog shown), then closing it again (not timed). */
export async function tapInvite(page: Page): Promise<TapTimes> {
  const times = await timeTap(
    page, () => page.getByRole('button', { name: membersTexts.invite }).click({ timeout: TAP_TIMEOUT_MS }),
    () => firstFrameShowing(page, DIALOG, TAP_TIMEOUT_MS),
  );
  await page.keyboard.press('Escape');
  if ((await firstFrameShowing(page, DIALOG, TAP_TIMEOUT_MS, true)) === null) throw new Error('the invite dialog did not close on Escape');
  await page.waitForTimeout(500);
  return times;
}

/** A key typed into the member search: the phone's list of cards showing only matching rows, no longer dimmed. */
export async function tapSearchKey(page: Page): Promise<TapTimes> {
  await page.getByRole('searchbox', { name: tableTexts.search }).focus({ timeout: TAP_TIMEOUT_MS });
  const filtered = async () => {
    try {
      const at = await page.waitForFunction(({ label, key }) => {
        const list = document.querySelector(`ul[aria-label="${label}"]`);
        if (!list || getComputedStyle(list).opacity !== '1') return false;
        const rows = [...list.children].filter((item) => item.querySelector('dl'));
        return rows.length > 0 && rows.every((row) => (row.textContent ?? '').toLowerCase().includes(key)) ? performance.now() : false;
      }, { label: membersTexts.tableLabel, key: SEARCH_KEY }, { timeout: TAP_TIMEOUT_MS, polling: 'raf' });
      return Number(await at.jsonValue());
    } catch {
      return null;
    }
  };
  return timeTap(page, () => page.keyboard.press(SEARCH_KEY), filtered);
}

/** From the dashboard to Manage Users by the menu's link (1280 px, where the menu is open), to its first member row. */
export function tapMenuMove(page: Page): Promise<TapTimes> {
  return timeTap(page, () => page.getByRole('link', { name: layoutTexts.manageUsers }).first().click({ timeout: TAP_TIMEOUT_MS }), () => firstFrameShowing(page, firstMemberRow, TAP_TIMEOUT_MS));
}
