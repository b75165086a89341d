import { describe, expect, it } from 'vitest';
import type { ConsoleMessage } from 'playwright-core';
import { useE2E } from '../support/e2e-suite';
import { expectLanding, logout, person, registerVerified, signInForm } from '../support/journeys';
import { uniqueEmail } from '../support/unique-email';
import { storageKeys } from '../../src/session/storage-keys';

/*
 * A browser that refuses the service worker (a policy, a private window; here Playwright's
 * `serviceWorkers: 'block'`, whose register() resolves with nothing): the portal starts, signs in
 * and runs without a worker, offers no update, and says nothing in the console as an error.
 */

const env = useE2E();

describe('with the service worker blocked', () => {
  it('starts, signs in and runs, with no error in the console', async () => {
    const context = await env.browser.newContext({ baseURL: env.portal.url, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    const messages: ConsoleMessage[] = [];
    page.on('console', (message) => {
      messages.push(message);
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The registration waits for the first screen and the page's load; the blocked register() says so.
    const refusals = () => messages.filter((message) => message.text().includes('did not register the service worker')).length;
    const registrationTried = (seen = 0) => expect.poll(refusals, { timeout: 15_000 }).toBeGreaterThan(seen);

    const who = person(uniqueEmail('swblocked'));
    await registerVerified(page, env.portal.url, who);
    await registrationTried();
    await logout(page);
    // The logout's revocation is confirmed before the next page load: one loaded while it is under
    // way sends it again, and the server's 401 for the session it has already ended is a console error.
    await page.waitForFunction((key) => localStorage.getItem(key) === null, storageKeys.pendingRevocations);
    await signInForm(page, who.email, who.password);
    await expectLanding(page);
    const seen = refusals();
    await page.reload();
    await expectLanding(page);
    await registrationTried(seen);

    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect(await page.getByText('A new version is available').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
