import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startPortal, type PortalHost, type RunningPortal } from './e2e-server';
import { seedDataDir } from './saved-cluster';

export type E2E = { portal: RunningPortal; browser: Browser };

/**
 * One started portal and one Chromium per test file, shut down after its last test. `env` is the
 * portal's extra environment, read when it starts (after the file's earlier beforeAll hooks, so it
 * can name something they started: a DNS server).
 */
export function useE2E(options: { host?: PortalHost; env?: () => Record<string, string> } = {}): E2E {
  const env = {} as E2E;
  beforeAll(async () => {
    env.portal = await startPortal(options.env?.() ?? {}, seedDataDir, options.host);
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.portal?.stop();
  });
  return env;
}
