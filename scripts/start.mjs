// `npm start`: build the portal when dist/ is missing or older than its sources, then serve the
// portal and the API on one port. Honours PORT, DATA_DIR, PUBLIC_URL and the rest of server/config.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const sources = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(join(root, 'dist/index.html')) ? statSync(join(root, 'dist/index.html')).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt < changedAt) {
  console.log(builtAt ? 'Sources changed since the last build: building the portal…' : 'Building the portal…');
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// No request may reach a prototype through `__proto__` (server/harden-prototypes.ts freezes the
// prototypes once the server has started).
const server = spawn(process.execPath, ['--disable-proto=throw', '--import', 'tsx', join(root, 'server/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
