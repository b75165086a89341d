import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { findChromium } from './chromium-path';

/** The Chromium `npm test` found or installed first (scripts/ensure-chromium.ts). */
export const CHROMIUM_PATH = findChromium() ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** A fresh context is a fresh device: its own storage, so its own device id. */
export async function newDevice(browser: Browser, baseURL: string, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[page error]', error.message));
  return { context, page };
}
