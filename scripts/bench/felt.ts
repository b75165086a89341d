import type { Browser, BrowserContext, Page } from 'playwright-core';
import { membersTexts } from '../../src/i18n/members';
import { tableTexts } from '../../src/i18n/table';
import { paths } from '../../src/routing/paths';
import { sessionStorageEntries, type Session } from './routes';

/**
 * What a person on a phone feels, beside Lighthouse's figures: Chromium with its CPU slowed 4×
 * (DevTools' `Emulation.setCPUThrottlingRate`) on a slow-4G network (DevTools' network conditions,
 * as Lighthouse applies its slow 4G: 562.5 ms a request, 1,474.56 kbit/s down, 675 up), cold: no
 * service worker, nothing cached. Timed from the navigation's start (the page's time origin):
 * - login: to the first character typed into the e-mail field showing there, the person typing
 *   as soon as the field is on screen (and the character must still be there once the portal has
 *   started);
 * - Manage Users (signed in): to the first search result, the person typing a letter into the
 *   search box as soon as it is on screen.
 */
export type FeltResult = { runs: number; loginFirstCharMs: number; loginRunsMs: number[]; searchFirstResultMs: number; searchRunsMs: number[] };

const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const TIMEOUT_MS = 60_000;
const SEARCH_KEY = 'k';

async function slowPhone(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

async function loginFirstChar(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 800 } });
  try {
    const page = await slowPhone(context);
    await page.goto(new URL(paths.login, base).toString(), { waitUntil: 'commit' });
    const field = page.locator('input[name="email"]');
    await field.press('a', { timeout: TIMEOUT_MS });
    // Checked at every frame: the time of the first frame that has the character.
    const at = await page.waitForFunction(
      () => (document.querySelector<HTMLInputElement>('input[name="email"]')?.value === 'a' ? performance.now() : false),
      undefined,
      { timeout: TIMEOUT_MS, polling: 'raf' },
    );
    const ms = Number(await at.jsonValue());
    // Still there once the portal has started: a character the start-up dropped was never typed.
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
    if ((await field.inputValue()) !== 'a') throw new Error('felt time: the login field lost the typed character as the portal started');
    return ms;
  } finally {
    await context.close();
  }
}

async function searchFirstResult(browser: Browser, base: string, session: Session): Promise<number> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 800 },
    storageState: {
      cookies: [],
      origins: [{ origin: base, localStorage: Object.entries(sessionStorageEntries(session)).map(([name, value]) => ({ name, value })) }],
    },
  });
  try {
    const page = await slowPhone(context);
    await page.goto(new URL(paths.manageUser, base).toString(), { waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: tableTexts.search }).press(SEARCH_KEY, { timeout: TIMEOUT_MS });
    const at = await page.waitForFunction(
      ({ listLabel, key }) => {
        // At 390 px the members are a list of cards (a card per row); the empty message is an item without fields.
        const list = document.querySelector<HTMLElement>(`ul[aria-label="${listLabel}"]`);
        const rows = list ? [...list.children].filter((item) => item.querySelector('dl')) : [];
        const shown = list && getComputedStyle(list).opacity === '1' && rows.length > 0 && rows.every((row) => (row.textContent ?? '').toLowerCase().includes(key));
        return shown ? performance.now() : false;
      },
      { listLabel: membersTexts.tableLabel, key: SEARCH_KEY },
      { timeout: TIMEOUT_MS, polling: 'raf' },
    );
    return Number(await at.jsonValue());
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureFelt(browser: Browser, base: string, session: Session, runs: number): Promise<FeltResult> {
  const loginRunsMs: number[] = [];
  const searchRunsMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    loginRunsMs.push(await loginFirstChar(browser, base));
    searchRunsMs.push(await searchFirstResult(browser, base, session));
  }
  return { runs, loginFirstCharMs: median(loginRunsMs), loginRunsMs, searchFirstResultMs: median(searchRunsMs), searchRunsMs };
}
