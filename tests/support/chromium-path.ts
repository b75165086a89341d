import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * The Chromium the journeys and the bench drive: CHROMIUM_PATH when set, else the system's
 * (Debian's `chromium`, Ubuntu's `chromium-browser`), else the one Playwright's installer put in
 * its cache. Null when there is none.
 */
export function findChromium(): string | null {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', chromium.executablePath()];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}
