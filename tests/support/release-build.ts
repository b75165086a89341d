import { execFile } from 'node:child_process';
import { cpSync, renameSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Releases of the portal for the update journey: built or copied into directories of their own. */

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;

/**
 * Builds the portal as `npm run build` does, into `outDir` (never dist/), with its product name
 * reading 'Customer Portal <release>' (release.vite.config.ts).
 */
export async function buildRelease(release: string, outDir: string): Promise<void> {
  await run(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', join(root, 'tests/support/release.vite.config.ts'),
      '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    // NODE_ENV as `npm run build` has it: the test runner's 'test' would make a development build.
    { cwd: root, env: { ...process.env, NODE_ENV: 'production', PORTAL_RELEASE: release } },
  );
}

/** The build `npm run build` made (the suite's portal), copied: the release users have today. */
export function copyCurrentBuild(outDir: string): void {
  cpSync(join(root, 'dist'), outDir, { recursive: true });
}

/**
 * Makes `site` (the server's STATIC_DIR, a symbolic link) serve `release` from now on. The link
 * is replaced in one rename, as a deployment switches: no request sees half of each release.
 */
export function deploy(site: string, release: string): void {
  const next = `${site}.next`;
  symlinkSync(release, next);
  renameSync(next, site);
}
