import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { useE2E } from '../support/e2e-suite';
import { loadBeforeScripts, screenBrightness } from '../support/first-paint';
import { logout, person, registerVerified } from '../support/journeys';
import { uniqueEmail } from '../support/unique-email';
import { createAccount } from '../support/account-steps';

const env = useE2E();

/** A device whose service worker is kept out, so the portal's scripts can be held back (first-paint.ts). */
async function deviceWithoutWorker(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ baseURL: env.portal.url, viewport, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const themeColor = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute('content');

/** A page drawn dark reads well under 80 of 255 on average; a light one is well over 180. */
const DARK = 80;

describe('appearance: light, dark, or the device, per device', () => {
  it('chooses Dark in My Profile, and the page is dark from its first paint after a reload, prerendered pages included', async () => {
    const { context, page } = await deviceWithoutWorker(env.browser, { width: 390, height: 844 });
    // The inline scripts run by their hashes: a refused one would leave the page light, and say so here.
    const refusedScripts: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) refusedScripts.push(message.text());
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await registerVerified(page, env.portal.url, person(uniqueEmail('appearance')));
    await createAccount(page, { type: 'Private Individual', name: 'Dusk Account' });

    await page.goto('/dashboard/profile');
    const appearance = page.getByRole('radiogroup', { name: 'Appearance' });
    expect(await appearance.getByRole('radio', { name: 'System' }).isChecked()).toBe(true);
    expect(await isDark(page)).toBe(false);
    await appearance.getByText('Dark', { exact: true }).click();
    expect(await appearance.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await themeColor(page)).toBe('#111111');

    // Before the portal's scripts run: nothing of the portal yet, and already dark.
    let release = await loadBeforeScripts(page, '/dashboard/profile');
    expect(await page.locator('#root > *').count()).toBe(0);
    expect(await isDark(page)).toBe(true);
    expect(await themeColor(page)).toBe('#111111');
    expect(await screenBrightness(env.browser, page)).toBeLessThan(DARK);
    await release();
    await page.getByRole('radiogroup', { name: 'Appearance' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    expect(await screenBrightness(env.browser, page)).toBeLessThan(DARK);

    // The choice belongs to the device: signed out, the prerendered sign-in page is dark before its scripts too.
    // Logout sits in the top bar at a laptop's width (in the menu on a phone).
    await page.setViewportSize({ width: 1280, height: 800 });
    await logout(page);
    release = await loadBeforeScripts(page, '/auth/login');
    expect(await page.getByRole('heading', { name: 'Sign in to your account' }).count()).toBe(1);
    expect(await isDark(page)).toBe(true);
    expect(await screenBrightness(env.browser, page)).toBeLessThan(DARK);
    await release();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(refusedScripts).toEqual([]);
    await context.close();
  });

  it("follows the device's setting until the device chooses, and as it changes", async () => {
    const { context, page } = await deviceWithoutWorker(env.browser);
    await page.emulateMedia({ colorScheme: 'dark' });
    const release = await loadBeforeScripts(page, '/auth/login');
    expect(await isDark(page)).toBe(true);
    await release();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await screenBrightness(env.browser, page)).toBeLessThan(DARK);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
    expect(await themeColor(page)).toBe('#1a365d');
    expect(await screenBrightness(env.browser, page)).toBeGreaterThan(180);
    await context.close();
  });
});
