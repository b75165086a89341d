/*
 * `npm test` runs this first: the journeys need a Chromium. It finds one (tests/support/chromium-path.ts),
 * or gets one: Debian's package when this is root on a machine with apt-get, as .ci/run does, else
 * Playwright's installer. When neither works it stops at once and says what to run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from '../tests/support/chromium-path';

function run(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return true;
  } catch {
    return false;
  }
}

function install(): void {
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found for the journeys: installing Debian\'s chromium package...');
    if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium']) && findChromium()) return;
  }
  console.log('No Chromium found for the journeys: installing Playwright\'s Chromium...');
  run('npx', ['--no-install', 'playwright-core', 'install', 'chromium']);
}

if (!findChromium()) install();
const found = findChromium();
if (!found) {
  console.error(
    [
      'The end-to-end journeys need Chromium, and none could be found or installed. Run one of:',
      '  sudo apt-get install chromium                 (Debian, Ubuntu: chromium-browser)',
      '  npx playwright-core install chromium          (any system Playwright supports)',
      'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run npm test again.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Journeys run in ${found}`);
