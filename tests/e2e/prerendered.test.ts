import { describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { person, registerVerified } from '../support/journeys';
import { uniqueEmail } from '../support/unique-email';

const env = useE2E();

/** The public pages the build prerenders, each with what shows it is the whole page. */
const PAGES = [
  { path: '/auth/login', heading: 'Sign in to your account', button: 'Sign in' },
  { path: '/auth/sso', heading: 'Sign in with SSO', button: 'Continue' },
  { path: '/auth/register', heading: 'Create your user profile', button: 'Create Profile' },
  { path: '/auth/forgot-password', heading: 'Forgot Password', button: 'Reset Password' },
  { path: '/404', heading: 'Page not found', button: null },
] as const;

const WIDTHS = [1280, 390] as const;

/** Errors and warnings the page writes to its console (a hydration mismatch is one). */
function consoleTrouble(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  return seen;
}

describe('prerendered public pages', () => {
  for (const width of WIDTHS) {
    it(`draw their form, styled, with JavaScript turned off (${width} px)`, async () => {
      const context = await env.browser.newContext({ baseURL: env.portal.url, javaScriptEnabled: false, viewport: { width, height: 800 } });
      const page = await context.newPage();
      for (const { path, heading, button } of PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        if (!button) continue;
        const submit = page.getByRole('button', { name: button, exact: true });
        // Chakra's styles came with the page: the button is the portal's solid blue one.
        expect(await submit.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(37, 99, 235)');
      }
      await page.goto('/auth/login');
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByLabel('Password', { exact: true }).fill('a secret of hers');
      expect(await page.getByLabel('Email').isVisible()).toBe(true);
      await context.close();
    });
  }

  it('send a form the browser submits itself by POST, keeping the password out of the address', async () => {
    const context = await env.browser.newContext({ baseURL: env.portal.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('a secret of hers');
    const sent = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(new URL((await sent).url()).search).toBe('');
    await page.waitForLoadState();
    expect(page.url()).not.toContain('secret');
    await page.getByRole('heading', { level: 1, name: 'Sign in to your account' }).waitFor();
    await context.close();
  });

  for (const width of WIDTHS) {
    it(`are taken over by the portal without a console error (${width} px)`, async () => {
      const { context, page } = await newDevice(env.browser, env.portal.url, { width, height: 800 });
      const trouble = consoleTrouble(page);
      for (const { path, heading, button } of PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        if (!button) continue;
        // Only the portal's script answers an empty submit with the fields' own messages.
        await page.getByRole('button', { name: button, exact: true }).click();
        await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      }
      expect(trouble).toEqual([]);
      await context.close();
    });
  }

  it('send a sign-in pressed before the portal has started once it has, with what was typed', async () => {
    const who = person(uniqueEmail('early.press'));
    const first = await newDevice(env.browser, env.portal.url);
    await registerVerified(first.page, env.portal.url, who);
    await first.context.close();

    const { context, page } = await newDevice(env.browser, env.portal.url, { width: 390, height: 800 });
    const trouble = consoleTrouble(page);
    // The portal's entry script is held back, as a slow network would: the page is the prerendered one.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Nothing was sent, and nothing typed was lost.
    expect(posts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(await page.getByLabel('Email').inputValue()).toBe(who.email);

    release();
    // The password was right: this new device is asked to confirm who it is, as after any sign-in.
    await page.waitForURL(/\/auth\/verify-identity-otp\?token=/);
    expect(posts).toContain('/api/v1/auth/login');
    expect(trouble).toEqual([]);
    await context.close();
  });
});
