import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A started portal: the real server process on its own port and its own embedded database. */
export type RunningPortal = {
  url: string;
  /** Its DATA_DIR: the embedded database, the JWT secret and, while it runs, server.json. */
  dataDir: string;
  /** Runs `work` with the server stopped and the environment that points at its database. */
  whileStopped: (work: (env: NodeJS.ProcessEnv) => Promise<void>) => Promise<void>;
  stop: () => Promise<void>;
};

const root = new URL('../..', import.meta.url).pathname;

/**
 * The name the portal is reached by. WebAuthn wants a domain, not an IP address: journeys with
 * passkeys reach it as localhost, which is the relying party then.
 */
export type PortalHost = '127.0.0.1' | 'localhost';

/** A port of 127.0.0.1 free right now (the bench's server takes one too). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once `url` answers its health check; fails when the process exits or `timeoutMs` passes. */
export async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy in time:\n${output()}`);
}

function launch(port: number, url: string, dataDir: string, extraEnv: Record<string, string>) {
  const state = { log: '' };
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', SSO_ALLOWED_HOSTS: '127.0.0.1', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (state.log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (state.log += chunk.toString()));
  return { child, output: () => state.log };
}

/** SIGTERM, then SIGKILL when it has not exited within `graceMs`. */
export async function halt(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * Starts `server/main.ts` as `npm start` does, serving the already built dist/. `prepareDataDir`
 * fills its new DATA_DIR first (the suites put a saved new cluster there: saved-cluster.ts).
 */
export async function startPortal(
  extraEnv: Record<string, string> = {},
  prepareDataDir: (dataDir: string) => void = () => {},
  host: PortalHost = '127.0.0.1',
): Promise<RunningPortal> {
  const port = await freePort();
  const url = `http://${host}:${port}`;
  // The health check asks the loopback address itself: Node may resolve 'localhost' to ::1 first.
  const healthUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  prepareDataDir(dataDir);
  let running = launch(port, url, dataDir, extraEnv);
  try {
    await waitForHealth(healthUrl, running.child, running.output);
  } catch (error) {
    // A server that never became healthy must not outlive the test file that started it.
    await halt(running.child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    whileStopped: async (work) => {
      // The embedded database belongs to one process at a time: stop, work on it, start again.
      await halt(running.child);
      await work({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
      running = launch(port, url, dataDir, extraEnv);
      await waitForHealth(healthUrl, running.child, running.output);
    },
    stop: async () => {
      await halt(running.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
