/*
 * `npm run bench`: the portal's size, speed and API figures against their budgets, in one table.
 *
 * Builds the portal when dist/ is stale (build.ts), seeds an account of 5,000 members and an activity
 * log of 100,000 entries (seed.ts),
 * starts the real server process on a free loopback port with the embedded database in a temp
 * DATA_DIR, then measures in turn, so no phase competes with another for this machine's cores:
 *   1. sign-in at 40/s, the list calls at 200/s, then the Activity screen's call at 200/s (api.ts),
 *      first, before any browser has run,
 *   2. compressed JavaScript each route loads before interaction (bytes.ts, Playwright),
 *   3. the member table's search at full size (search.ts, Playwright),
 *   3b. what a person feels on a phone: the login and search (felt.ts), then each screen's starts,
 *      installed online, offline and cold, and the taps (felt-phone.ts),
 *   4. Lighthouse on each route (lighthouse.ts),
 *   5. the API again on PostgreSQL when TEST_DATABASE_URL is set (a database of its own, seeded
 *      the same way, dropped after).
 * Prints the table, writes every figure as JSON (--json PATH, else a file in the temp directory),
 * and exits 1 when a budget fails, 2 when the bench itself could not run. Server, browsers, temp
 * directories and the PostgreSQL database are removed on every exit, Ctrl-C included.
 *
 * Options: --build (build even when dist/ looks current), --seconds N (each API stream, default 10),
 * --runs N (Lighthouse runs per route and runs of each felt start and tap, each figure the median of its runs; default 5, as Lighthouse's
 * own guidance on variability advises: on two shared cores one route's LCP moved 1.6-2.1 s and TBT
 * 56-390 ms between single runs), --json PATH, --only api (only steps 1 and 5: no build, no browsers; a minute instead of several, for
 * measuring the server alone), --only portal (the browsers' figures without the API), --only felt (only
 * what a person feels on a phone, felt-phone.ts: the screens' starts and the taps; some ten minutes on two shared cores),
 * --only directory (only step 6), --members N,M (step 6's sizes; default 5000,50000).
 *   6. Manage Users at a directory's size, each size on a database of its own (directory-part.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createPostgresDatabase, TEST_DATABASE_URL } from '../../tests/support/api-db';
import { launchBrowser } from '../../tests/support/browser';
import { measureFelt } from './felt';
import { measureFeltPhone } from './felt-phone';
import { measureDirectoryAt } from './directory-part';
import { measureApi, type ApiFigures } from './api';
import type { Results } from './budgets';
import type { DirectoryResult } from './directory-rows';
import { buildPortal, buildReason } from './build';
import { measureRouteBytes, type RouteBytes } from './bytes';
import { cleanUp, cleanUpOnSignals, onCleanup, stopRequested } from './cleanup';
import { startLighthouseBrowser, type LighthouseResult } from './lighthouse';
import { ROUTES, type Session } from './routes';
import { measureMemberSearch } from './search';
import { seed, type Seeded } from './seed';
import { ownerSession } from './seed-api';
import { startBenchServer, type BenchServer } from './server';
import { report } from './report';

// 420 members can sign in: the load's 400 sign-ins (40/s for 10 s) are each by a different member, and the probes use another.
const SIZES = { members: 5000, pendingInvitations: 40, signInUsers: 420, activityEntries: 100_000 };
const root = new URL('../..', import.meta.url).pathname;

const { values: options } = parseArgs({
  options: {
    build: { type: 'boolean', default: false }, seconds: { type: 'string', default: '10' }, runs: { type: 'string', default: '5' }, json: { type: 'string' }, only: { type: 'string' }, members: { type: 'string', default: '5000,50000' }, reports: { type: 'string' },
  },
});
if (options.only !== undefined && !['api', 'portal', 'felt', 'directory'].includes(options.only)) {
  throw new Error(`--only takes "api", "portal", "felt" or "directory", not "${options.only}"`);
}
const directoryOnly = options.only === 'directory';
const directorySizes = options.members.split(',').map((size) => Math.round(Number(size)));
if (directorySizes.some((size) => !Number.isFinite(size) || size < 2)) throw new Error(`--members takes sizes like 5000,50000, not "${options.members}"`);
const apiOnly = options.only === 'api';
const portalOnly = options.only === 'portal';
const feltOnly = options.only === 'felt';
const apiSeconds = Math.min(60, Math.max(1, Number(options.seconds) || 10));
const lighthouseRuns = Math.min(9, Math.max(1, Math.round(Number(options.runs)) || 5));
const jsonPath = options.json ?? join(tmpdir(), 'portal-bench-results.json');
const startedAt = Date.now();
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(0)} s`;
const step = (what: string) => console.log(`[${elapsed()}] ${what}`);

/** A seeded database with the server running on it, signed in as the account's owner. */
async function seededServer(label: string, databaseUrl: string | null): Promise<{ server: BenchServer; seeded: Seeded; session: Session; accountToken: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-data-'));
  onCleanup('remove the data directory', () => rmSync(dataDir, { recursive: true, force: true }));
  step(`seeding ${label}: an account of ${SIZES.members.toLocaleString('en-GB')} members...`);
  const seeded = await seed(dataDir, databaseUrl, SIZES);
  step(`starting the server on ${label}...`);
  const server = await startBenchServer(dataDir, databaseUrl);
  return { server, seeded, ...(await ownerSession(server.url, seeded)) };
}

async function apiOn(label: string, running: Awaited<ReturnType<typeof seededServer>>): Promise<ApiFigures> {
  step(`API on ${label}: sign-in at 40/s, the list calls at 200/s, then the activity list at 200/s, ${apiSeconds} s each...`);
  return measureApi(running.server.url, {
    seconds: apiSeconds, users: running.seeded.signInUsers, sessionToken: running.session.token, accountToken: running.accountToken,
    activityPersonId: running.seeded.activityPersonId, activityEntries: running.seeded.activityEntries,
  });
}

/** Steps 2 to 4: what the browsers measure on the running server. */
async function measurePortal(embedded: Awaited<ReturnType<typeof seededServer>>, routeContext: { memberRows: number }) {
  const base = embedded.server.url;
  step('compressed JavaScript per route, then member search (Chromium via Playwright)...');
  const browser = await launchBrowser();
  const closeBrowser = onCleanup('close Chromium', () => browser.close());
  const bytes: RouteBytes[] = [];
  for (const route of ROUTES) bytes.push(await measureRouteBytes(browser, base, join(root, 'dist'), route, embedded.session, routeContext));
  const search = await measureMemberSearch(browser, base, embedded.session, routeContext);
  step(`what a phone feels: CPU 4× slower, slow 4G, cold (${lighthouseRuns} run(s), the median)...`);
  const felt = await measureFelt(browser, base, embedded.session, lighthouseRuns);
  const feltPhone = await phoneStarts(browser, embedded);
  await closeBrowser();

  step(`Lighthouse, mobile, each route cold, ${lighthouseRuns} run(s) each (each figure the median of its runs)...`);
  const lighthouse = await startLighthouseBrowser(base, embedded.session, lighthouseRuns, options.reports ?? null);
  const audits: LighthouseResult[] = [];
  for (const route of ROUTES) {
    audits.push(await lighthouse.run(route));
    step(`  ${route.path} done`);
  }
  await lighthouse.close();
  return { routes: ROUTES.map((route, index) => ({ route, bytes: bytes[index], lighthouse: audits[index] })), search, felt, feltPhone };
}

/** The screens' starts and the taps (felt-phone.ts), with the server's data changed between starts and restored after. */
function phoneStarts(browser: Awaited<ReturnType<typeof launchBrowser>>, embedded: Awaited<ReturnType<typeof seededServer>>) {
  step(`what a person feels on a phone: each screen installed online, offline and cold, and the taps (${lighthouseRuns} run(s) each, the median)...`);
  const server = { base: embedded.server.url, sessionToken: embedded.session.token, accountToken: embedded.accountToken, email: embedded.seeded.email };
  return measureFeltPhone(browser, server, embedded.session, lighthouseRuns, step);
}

/** --only felt: the phone's starts and taps alone. */
async function measureFeltOnly(embedded: Awaited<ReturnType<typeof seededServer>>) {
  const browser = await launchBrowser();
  const closeBrowser = onCleanup('close Chromium', () => browser.close());
  const feltPhone = await phoneStarts(browser, embedded);
  await closeBrowser();
  return { routes: [], search: null, felt: null, feltPhone };
}

/** Steps 1 to 5 on the bench's account of 5,000 members; what --only leaves out is said as skipped. */
async function standardParts() {
  const embedded = await seededServer('the embedded database', null);
  const routeContext = { memberRows: embedded.seeded.members + embedded.seeded.pendingInvitations };
  // The API first, on a machine where nothing else runs yet: after 25 Lighthouse runs this process
  // (the load's client) carries their garbage, and Chromium's helpers were still ending; twice in
  // six benches the list calls' p95 came out 46 and 86 ms that way, against 14-21 ms alone.
  const api: Results['api'] = portalOnly || feltOnly ? [] : [{ database: 'embedded (PGlite)', figures: await apiOn('the embedded database', embedded) }];
  const portal = apiOnly
    ? NO_PORTAL
    : feltOnly ? await measureFeltOnly(embedded) : await measurePortal(embedded, routeContext);
  await embedded.server.stop();

  if (portalOnly || feltOnly) {
    api.push({ database: 'API', figures: null, skipped: `--only ${options.only}` });
  } else if (TEST_DATABASE_URL) {
    const database = await createPostgresDatabase();
    onCleanup('drop the PostgreSQL database', () => database.drop());
    const postgres = await seededServer('PostgreSQL', database.url);
    api.push({ database: 'PostgreSQL', figures: await apiOn('PostgreSQL', postgres) });
    await postgres.server.stop();
  } else {
    api.push({ database: 'PostgreSQL', figures: null, skipped: 'TEST_DATABASE_URL is not set' });
  }
  return {
    portal, api,
    data: { members: embedded.seeded.members, pendingInvitations: embedded.seeded.pendingInvitations, rows: routeContext.memberRows },
  };
}

const NO_PORTAL = { routes: [], search: null, felt: null, feltPhone: null };

/** Step 6: Manage Users at each of --members' sizes, one after another. */
async function directoryParts(): Promise<DirectoryResult[]> {
  const results: DirectoryResult[] = [];
  for (const members of directorySizes) {
    step(`Manage Users at a directory's size (${members.toLocaleString('en-GB')} members; ${lighthouseRuns} run(s) of each start)...`);
    results.push(await measureDirectoryAt(members, lighthouseRuns, step));
  }
  return results;
}

async function main(): Promise<number> {
  const loadAtStart = loadavg();
  const reason = options.build ? '--build' : buildReason();
  if (apiOnly) step('--only api: the portal is neither built nor measured');
  else if (reason) {
    step(`building the portal (vite build; ${reason})...`);
    await buildPortal();
  } else step('dist/ is newer than its sources: not rebuilt (--build to force)');

  const standard = directoryOnly ? null : await standardParts();
  const directory = apiOnly || portalOnly || feltOnly ? [] : await directoryParts();
  const results: Results = { ...(standard?.portal ?? NO_PORTAL), api: standard?.api ?? [], directory };
  const passed = report(results, { startedAt, jsonPath, loadAtStart, data: standard?.data ?? null });
  console.log(`ran ${elapsed()}; figures in ${jsonPath}`);
  return passed ? 0 : 1;
}

cleanUpOnSignals();
main()
  .catch((error: unknown) => {
    if (!stopRequested()) console.error('\nthe bench could not run:', error instanceof Error ? error.stack ?? error.message : error);
    return 2;
  })
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  });
