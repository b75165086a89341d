import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, halt, waitForHealth } from '../../tests/support/e2e-server';
import { onCleanup } from '../bench/cleanup';
import { serverEnv } from '../bench/server';

const root = new URL('../..', import.meta.url).pathname;

/** The real server process on a free loopback port, serving `staticDir` from `dataDir`; stopped at cleanup. */
export async function startVariantServer(dataDir: string, staticDir: string): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root, env: { ...serverEnv(dataDir, null, port), STATIC_DIR: staticDir }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  onCleanup('stop the server', () => halt(child, 15_000));
  await waitForHealth(url, child, () => log, 120_000);
  return url;
}
