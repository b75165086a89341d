import type { Browser, BrowserContext, Page } from 'playwright-core';
import { paths } from '../../src/routing/paths';
import { storageKeys } from '../../src/session/storage-keys';
import { sessionStorageEntries, type Session } from '../bench/routes';
import { MAIN_ACCOUNT } from '../bench/seed-api';
import type { CpuProfile } from './profile';

/** How the dashboard is opened: installed (worker controlling, data saved) online or offline, or cold. */
export type StartKind = 'installed-offline' | 'installed-online' | 'cold';

export type StartRun = { kind: StartKind; savedDataMs: number; profile: CpuProfile };

const HEADING = `Home: ${MAIN_ACCOUNT}`;
const TIMEOUT_MS = 60_000;

function contextFor(browser: Browser, base: string, session: Session, kind: StartKind): Promise<BrowserContext> {
  return browser.newContext({
    serviceWorkers: kind === 'cold' ? 'block' : 'allow',
    viewport: { width: 390, height: 800 },
    storageState: { cookies: [], origins: [{ origin: base, localStorage: Object.entries(sessionStorageEntries(session)).map(([name, value]) => ({ name, value })) }] },
  });
}

/** A first visit as the portal makes it: the screen shown, the worker controlling, the small queries saved. */
async function install(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(url);
  await page.getByText(HEADING).waitFor({ timeout: TIMEOUT_MS });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: TIMEOUT_MS });
  await page.waitForFunction(
    (prefix) => Object.keys(localStorage).some((key) => key.startsWith(prefix)),
    storageKeys.queryCachePrefix, { timeout: TIMEOUT_MS },
  );
  await page.close();
}

/** The time from the navigation to the first frame with the account's heading, and the CPU profile of that start. */
async function profiledStart(context: BrowserContext, url: string, cpu: number, online: boolean): Promise<{ ms: number; profile: CpuProfile }> {
  if (!online) await context.setOffline(true);
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'commit' });
  const at = await page.waitForFunction(
    (text) => (document.body?.innerText.includes(text) ? performance.now() : false),
    HEADING, { timeout: TIMEOUT_MS, polling: 'raf' },
  );
  const ms = Number(await at.jsonValue());
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  return { ms, profile };
}

export async function measureStart(browser: Browser, base: string, session: Session, kind: StartKind, cpu: number): Promise<StartRun> {
  const context = await contextFor(browser, base, session, kind);
  try {
    const url = new URL(paths.dashboard, base).toString();
    if (kind !== 'cold') await install(context, url);
    const { ms, profile } = await profiledStart(context, url, cpu, kind !== 'installed-offline');
    return { kind, savedDataMs: ms, profile };
  } finally {
    await context.close();
  }
}
