import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/browser';
import { onCleanup } from './cleanup';
import { median, medianFigures, type RunFigures } from './run-medians';
import { sessionStorageEntries, type BenchRoute, type Session } from './routes';

/**
 * Lighthouse 12.8's default configuration (mobile, simulated throttling; only the performance
 * category is run, and no full-page screenshot taken, neither of which changes how it scores)
 * against the system Chromium.
 *
 * The session: Chromium is started here with a profile of its own and a debugging port, and
 * Lighthouse connects to that port, so its tab shares the profile's localStorage. Before each
 * run the origin's localStorage is set to exactly the session (or emptied for the sign-in page),
 * which also drops the query cache the previous run persisted: every run fetches its data.
 * Lighthouse itself then makes the load cold, as by default: it empties the HTTP cache and
 * removes the origin's service workers and Cache Storage (its default `clearStorageTypes`
 * leave localStorage alone, so `disableStorageReset` is not needed and not used).
 */
export type LighthouseResult = {
  route: string; runs: number; score: number | null; lcpMs: number; tbtMs: number; cls: number;
  /** The lowest and highest of the runs. */
  lcpRangeMs: [number, number]; tbtRangeMs: [number, number];
  /** Every run's figures, in order. */
  perRun: RunFigures[];
  benchmarkIndex: number; warnings: string[];
  /** Lighthouse's own count of script bytes (transfer sizes, so headers included): a cross-check of bytes.ts. */
  scriptTransferBytes: number;
};

type NetworkItem = { resourceType?: string; transferSize?: number };

export type LighthouseBrowser = { run: (route: BenchRoute) => Promise<LighthouseResult>; close: () => Promise<void> };

async function devToolsPort(profile: string, exited: () => boolean): Promise<number> {
  const file = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !exited()) {
    if (existsSync(file)) {
      const port = Number(readFileSync(file, 'utf8').split('\n')[0]);
      if (port > 0) return port;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its debugging port');
}

/**
 * Removes a directory whole, again if something wrote into it meanwhile (a Chromium helper that
 * has not quite ended): `rmSync`'s own retries only retry the last step, and the bench then ended
 * with ENOTEMPTY after all its measurements.
 */
async function removeDirectory(directory: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      rmSync(directory, { recursive: true, force: true });
      return;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** `reportsDir`: where each run's whole Lighthouse report goes as JSON (its trace-based audits, long tasks included), or null. */
export async function startLighthouseBrowser(base: string, session: Session, runs: number, reportsDir: string | null = null): Promise<LighthouseBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'portal-bench-chromium-'));
  const removeProfile = onCleanup('remove the Chromium profile', () => removeDirectory(profile));
  // A process group of its own, so that stopping it stops its helper processes too.
  const child = spawn(CHROMIUM_PATH, [
    ...CHROMIUM_ARGS, '--headless=new', `--user-data-dir=${profile}`, '--remote-debugging-port=0',
    // As chrome-launcher starts it for Lighthouse: a headless tab must not be treated as hidden.
    '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows', '--disable-renderer-backgrounding',
    '--no-default-browser-check', '--disable-extensions', '--mute-audio', 'about:blank',
  ], { stdio: 'ignore', detached: true });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  const stopChromium = onCleanup('stop Chromium', async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signalGroup('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    // Helpers that outlived the browser (they write the disk cache's index as they go) end too.
    signalGroup('SIGKILL');
  });
  const port = await devToolsPort(profile, () => child.exitCode !== null);

  /**
   * Leaves exactly `entries` in the origin's localStorage, from a page of the origin that does not
   * start the portal (sessionStorage is the tab's own, and Lighthouse's tab starts without any).
   */
  const setStorage = async (entries: Record<string, string>) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      const page = await browser.contexts()[0].newPage();
      await page.goto(new URL('/api/v1/health', base).toString());
      await page.evaluate((values) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      }, entries);
      await page.close();
    } finally {
      // Only the connection: the browser is this module's to stop.
      await browser.close();
    }
  };

  return {
    run: async (route) => {
      const audit = async () => {
        await setStorage(route.signedIn ? sessionStorageEntries(session) : {});
        const result = await lighthouse(new URL(route.path, base).toString(), {
          // No full-page screenshot: it only illustrates the HTML report, and costs seconds a run here.
          port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableFullPageScreenshot: true,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
        return result.lhr;
      };
      // On a busy machine a run now and then fails to record its trace (NO_NAVSTART, NO_FCP):
      // Lighthouse's own advice is to run it again. Once; a second failure stops the bench.
      const auditOnce = async () => {
        let result = await audit();
        const retried = result.runtimeError ? `${result.runtimeError.code} on the first try, run again` : null;
        if (result.runtimeError) result = await audit();
        if (result.runtimeError) throw new Error(`Lighthouse on ${route.path}: ${result.runtimeError.code} ${result.runtimeError.message}`);
        // A lost session would send a signed-in route to the sign-in page, and that page would be measured instead.
        const shown = new URL(result.finalDisplayedUrl).pathname;
        if (shown !== route.path) throw new Error(`Lighthouse on ${route.path} ended on ${shown}: the session did not hold`);
        return { result, retried };
      };
      // One run of a simulated mobile load varies by 0.1-0.2 s of LCP here; Lighthouse's advice is
      // several runs. Each figure is the median of its runs (run-medians.ts says why not one run's).
      const audits = [];
      for (let run = 0; run < runs; run++) audits.push(await auditOnce());
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        audits.forEach(({ result }, run) => writeFileSync(join(reportsDir, `${route.name.replace(/\W+/g, '-')}-${run + 1}.json`), JSON.stringify(result)));
      }
      const lhrs = audits.map((audit) => audit.result);
      const perRun: RunFigures[] = lhrs.map((lhr) => ({
        score: lhr.categories.performance?.score ?? null,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      }));
      const retried = audits.map((audit) => audit.retried).find((note) => note !== null) ?? null;
      // The script bytes do not depend on the run: the first run's.
      const items = (lhrs[0].audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      return {
        route: route.name,
        runs,
        ...medianFigures(perRun),
        perRun,
        benchmarkIndex: median(lhrs.map((lhr) => lhr.environment.benchmarkIndex)),
        warnings: [...(retried ? [retried] : []), ...new Set(lhrs.flatMap((lhr) => lhr.runWarnings.map(String)))],
        scriptTransferBytes: items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      };
    },
    close: async () => {
      await stopChromium();
      await removeProfile();
    },
  };
}
