import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { storageKeys } from '../../src/session/storage-keys';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { logout, person, registerVerified, storedToken } from '../support/journeys';
import { uniqueEmail } from '../support/unique-email';

/*
 * A logout reaches the server (issue 30 §3). Offline, the device is wiped at once; the session
 * itself ends when the device is online again: its token, which anyone who copied it could still
 * use, is refused by the real server within seconds of the way back.
 */

const env = useE2E();

/** How the server answers GET auth (the current user) with `token` as bearer, asked from outside the browser. */
async function authStatus(token: string): Promise<number> {
  const response = await fetch(`${env.portal.url}/api/v1/auth`, { headers: { Authorization: `Bearer ${token}` } });
  await response.body?.cancel();
  return response.status;
}

/** The service worker controls the page, as for anyone who opened the portal before: the sign-in screen loads offline. */
async function installed(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const pendingRevocations = (page: Page) => page.evaluate((key) => localStorage.getItem(key), storageKeys.pendingRevocations);

describe('a logout while offline', () => {
  it('wipes the device at once, and the old token is refused by the server within seconds of coming back online', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await registerVerified(page, env.portal.url, person(uniqueEmail('revoke')));
    await installed(page);
    await page.getByText('There is no account linked to your user profile.').waitFor();
    const stored = await storedToken(page);
    const token = stored.local ?? stored.session ?? '';
    // Teeth: the token is a live session before the logout.
    expect(await authStatus(token)).toBe(200);

    await context.setOffline(true);
    await logout(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await storedToken(page)).toEqual({ local: null, session: null });
    // Nothing reached the server: the session is still live until the device is online again.
    expect(await authStatus(token)).toBe(200);
    expect(await pendingRevocations(page)).toContain(token);

    await context.setOffline(false);
    await expect.poll(() => authStatus(token), { timeout: 5000, interval: 250 }).toBe(401);
    await expect.poll(() => pendingRevocations(page), { timeout: 5000 }).toBeNull();
    // Still signed out, and nothing of the session came back to the device.
    expect(await storedToken(page)).toEqual({ local: null, session: null });
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await context.close();
  });
});
