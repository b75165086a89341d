import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, halt, waitForHealth } from '../../tests/support/e2e-server';
import { onCleanup } from './cleanup';

/**
 * The real server process (`server/main.ts`, as `npm start` runs it) on a free loopback port,
 * serving the built dist/ (the pattern of tests/support/e2e-server.ts). Measuring the real
 * process, not an in-process app, keeps the load generator and the browsers off its event loop.
 */
export type BenchServer = { url: string; stop: () => Promise<void> };

const root = new URL('../..', import.meta.url).pathname;

/**
 * The environment the server gets: this one, minus anything that would send mail or bills
 * elsewhere (the bench reads codes from the dev mailbox and pays on the built-in sandbox).
 */
export function serverEnv(dataDir: string, databaseUrl: string | null, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The address, not "localhost": resolving a name takes a turn in the thread pool the hashing uses.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    STATIC_DIR: join(root, 'dist'),
    SMTP_URL: '',
    CHARGEBEE_SITE: '',
    CHARGEBEE_API_KEY: '',
    TRUST_PROXY: '',
    COMPANIES_HOUSE_API_KEY: '',
    DEV_MAILBOX_PUBLIC: '',
  };
}

/** Starts the server on `dataDir` (and `databaseUrl` when given); stop() is also registered for cleanup. */
export async function startBenchServer(dataDir: string, databaseUrl: string | null): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  // BENCH_SERVER_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (not allowed in NODE_OPTIONS).
  const profile = process.env.BENCH_SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root, env: serverEnv(dataDir, databaseUrl, port), stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept (the last 20 kB) only to explain a failed start; mail lines would otherwise fill the terminal.
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = onCleanup('stop the server', () => halt(child, 15_000));
  try {
    // A loaded 2-core machine has taken 40 s to start it (tsx compiles the server, PGlite starts).
    await waitForHealth(url, child, () => log, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
