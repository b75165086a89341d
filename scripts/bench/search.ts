import type { Browser, Page } from 'playwright-core';
import { membersTexts } from '../../src/i18n/members';
import { tableTexts } from '../../src/i18n/table';
import { paths } from '../../src/routing/paths';
import { ROUTES, sessionStorageEntries, type RouteContext, type Session } from './routes';

/**
 * Member search at full size: on Manage Users with every row loaded, queries are typed a key at
 * a time, and each key is timed in the page from its keydown event (`event.timeStamp`, the
 * moment the browser got the key) to the first frame after the table shows the rows for the
 * text typed so far. "Shows" is read from the DOM, checked after every mutation (and after the
 * key's frame, for a key that changes no row): the box holds
 * the text, the table is no longer dimmed (DataTable dims it while its deferred search catches
 * up with the box), and every row shown contains the text. The end is taken after the next
 * animation frame and a task (rAF, then a message), i.e. once that frame has been produced.
 */
export type SearchResult = { keystrokes: number; medianMs: number; p95Ms: number; maxMs: number; samplesMs: number[] };

/** A last name, an e-mail fragment and a member number: typed as a person would, one key at a time. */
const QUERIES = ['khan', 'grace.wo', '4711'];
const KEY_TIMEOUT_MS = 10_000;

type KeyTiming = { ms: number } | { error: string };

/** Installs the in-page watch for the next key, which must leave `expected` in the box. */
function watchNextKey(page: Page, expected: string): Promise<void> {
  return page.evaluate(({ expected, tableLabel, timeoutMs }) => {
    const input = document.querySelector<HTMLInputElement>('input[type="search"]');
    const table = document.querySelector<HTMLTableElement>(`table[aria-label="${tableLabel}"]`);
    const holder = window as unknown as { __benchKey?: Promise<KeyTiming>; __benchCheck?: () => void };
    if (!input || !table) {
      holder.__benchKey = Promise.resolve({ error: 'no search box or members table on the page' });
      return;
    }
    holder.__benchKey = new Promise<KeyTiming>((resolve) => {
      let pressedAt: number | null = null;
      let done = false;
      const needle = expected.trim().toLowerCase();
      const timer = setTimeout(() => {
        done = true;
        observer.disconnect();
        resolve({ error: `the table did not show the rows for "${expected}" within ${timeoutMs} ms` });
      }, timeoutMs);
      // A property, not a named helper: tsx names functions with a helper that does not exist in the page.
      holder.__benchCheck = () => {
        const shown =
          !done &&
          pressedAt !== null &&
          input.value === expected &&
          getComputedStyle(table).opacity === '1' &&
          [...table.tBodies[0].rows].every((row) => row.cells.length === 1 || (row.textContent ?? '').toLowerCase().includes(needle));
        if (!shown) return;
        done = true;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve({ ms: performance.now() - (pressedAt as number) });
          channel.port2.postMessage(null);
        });
      };
      // Checked after every change to the table, and once more after the key's own frame: a key
      // that leaves the same rows (and a render with no dimming to undo) changes nothing to observe.
      input.addEventListener('keydown', (event) => {
        pressedAt = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => holder.__benchCheck?.(), 0));
      }, { once: true, capture: true });
      const observer = new MutationObserver(() => holder.__benchCheck?.());
      observer.observe(table, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  }, { expected, tableLabel: membersTexts.tableLabel, timeoutMs: KEY_TIMEOUT_MS });
}

async function timedKey(page: Page, key: string, expected: string): Promise<number> {
  await watchNextKey(page, expected);
  await page.keyboard.press(key);
  const timing = await page.evaluate(() => (window as unknown as { __benchKey: Promise<KeyTiming> }).__benchKey);
  if ('error' in timing) throw new Error(`member search: ${timing.error}`);
  return timing.ms;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const rank = (values: number[], p: number) => sorted(values)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

export async function measureMemberSearch(browser: Browser, base: string, session: Session, context: RouteContext): Promise<SearchResult> {
  const route = ROUTES.find((candidate) => candidate.path === paths.manageUser);
  if (!route) throw new Error('no Manage Users route');
  const browserContext = await browser.newContext({
    serviceWorkers: 'block',
    storageState: {
      cookies: [],
      origins: [{ origin: base, localStorage: Object.entries(sessionStorageEntries(session)).map(([name, value]) => ({ name, value })) }],
    },
  });
  try {
    const page = await browserContext.newPage();
    await page.goto(new URL(route.path, base).toString());
    await route.ready(page, context);
    // Let the load's own after-work finish (the portal saves the fresh list for offline use a
    // moment later): a person does not type within a second of the table appearing.
    await page.waitForTimeout(2000);
    const box = page.getByRole('searchbox', { name: tableTexts.search });
    await box.focus();
    const samples: number[] = [];
    for (const query of QUERIES) {
      for (let length = 1; length <= query.length; length += 1) {
        samples.push(await timedKey(page, query[length - 1], query.slice(0, length)));
        // A person types a key every 150 ms or so; the next key waits for a quiet page.
        await page.waitForTimeout(150);
      }
      // Back to the full list (not counted), before the next query.
      await box.selectText();
      await timedKey(page, 'Backspace', '');
    }
    return { keystrokes: samples.length, medianMs: rank(samples, 50), p95Ms: rank(samples, 95), maxMs: Math.max(...samples), samplesMs: samples };
  } finally {
    await browserContext.close();
  }
}
