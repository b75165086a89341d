import type { Browser, Page, Route } from 'playwright-core';
import { paths } from '../../src/routing/paths';
import { analyse, type CpuProfile, type ProfileFigures } from './profile';
import { KINDS, LOOK_ARGS, SCREENS, countKinds, lookOf, morePerPage, navigateInPage, type Screen } from './screens';

/** One run of one screen: the time to its frame, its profile's figures, and what it drew. */
export type RunFigures = {
  frameMs: number;
  profile: ProfileFigures;
  counts: Record<string, number>;
  /** The computed style of the first element of each kind, to compare between variants. */
  look: Record<string, string>;
  /** Manage Users only: picking 50 rows per page after the first render. */
  more?: { frameMs: number; profile: ProfileFigures };
};

const TIMEOUT = 60_000;
const PROFILE = `${paths.profile}`;
/** tsx keeps function names with a `__name` helper that the page's copy of a function calls. */
const NAME_HELPER = 'globalThis.__name = (fn) => fn;';

/** Waits until My Profile shows its form, the page every run starts from. */
async function onProfile(page: Page): Promise<void> {
  await page.goto(PROFILE, { timeout: TIMEOUT });
  await page.locator('input[name="first_name"]').waitFor({ timeout: TIMEOUT });
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT });
}

/**
 * Visits every measured screen once, so each has saved its data as a person's earlier visit
 * would, and keeps the browser's storage (IndexedDB included) in `file` for the runs.
 */
export async function saveVisit(browser: Browser, base: string, entries: Record<string, string>, file: string): Promise<void> {
  const context = await browser.newContext({
    baseURL: base, serviceWorkers: 'block', viewport: { width: 1280, height: 800 },
    storageState: { cookies: [], origins: [{ origin: base, localStorage: Object.entries(entries).map(([name, value]) => ({ name, value })) }] },
  });
  await context.addInitScript(NAME_HELPER);
  try {
    const page = await context.newPage();
    await onProfile(page);
    for (const screen of SCREENS.filter((candidate) => candidate.width === 1280)) {
      await page.evaluate(navigateInPage, { path: screen.path, ready: screen.ready, min: screen.min });
      await page.waitForLoadState('networkidle', { timeout: TIMEOUT });
    }
    // The saves happen when the page is hidden, as when a person leaves the portal.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(3000);
    await context.storageState({ path: file, indexedDB: true });
  } finally {
    await context.close();
  }
}

async function profiled(page: Page, cpu: number, work: () => Promise<number>): Promise<{ frameMs: number; profile: ProfileFigures }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.start');
  const frameMs = await work();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return { frameMs, profile: analyse(profile) };
}

/** One measured first render of `screen` from saved data, on a fresh context. */
export async function measureScreen(browser: Browser, base: string, storage: string, screen: Screen, cpu: number): Promise<RunFigures> {
  const context = await browser.newContext({ baseURL: base, serviceWorkers: 'block', viewport: { width: screen.width, height: 800 }, storageState: storage });
  const held: Route[] = [];
  let holding = false;
  await context.addInitScript(NAME_HELPER);
  await context.route('**/api/v1/**', (route) => (holding && !screen.live?.test(route.request().url()) ? void held.push(route) : route.continue()));
  try {
    const page = await context.newPage();
    await onProfile(page);
    holding = true;
    const first = await profiled(page, cpu, () => page.evaluate(navigateInPage, { path: screen.path, ready: screen.ready, min: screen.min }));
    const counts = await page.evaluate(countKinds, KINDS);
    const look = await page.evaluate(lookOf, LOOK_ARGS);
    const more = screen.more ? await profiled(page, cpu, () => page.evaluate(morePerPage, screen.more!)) : undefined;
    return { ...first, counts, look, more };
  } finally {
    await context.close();
  }
}
