import { describe, expect, it } from 'vitest';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { createAccount } from '../support/account-steps';
import { logout, person, registerVerified } from '../support/journeys';
import { waitForPersistedCache } from '../support/persisted-cache';
import { uniqueEmail } from '../support/unique-email';
import { installed } from '../support/installed';

const env = useE2E();

/**
 * The page's scripts on or off (the Content-Security-Policy's and the portal's alike), through
 * DevTools: the service worker is another target and keeps running, as it does for a phone that
 * has not yet run the portal's script.
 */
async function scripts(context: BrowserContext, page: Page, on: boolean): Promise<void> {
  let session = sessions.get(page);
  if (!session) {
    session = await context.newCDPSession(page);
    sessions.set(page, session);
  }
  await session.send('Emulation.setScriptExecutionDisabled', { value: !on });
}
const sessions = new WeakMap<Page, CDPSession>();

/**
 * What the page shows from its first paint: whether `text` was ever missing from #root's place
 * once it had been there (a jump back to 'Loading'), and the layout shifts of the load.
 */
async function watchFromFirstPaint(context: BrowserContext, text: string): Promise<void> {
  await context.addInitScript((wanted) => {
    const seen = { shown: false, lostAfterShown: false, shift: 0 };
    Object.assign(window, { paintWatch: seen });
    const check = () => {
      const has = document.body?.innerText.includes(wanted) ?? false;
      if (has) seen.shown = true;
      else if (seen.shown) seen.lostAfterShown = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, text);
}

/**
 * Opens `path` on a CPU slowed 20 times (DevTools' throttling), so the portal's script takes
 * seconds to start, and presses the main menu's link named `link` on the painted screen as soon as
 * it shows: a mouse press where the link is on the live screen now (the saved screen has it at the
 * same place). Returns whether the press was held there, or met the live portal already in place.
 */
async function pressBeforeThePortal(context: BrowserContext, page: Page, path: string, link: string): Promise<boolean> {
  const box = await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: link }).boundingBox();
  if (!box) return false;
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  try {
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForSelector('[data-paint] nav a');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // Held on the painted screen, or the live portal was in its place by the press (a fast start):
    // either way the caller sees the press made, on the live screen.
    return page.evaluate(() => document.querySelector('[data-paint] [data-held-press]') !== null || document.querySelector('[data-paint]') === null);
  } finally {
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await session.detach();
  }
}

const rootText = (page: Page) => page.locator('#root').innerText();

describe('the last screen, before the script', () => {
  it('an installed device shows its saved screen offline before any script, then the live portal in its place; the next user never sees it', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await registerVerified(page, env.portal.url, person(uniqueEmail('last.screen')));
    await createAccount(page, { type: 'Private Individual', name: 'Painted Books' });
    await installed(page);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Home: Painted Books' }).waitFor();
    await waitForPersistedCache(page, ['Painted Books']);

    // Leaving the page hides it (pagehide, visibilitychange): the portal saves the screen then.
    await page.goto('about:blank');
    await context.setOffline(true);
    await scripts(context, page, false);
    const answered = await page.goto('/dashboard');
    // The built page's own Content-Security-Policy, inline scripts by hash only.
    expect(answered?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    // No script has run: what shows is the service worker's page, with the saved screen in it.
    await page.getByRole('heading', { level: 1, name: 'Home: Painted Books' }).waitFor();
    expect(await page.locator('[data-paint="screen"]').count()).toBe(1);
    expect(await page.locator('#root script').count()).toBe(0);
    // The menu is drawn with the portal's own styles (the saved Emotion rules): fixed at the side.
    const menu = await page.locator('aside').first().evaluate((aside) => getComputedStyle(aside).position);
    expect(menu).toBe('fixed');

    await scripts(context, page, true);
    await watchFromFirstPaint(context, 'Home: Painted Books');
    await page.reload();
    // The live portal takes the saved screen's place: no painted markup left, and the heading stays.
    await page.waitForFunction(() => document.querySelector('[data-paint]') === null && document.querySelector('#root h1') !== null);
    await page.getByText('You are offline', { exact: false }).first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Home: Painted Books' }).waitFor();
    const watched = await page.evaluate(() => (window as unknown as { paintWatch: { shown: boolean; lostAfterShown: boolean; shift: number } }).paintWatch);
    expect(watched.shown).toBe(true);
    expect(watched.lostAfterShown).toBe(false);
    expect(watched.shift).toBeLessThanOrEqual(0.05);
    // A press on the saved screen before the portal is ready is made once the live portal is in place.
    expect(await pressBeforeThePortal(context, page, '/dashboard', 'My Profile')).toBe(true);
    await page.waitForURL(/\/dashboard\/profile$/);
    await page.locator('input[name="email"]').waitFor();
    expect(await page.locator('[data-paint]').count()).toBe(0);

    // Logout removes the saved screen: the next start at the same path, scripts off, has none.
    await context.setOffline(false);
    await logout(page);
    await scripts(context, page, false);
    await page.goto('/dashboard');
    expect(await rootText(page)).not.toContain('Painted Books');
    await scripts(context, page, true);

    // Another person signs in on this browser: the frame or their own screen, never the first one's.
    await registerVerified(page, env.portal.url, person(uniqueEmail('next.person')));
    await createAccount(page, { type: 'Private Individual', name: 'Other Books' });
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Home: Other Books' }).waitFor();
    await page.goto('about:blank');
    await scripts(context, page, false);
    // A screen they have not opened yet: the signed-in frame, drawn without a script.
    await page.goto('/dashboard/security');
    await page.locator('[data-paint="frame"]').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Toggle menu' }).first().waitFor();
    expect(await rootText(page)).toContain('Loading');
    await page.goto('/dashboard');
    await page.locator('[data-paint="screen"]').waitFor();
    expect(await rootText(page)).not.toContain('Painted Books');
    expect(await rootText(page)).toContain('Other Books');
    await context.close();
  });
});
