import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { onCleanup } from './cleanup';

/**
 * `vite build` into dist/ when dist/ is missing or older than what it is built from (as
 * `npm start` decides, with the lock file and the build's own plugin added: a changed dependency
 * changes the bundle too), or always with `--build`. The figures must be those of the sources as
 * they are now; a build takes about 15 s here, which a repeated run is spared.
 */
const root = new URL('../..', import.meta.url).pathname;
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json', 'scripts/precompress.ts'];

function newestMtime(path: string): number {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Why dist/ must be built, or null when it is up to date. */
export function buildReason(): string | null {
  const index = join(root, 'dist/index.html');
  if (!existsSync(index)) return 'dist/ is missing';
  return statSync(index).mtimeMs < Math.max(...SOURCES.map(newestMtime)) ? 'the sources changed since dist/ was built' : null;
}

export async function buildPortal(): Promise<void> {
  let output = '';
  const child = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const forget = onCleanup('stop the build', () => void child.kill('SIGTERM'));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  await forget();
  if (code !== 0) throw new Error(`the build failed (exit ${code}):\n${output}`);
}
