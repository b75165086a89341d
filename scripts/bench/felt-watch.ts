import type { BrowserContext, Page } from 'playwright-core';

/**
 * The in-page watch of the felt starts (felt-starts.ts) and taps (felt-taps.ts), and the phone
 * the page runs on.
 *
 * The watch is an init script, so it runs in the document before any of the portal's (or a
 * prerendered page's) own scripts: from the document's first animation frame on, every frame's
 * callback checks whether the screen shows its saved data and its fresh data (conditions on the
 * DOM, `Screen` in felt-screens.ts), and keeps `performance.now()` of the first frame each holds.
 * A rAF callback runs just before its frame is drawn, so the DOM it sees is what that frame shows.
 * It also keeps every Event Timing entry (`PerformanceObserver`, type 'event', threshold 16 ms,
 * observed from the document's start) and the time stamp of the latest pointerdown or keydown.
 * It is plain JavaScript in a string: tsx would name inner functions with a helper the page lacks.
 */

/** Some elements matching `selector`, rendered and not transparent, whose text matches `text` (a RegExp source); `count`: exactly that many. */
export type Shown = { selector: string; text?: string; count?: number };
/** Holds when any of its conditions does. */
export type Watch = { saved: Shown[]; fresh: Shown[] };

export type WatchTimes = { saved: number | null; fresh: number | null; savedWasFresh: boolean | null };
export type EventEntry = { name: string; duration: number; interactionId: number; startTime: number };

export const SLOW_4G = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;

/**
 * Whether any of the conditions (`Shown[]`) holds in the document now. The watch also leaves it in
 * the page as `__feltHolds`, for the bench's own waits (a string to evaluate would break the
 * portal's Content Security Policy, which has no 'unsafe-eval').
 */
const HOLDS = `(conditions) => conditions.some((condition) => {
  const pattern = condition.text === undefined ? null : new RegExp(condition.text);
  let count = 0;
  for (const element of document.querySelectorAll(condition.selector)) {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (pattern && !pattern.test((element.textContent || '').trim())) continue;
    count += 1;
  }
  return condition.count === undefined ? count > 0 : count === condition.count;
})`;

const WATCH_SCRIPT = `(() => {
  const watch = __WATCH__;
  const felt = { saved: null, fresh: null, savedWasFresh: null, events: [], inputAt: null };
  window.__felt = felt;
  const holds = __HOLDS__;
  window.__feltHolds = holds;
  const frame = () => {
    const now = performance.now();
    if (felt.saved === null && holds(watch.saved)) {
      felt.saved = now;
      // What the first frame with data showed, and whether it was already the fresh data.
      felt.savedWasFresh = holds(watch.fresh);
    }
    if (felt.fresh === null && holds(watch.fresh)) felt.fresh = now;
    if (felt.saved === null || felt.fresh === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, (event) => { felt.inputAt = event.timeStamp; }, { capture: true });
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        felt.events.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId || 0, startTime: entry.startTime });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch (error) {
    felt.eventTimingError = String(error);
  }
})();`;

/** Adds the watch for `watch` to the page's next documents. */
export async function addWatch(page: Page, watch: Watch): Promise<void> {
  await page.addInitScript({ content: WATCH_SCRIPT.replace('__HOLDS__', () => HOLDS).replace('__WATCH__', () => JSON.stringify(watch)) });
}

/** The page's time at the first frame where `shown` holds, or null after `timeoutMs`; the page must have the watch. */
export async function firstFrameShowing(page: Page, shown: Shown[], timeoutMs: number, negate = false): Promise<number | null> {
  try {
    const at = await page.waitForFunction(
      ({ conditions, not }) => {
        const holds = (window as unknown as { __feltHolds: (conditions: Shown[]) => boolean }).__feltHolds(conditions);
        return holds !== not ? performance.now() : false;
      },
      { conditions: shown, not: negate },
      { timeout: timeoutMs, polling: 'raf' },
    );
    return Number(await at.jsonValue());
  } catch {
    return null;
  }
}

type Felt = WatchTimes & { events: EventEntry[]; inputAt: number | null };

export function readWatch(page: Page): Promise<Felt> {
  return page.evaluate(() => (window as unknown as { __felt: Felt }).__felt);
}

/**
 * Waits until the watch saw what `want` names, or `timeoutMs` passes (the times not seen stay null).
 * Polls from Node: the in-page frame loop is what times, this only asks whether it is done.
 */
export async function waitForWatch(page: Page, want: ('saved' | 'fresh')[], timeoutMs: number): Promise<WatchTimes> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const felt = await readWatch(page).catch(() => null);
    if (felt && want.every((key) => felt[key] !== null)) return { saved: felt.saved, fresh: felt.fresh, savedWasFresh: felt.savedWasFresh };
    if (Date.now() > deadline) return { saved: felt?.saved ?? null, fresh: felt?.fresh ?? null, savedWasFresh: felt?.savedWasFresh ?? null };
    await page.waitForTimeout(100);
  }
}

/**
 * A phone for the page, set before its navigation so the throttle applies from its first task:
 * CPU slowed 4× and Lighthouse's slow 4G as DevTools applies it (latency per request, throughput),
 * offline when asked (beside Playwright's own `setOffline`, which this session would override).
 * Without `throttled`, the page runs at this machine's speed on loopback.
 */
export async function phonePage(context: BrowserContext, options: { throttled: boolean; offline: boolean; cacheDisabled: boolean }): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (options.cacheDisabled) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (options.throttled || options.offline) {
    const network = options.throttled ? SLOW_4G : { latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
    await cdp.send('Network.emulateNetworkConditions', { offline: options.offline, ...network });
  }
  if (options.throttled) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}
