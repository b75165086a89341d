/*
 * `node --import tsx scripts/bench/sw-emulation.ts`: does DevTools' emulation set on a page (CPU
 * throttle, slow 4G, offline) also reach the service worker that controls it? The felt starts
 * (felt-phone.ts) set it per page, so this says what their figures include. On a page controlled
 * by the portal's worker, with nothing, then CPU 4× + slow 4G, then slow 4G offline set on the
 * page's own CDP session, then with Playwright's `context.setOffline(true)`, it times a busy loop in the page and in the worker, a flag the worker
 * fetches from the network itself (its /flags/ route; a different flag each time, so none is
 * cached yet) and an API call the worker leaves to the page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../tests/support/browser';
import { CPU_SLOWDOWN, SLOW_4G } from './felt-watch';
import { startBenchServer } from './server';

const MODES = [
  { name: 'no emulation', throttled: false, offline: false, flag: 'FR' },
  { name: 'CPU 4× + slow 4G', throttled: true, offline: false, flag: 'DE' },
  { name: 'slow 4G, offline', throttled: true, offline: true, flag: 'IT' },
  { name: "Playwright's context.setOffline(true)", throttled: false, offline: false, contextOffline: true, flag: 'ES' },
];

const timedFetch = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const from = performance.now();
    try {
      const response = await fetch(url, { cache: 'no-store' });
      return `${response.status} in ${Math.round(performance.now() - from)} ms`;
    } catch (error) {
      return `failed (${String(error)}) in ${Math.round(performance.now() - from)} ms`;
    }
  }, path);

const dataDir = mkdtempSync(join(tmpdir(), 'portal-sw-emulation-'));
const server = await startBenchServer(dataDir, null);
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const setup = await context.newPage();
  await setup.goto(new URL('/auth/login', server.url).toString());
  await setup.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await setup.close();
  const [worker] = context.serviceWorkers();
  for (const mode of MODES) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (mode.throttled) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Network.emulateNetworkConditions', { offline: mode.offline, ...SLOW_4G });
    }
    await page.goto(new URL('/auth/login', server.url).toString());
    if ('contextOffline' in mode) await context.setOffline(true);
    const busy = () => {
      const from = performance.now();
      let sum = 0;
      for (let index = 0; index < 1e8; index += 1) sum += index % 7;
      return sum > 0 ? Math.round(performance.now() - from) : 0;
    };
    console.log(mode.name, {
      controlled: await page.evaluate(() => navigator.serviceWorker.controller !== null),
      pageLoopMs: await page.evaluate(busy),
      workerLoopMs: await worker.evaluate(busy),
      flagFetchedByWorker: await timedFetch(page, `/flags/${mode.flag}.svg`),
      apiCallFromPage: await timedFetch(page, '/api/v1/health'),
    });
    await context.setOffline(false);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
