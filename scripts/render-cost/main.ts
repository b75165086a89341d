/*
 * Chakra's per-element cost: the CPU a screen's first render takes, and what Chakra's and
 * Emotion's per-element functions take of it, on the dashboard, Manage Users (5,040 rows) and
 * Security, at a desktop's width (a table) and a phone's (cards).
 *
 *   node --import tsx scripts/render-cost/main.ts [--dist NAME=DIR ...] [--runs 5] [--cpu 4] [--screens REGEXP] [--json PATH]
 *
 * Without --dist it builds this checkout unminified into a temp directory (`vite build --minify
 * false`: the profile keeps the libraries' function names; the code is the same). Several --dist
 * (e.g. before=/tmp/a after=/tmp/b, each such a build) are measured run by run, interleaved, on
 * copies of one seeded database, so a busy machine moves every variant alike.
 *
 * Each run is a fresh browser context holding the saved data a previous visit left (its storage,
 * IndexedDB included): it opens My Profile, then holds every API call (the screen draws its saved
 * data, as on an installed start, and no answer lands inside the measure), slows the CPU (4× by
 * default, as Lighthouse's phone), starts the CDP profiler and moves to the screen as a menu tap
 * does, until the frame that shows it. Manage Users then picks 50 rows per page, measured the same
 * way: the cost of 40 more rows.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../tests/support/browser';
import { cleanUp, cleanUpOnSignals, onCleanup } from '../bench/cleanup';
import { seed } from '../bench/seed';
import { OWNER_DEVICE, signIn } from '../bench/seed-api';
import { sessionStorageEntries, type Session } from '../bench/routes';
import { report, type Variant } from './report';
import { measureScreen, saveVisit, type RunFigures } from './run';
import { SCREENS } from './screens';
import { startVariantServer } from './server';

const root = new URL('../..', import.meta.url).pathname;
const { values: options } = parseArgs({
  options: { dist: { type: 'string', multiple: true }, runs: { type: 'string', default: '5' }, cpu: { type: 'string', default: '4' }, json: { type: 'string' }, screens: { type: 'string' } },
});
const runs = Math.max(1, Math.round(Number(options.runs)) || 5);
const cpu = Math.max(1, Number(options.cpu) || 4);
/** --screens 'manage': only the screens whose name matches. */
const screens = SCREENS.filter((screen) => new RegExp(options.screens ?? '').test(screen.name));
const step = (what: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${what}`);

function distributions(work: string): { name: string; dir: string }[] {
  if (options.dist?.length) {
    return options.dist.map((entry) => {
      const [name, dir] = entry.split('=');
      if (!name || !dir) throw new Error(`--dist takes NAME=DIR, not "${entry}"`);
      return { name, dir };
    });
  }
  const dir = join(work, 'dist');
  step('building this checkout unminified (vite build --minify false)...');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--minify', 'false', '--outDir', dir, '--emptyOutDir'], { cwd: root, stdio: 'ignore' });
  return [{ name: 'current', dir }];
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'render-cost-'));
  onCleanup('remove the temp directory', () => rmSync(work, { recursive: true, force: true }));
  const dists = distributions(work);
  step('seeding an account of 5,000 members and 40 pending invitations...');
  const seedDir = join(work, 'seed');
  const seeded = await seed(seedDir, null, { members: 5000, pendingInvitations: 40, signInUsers: 1, activityEntries: 10 });

  const variants: (Variant & { url: string; session: Session; storage: string })[] = [];
  const browser: Browser = await launchBrowser();
  onCleanup('close Chromium', () => browser.close());
  for (const dist of dists) {
    // The embedded database is one process's at a time: each variant's server has its own copy.
    const dataDir = join(work, `data-${dist.name}`);
    cpSync(seedDir, dataDir, { recursive: true });
    step(`starting the server for ${dist.name} (${dist.dir})...`);
    const url = await startVariantServer(dataDir, dist.dir);
    const owner = await signIn(url, seeded.email, OWNER_DEVICE);
    const session = { token: owner.token, userId: owner.user.id, accountId: seeded.accountId };
    const storage = join(work, `storage-${dist.name}.json`);
    await saveVisit(browser, url, sessionStorageEntries(session), storage);
    variants.push({ name: dist.name, url, session, storage, runs: Object.fromEntries(screens.map((screen) => [screen.name, [] as RunFigures[]])) });
  }

  for (let run = 1; run <= runs; run += 1) {
    step(`run ${run} of ${runs}...`);
    for (const screen of screens) {
      for (const variant of variants) variant.runs[screen.name].push(await measureScreen(browser, variant.url, variant.storage, screen, cpu));
    }
  }
  const text = report(variants, screens, runs, cpu);
  console.log(text);
  const json = options.json ?? join(tmpdir(), 'render-cost-results.json');
  writeFileSync(json, JSON.stringify(variants.map(({ name, runs: figures }) => ({ name, runs: figures })), null, 2));
  step(`figures written to ${json}`);
}

cleanUpOnSignals();
main()
  .then(() => cleanUp())
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exit(2);
  });
