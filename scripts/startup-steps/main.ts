import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../../tests/support/browser';
import { seed } from '../bench/seed';
import { cleanUp, cleanUpOnSignals, onCleanup } from '../bench/cleanup';
import { signIn, OWNER_DEVICE } from '../bench/seed-api';
import { startStepsServer } from './server';
import { measureStart, type StartKind } from './starts';
import { stepTimes, type StepTimes } from './profile';
import { STEPS } from './steps';

/**
 * `npm run startup-steps`: what each start-up step of the portal costs on the dashboard's start,
 * from CPU profiles of real starts in Chromium mapped back to the sources by a source-mapped build
 * of the same code (in a temporary folder; dist/ is left alone). Prints, per kind of start, the
 * time to the account's heading and each step's share of the CPU until then (medians of --runs).
 */
const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, cpu: { type: 'string', default: '1' }, only: { type: 'string' } },
});
const root = new URL('../..', import.meta.url).pathname;
const runs = Number(options.runs);
const cpu = Number(options.cpu);
const kinds: StartKind[] = options.only ? [options.only as StartKind] : ['installed-offline', 'installed-online', 'cold'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const fmt = (ms: number) => `${Math.round(ms)} ms`.padStart(8);

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'startup-steps-'));
  onCleanup('remove the temporary folder', () => rmSync(work, { recursive: true, force: true }));
  const distDir = join(work, 'dist');
  console.log('building with source maps...');
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', distDir, '--sourcemap', '--emptyOutDir'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('the build failed');
  console.log('seeding...');
  const dataDir = join(work, 'data');
  const seeded = await seed(dataDir, null, { members: 50, pendingInvitations: 0, signInUsers: 0, activityEntries: 10 });
  const server = await startStepsServer(dataDir, distDir);
  const { token } = await signIn(server.url, seeded.email, OWNER_DEVICE);
  const session = { token, userId: seeded.userId, accountId: seeded.accountId };
  const browser = await launchBrowser();
  onCleanup('close Chromium', () => browser.close());
  for (const kind of kinds) {
    const measured: (StepTimes & { ms: number })[] = [];
    for (let run = 0; run < runs; run += 1) {
      const start = await measureStart(browser, server.url, session, kind, cpu);
      measured.push({ ms: start.savedDataMs, ...stepTimes(start.profile, distDir, server.url) });
    }
    console.log(`\n${kind}, CPU ${cpu}×: the heading after ${fmt(median(measured.map((m) => m.ms)))} (runs: ${measured.map((m) => Math.round(m.ms)).join(', ')} ms); CPU sampled ${fmt(median(measured.map((m) => m.totalMs)))}`);
    console.log('  steps (inclusive: a step counts what it calls):');
    for (const step of STEPS) console.log(`  ${fmt(median(measured.map((m) => m.steps.get(step.name) ?? 0)))}  ${step.name}`);
    const packages = [...new Set(measured.flatMap((m) => [...m.packages.keys()]))]
      .map((name) => ({ name, ms: median(measured.map((m) => m.packages.get(name) ?? 0)) }))
      .sort((a, b) => b.ms - a.ms).slice(0, 14);
    console.log('  self time by where the code is:');
    for (const { name, ms } of packages) console.log(`  ${fmt(ms)}  ${name}`);
    if (process.env.STEPS_FUNCTIONS) {
      const top = [...measured[0].functions.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40);
      for (const [name, ms] of top) console.log(`    ${fmt(ms)}  ${name}`);
    }
  }
}

cleanUpOnSignals();
main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp().then(() => process.exit()));
