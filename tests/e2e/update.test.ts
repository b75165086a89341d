import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { startPortal, type RunningPortal } from '../support/e2e-server';
import { person, registerVerified } from '../support/journeys';
import { buildRelease, copyCurrentBuild, deploy } from '../support/release-build';
import { seedDataDir } from '../support/saved-cluster';
import { uniqueEmail } from '../support/unique-email';

/*
 * An installed portal left open hears of a new release (src/offline/update-checks.ts): on a move
 * to another screen, and every hour while it stays on one. It offers 'Reload' and changes nothing
 * until the user presses it, so what they were typing stays. Three releases: today's build
 * (dist/), then two builds whose product name reads 'Customer Portal 2' and '... 3', served one
 * after the other from the same address, as a deployment does.
 */

const work = mkdtempSync(join(tmpdir(), 'portal-releases-'));
const site = join(work, 'site');
const release = (name: string) => join(work, name);
let portal: RunningPortal;
/** Built one after the other while the journey runs on release 1: builds are the slow part. */
let builds: { v2: Promise<void>; v3: Promise<void> };

beforeAll(async () => {
  copyCurrentBuild(release('v1'));
  deploy(site, release('v1'));
  portal = await startPortal({ STATIC_DIR: site }, seedDataDir);
  const v2 = buildRelease('2', release('v2'));
  builds = { v2, v3: v2.then(() => buildRelease('3', release('v3'))) };
  // Awaited where each is deployed; a failure is reported there, not as an unhandled rejection.
  builds.v3.catch(() => undefined);
});

afterAll(async () => {
  // A build still running writes into `work`: let it end first.
  await builds?.v3.catch(() => undefined);
  await portal?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** The product name at the top of the side menu: which release the page runs. */
const productName = (page: Page) => page.getByText(/^Customer Portal/).first();
const offer = (page: Page) => page.getByText('A new version is available');
const accountName = (page: Page) => page.locator('input[name="account_name"]');

/**
 * Moves the page's clock on by an hour and a minute until the offer shows. The hourly check is
 * armed once the page has registered its worker, a moment after it shows; an hour that passed
 * before that is not counted, as for a real page, so another one passes.
 */
async function anHourLater(page: Page): Promise<void> {
  for (let hours = 1; hours <= 3; hours++) {
    await page.clock.fastForward('01:01:00');
    try {
      await offer(page).waitFor({ timeout: 10_000 });
      return;
    } catch (error) {
      if (hours === 3) throw error;
    }
  }
}

describe('a new version of the installed portal', () => {
  it('is offered on the next move and after an hour open; it takes over only on Reload, and the open form keeps what was typed until then', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'portal-update-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, baseURL: portal.url,
    });
    try {
      // The page's clock, so that "an hour later" takes no hour; it runs on like a real one meanwhile.
      await context.clock.install();
      const page = context.pages()[0] ?? (await context.newPage());
      await registerVerified(page, portal.url, person(uniqueEmail('update')));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect(await productName(page).textContent()).toBe('Customer Portal');

      // Release 2 is out. A few minutes on, the user moves to the account form: that move asks.
      await builds.v2;
      deploy(site, release('v2'));
      await page.clock.fastForward('05:00');
      await page.getByRole('link', { name: 'Create Account' }).click();
      await accountName(page).fill('Typed Before The Offer');
      await offer(page).waitFor();
      // Offered, not applied: the page still runs release 1 with the form as the user left it.
      expect(await accountName(page).inputValue()).toBe('Typed Before The Offer');
      expect(await productName(page).textContent()).toBe('Customer Portal');

      await page.getByRole('button', { name: 'Reload' }).click();
      await page.getByText('Customer Portal 2', { exact: true }).first().waitFor();
      expect(await offer(page).count()).toBe(0);

      // Release 3 is out while the user stays on the form, typing, for over an hour.
      await accountName(page).fill('Typed Over An Hour');
      await builds.v3;
      deploy(site, release('v3'));
      await anHourLater(page);
      expect(await accountName(page).inputValue()).toBe('Typed Over An Hour');
      expect(await productName(page).textContent()).toBe('Customer Portal 2');

      await page.getByRole('button', { name: 'Reload' }).click();
      await page.getByText('Customer Portal 3', { exact: true }).first().waitFor();
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
