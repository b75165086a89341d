import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newDevice } from '../support/browser';
import { startPortal, type RunningPortal } from '../support/e2e-server';

let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('routes for a visitor', () => {
  it('shows the not-found page for an unknown path, with a way home', async () => {
    const { context, page } = await newDevice(browser, portal.url);
    await page.goto('/no/such/page');
    await page.waitForURL(/\/404$/);
    await page.getByRole('link', { name: /home/i }).waitFor();
    await context.close();
  });

  it('sends a signed-out visitor from a protected page to the sign-in form', async () => {
    const { context, page } = await newDevice(browser, portal.url);
    await page.goto('/dashboard');
    await page.waitForURL(/\/auth\/login/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('shows the checkout failure text', async () => {
    const { context, page } = await newDevice(browser, portal.url);
    await page.goto('/failure-checkout');
    await page.getByText('Opps Something Went Wrong!!!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/failure-checkout');
    await context.close();
  });
});
