import type { Browser, BrowserContext, Page } from 'playwright-core';
import { paths } from '../../src/routing/paths';
import { feltScreens, firstMemberRow, type ServerSide } from './felt-screens';
import { installedDevice, timeStart, type StartTimes } from './felt-starts';
import { addWatch, firstFrameShowing, phonePage } from './felt-watch';
import type { Session } from './routes';

/**
 * Manage Users at a directory's size (issue 52's budgets), on a phone (CPU 4×, slow 4G as
 * felt-watch.ts sets them): an installed device's starts with its saved list and no network
 * (the first row, then whether the pager counts every row: offline reading of the whole list),
 * and online after one more address was invited (the first row, the fresh count, and the bytes
 * the members call moved to bring the saved list up to date: one row changed); meanwhile, the
 * longest main-thread task after the first row showed (a `longtask` observer from the document's
 * start).
 */
export type DirectoryStarts = {
  offline: { firstRowMs: number | null; allRowsMs: number | null }[];
  online: (StartTimes & { listBytes: number | null; longestTaskMs: number | null })[];
};

const OFFLINE_TIMEOUT_MS = 30_000;

const LONG_TASKS = `(() => {
  const tasks = [];
  window.__longTasks = tasks;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    window.__longTasksError = String(error);
  }
})();`;

const PAGER = '[aria-live="polite"]';
const pagerShown = [{ selector: PAGER, text: ' of \\d+$' }];

/** The total the pager counts ('1–10 of 50001'). */
const pagerTotal = (page: Page) =>
  page.evaluate((selector) => {
    // Other live regions (the notifications, the offline notice) share the selector: the pager is the one that counts.
    const counts = [...document.querySelectorAll(selector)].map((element) => / of (\d+)$/.exec(element.textContent?.trim() ?? '')?.[1]);
    return Number(counts.find((count) => count !== undefined) ?? NaN);
  }, PAGER);

/** The members call's bytes on the wire (headers and body), as the page's resource timing has it. */
function listBytes(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const calls = performance.getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('/invitation/get-user-account-invitations')) as PerformanceResourceTiming[];
    return calls.length ? calls.reduce((sum, entry) => sum + entry.transferSize, 0) : null;
  });
}

/** The longest task that started after `from` (page time), once the page has had two seconds more. */
async function longestTaskAfter(page: Page, from: number | null): Promise<number | null> {
  if (from === null) return null;
  await page.waitForTimeout(2000);
  return page.evaluate((after) => {
    const tasks = (window as unknown as { __longTasks?: { startTime: number; duration: number }[] }).__longTasks ?? [];
    return tasks.filter((task) => task.startTime >= after).reduce((longest, task) => Math.max(longest, task.duration), 0);
  }, from);
}

async function offlineStart(device: BrowserContext, base: string, rows: number) {
  const page = await phonePage(device, { throttled: true, offline: true, cacheDisabled: false });
  await device.setOffline(true);
  try {
    await addWatch(page, { saved: firstMemberRow, fresh: [] });
    await page.goto(new URL(paths.manageUser, base).toString(), { waitUntil: 'commit' });
    const firstRowMs = await firstFrameShowing(page, firstMemberRow, OFFLINE_TIMEOUT_MS);
    const countedMs = await firstFrameShowing(page, pagerShown, OFFLINE_TIMEOUT_MS);
    // Every seeded row at least: the runs before invited one more address each.
    return { firstRowMs, allRowsMs: countedMs !== null && (await pagerTotal(page)) >= rows ? countedMs : null };
  } finally {
    await device.setOffline(false);
    await page.close();
  }
}

export async function directoryStarts(
  browser: Browser, server: ServerSide, session: Session, rows: number, runs: number, step: (what: string) => void,
): Promise<DirectoryStarts> {
  const { screens, restore } = feltScreens(server);
  const manageUsers = screens.find((screen) => screen.path === paths.manageUser);
  if (!manageUsers) throw new Error('no Manage Users screen');
  step(`  Manage Users at ${rows.toLocaleString('en-GB')} rows: installing...`);
  const device = await installedDevice(browser, server.base, session, [{ path: paths.manageUser, shows: firstMemberRow }], server);
  await device.addInitScript({ content: LONG_TASKS });
  const result: DirectoryStarts = { offline: [], online: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      result.offline.push(await offlineStart(device, server.base, rows));
      let measured: { listBytes: number | null; longestTaskMs: number | null } = { listBytes: null, longestTaskMs: null };
      const times = await timeStart(browser, server.base, session, device, 'installed-online', manageUsers, await manageUsers.freshen(), async (page) => {
        const saved = await page.evaluate(() => (window as unknown as { __felt: { saved: number | null } }).__felt.saved);
        measured = { longestTaskMs: await longestTaskAfter(page, saved), listBytes: await listBytes(page) };
      });
      result.online.push({ ...times, ...measured });
      step(`    run ${run + 1}/${runs} done`);
    }
    return result;
  } finally {
    await device.close();
    await restore();
  }
}
