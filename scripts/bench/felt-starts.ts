import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForPersistedCache, waitForSavedMembers } from '../../tests/support/persisted-cache';
import { addWatch, firstFrameShowing, phonePage, waitForWatch, type Shown, type Watch, type WatchTimes } from './felt-watch';
import { paths } from '../../src/routing/paths';
import type { Screen } from './felt-screens';
import { sessionStorageEntries, type Session } from './routes';
import { MAIN_ACCOUNT } from './seed-api';

/**
 * The ways a screen is started (felt-phone.ts runs them): a device that has the portal installed
 * (its service worker controlling, its HTTP cache and the data the portal saved), online or with
 * no network, throttled or not; and a cold one (service workers blocked, HTTP cache disabled, only
 * the session in localStorage). Each start is a new page of its context navigating to the screen.
 */
export type StartKind = 'installed-online' | 'installed-offline' | 'cold' | 'installed-online-unthrottled';
export const START_KINDS: StartKind[] = ['installed-online', 'installed-offline', 'cold', 'installed-online-unthrottled'];

/** One start's figures, ms from the page's time origin; null: not shown within the start's time. */
export type StartTimes = WatchTimes & { apiMs: number | null };

export const PHONE = { width: 390, height: 800 };
const SETUP_TIMEOUT_MS = 60_000;
/** A start that takes longer than this is reported as not shown (the saved data offline may never be). */
const START_TIMEOUT_MS = { online: 40_000, offline: 15_000 };
/** The persister writes on a 1 s throttle; past it, whatever the screen saves is written. */
const PERSISTER_THROTTLE_MS = 1500;

function sessionOnly(base: string, session: Session) {
  return { cookies: [], origins: [{ origin: base, localStorage: Object.entries(sessionStorageEntries(session)).map(([name, value]) => ({ name, value })) }] };
}

/**
 * A device that has used the portal: signed in, it opened `paths` in turn (unthrottled: the
 * setting-up is not timed), the service worker got installed and took control, and the portal
 * saved what it saves (the session and accounts; the members list when Manage Users was opened).
 * Saved by the portal itself: the bench only waits for the stores to hold it.
 */
export async function installedDevice(
  browser: Browser, base: string, session: Session, visits: { path: string; shows: Shown[] }[], owner: { email: string }, viewport = PHONE,
): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport, storageState: sessionOnly(base, session) });
  try {
    const page = await context.newPage();
    await addWatch(page, { saved: [], fresh: [] });
    // The saved-data waits (tests/support/persisted-cache.ts) hold named helpers, which tsx wraps in
    // its `__name` helper; this untimed page gets a stand-in so they run in it.
    await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
    for (const visit of visits) {
      await page.goto(new URL(visit.path, base).toString());
      if ((await firstFrameShowing(page, visit.shows, SETUP_TIMEOUT_MS)) === null) throw new Error(`installing: ${visit.path} did not show its data`);
      if (visit.path === paths.manageUser) await waitForSavedMembers(page, [owner.email]);
    }
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: SETUP_TIMEOUT_MS });
    await waitForPersistedCache(page, [MAIN_ACCOUNT]);
    await page.waitForTimeout(PERSISTER_THROTTLE_MS);
    await page.close();
    return context;
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** The shortest API call the page made, as its resource timing has it: slow 4G adds 562.5 ms to each. */
const shortestApiCall = (page: Page) =>
  page.evaluate(() => {
    const calls = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
    return calls.length ? Math.min(...calls.map((entry) => entry.duration)) : null;
  });

/**
 * One start of `screen` on `context` (installed) or a fresh cold context, the watch waiting for
 * `fresh` (the server's current data). `after` runs on the page once the start is timed (the taps).
 */
export async function timeStart(
  browser: Browser, base: string, session: Session, installed: BrowserContext, kind: StartKind, screen: Screen, fresh: Shown[],
  after?: (page: Page) => Promise<void>,
): Promise<StartTimes> {
  const cold = kind === 'cold';
  const offline = kind === 'installed-offline';
  const context = cold
    ? await browser.newContext({ serviceWorkers: 'block', viewport: PHONE, storageState: sessionOnly(base, session) })
    : installed;
  try {
    const page = await phonePage(context, { throttled: kind !== 'installed-online-unthrottled', offline, cacheDisabled: cold });
    if (offline) await context.setOffline(true);
    try {
      const watch: Watch = { saved: screen.saved, fresh };
      await addWatch(page, watch);
      await page.goto(new URL(screen.path, base).toString(), { waitUntil: 'commit' });
      const times = await waitForWatch(page, offline ? ['saved'] : ['saved', 'fresh'], offline ? START_TIMEOUT_MS.offline : START_TIMEOUT_MS.online);
      const apiMs = offline ? null : await shortestApiCall(page);
      if (after && times.fresh !== null) await after(page);
      return { ...times, fresh: offline ? null : times.fresh, apiMs };
    } finally {
      if (offline) await context.setOffline(false);
      await page.close();
    }
  } finally {
    if (cold) await context.close();
  }
}
