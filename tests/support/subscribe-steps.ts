import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import type { E2E } from './e2e-suite';

/** The subscribe journey's steps: the operator's package link, the subscribe screen, the sandbox checkout. */

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;

/** The demo catalogue's package ids (seeded with the database). */
export const PACKAGES = { starter: 1, business: 2 } as const;

const links = new Map<string, Promise<string>>();

/**
 * The operator's `npm run admin -- package-link <id>`, run while the portal is up (through its
 * loopback API). A link names only the package, so one per package serves the whole suite.
 */
export function packageLink(env: E2E, packageId: number): Promise<string> {
  const key = `${env.portal.dataDir} ${packageId}`;
  const cached = links.get(key);
  if (cached) return cached;
  const made = run('npm', ['run', '--silent', 'admin', '--', 'package-link', String(packageId)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: env.portal.dataDir, DATABASE_URL: '' },
  }).then(({ stdout }) => {
    const link = /https?:\/\/\S+\/subscribe\?token=\S+/.exec(stdout)?.[0];
    if (!link) throw new Error(`no package link in: ${stdout}`);
    return link;
  });
  links.set(key, made);
  return made;
}

/** On the subscribe screen: Subscribe, pay on the sandbox's checkout, and land back verified on the dashboard. */
export async function subscribeAndPay(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await page.waitForURL(/\/__sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByText('Your subscription is active.').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/**
 * A signed-in administrator subscribes their (first, preselected) account to a package of the
 * demo catalogue, the way a customer does: the link, the subscribe screen, the sandbox checkout.
 */
export async function subscribeAccount(env: E2E, page: Page, packageId: number = PACKAGES.business): Promise<void> {
  await page.goto(await packageLink(env, packageId));
  await page.waitForURL((url) => url.pathname === '/subscribe-package');
  await subscribeAndPay(page);
}
