import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { uniqueEmail } from '../support/unique-email';
import { person, registerVerified } from '../support/journeys';
import { createAccount } from '../support/account-steps';

const env = useE2E();

describe('the installable app', () => {
  it('is installable in Chromium and asks no host but its own, even while signing up and creating an account', async () => {
    // Chromium reports installability only for a persistent profile.
    const profile = mkdtempSync(join(tmpdir(), 'portal-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
      baseURL: env.portal.url,
    });
    try {
      const hosts = new Set<string>();
      context.on('request', (request) => hosts.add(new URL(request.url()).host));
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/auth/login');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
      expect(manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`))
        .toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
      // The tab's icon is a PNG: an SVG favicon is drawn by building a page for it on the portal's
      // main thread, just as the first screen shows (scripts/make-icons.mjs).
      const favicon = await page.evaluate(async () => {
        const href = document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '';
        const answer = await fetch(href);
        return { href, status: answer.status, type: answer.headers.get('content-type') };
      });
      expect(favicon).toEqual({ href: '/favicon.png', status: 200, type: 'image/png' });

      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);

      await registerVerified(page, env.portal.url, person(uniqueEmail('pwa')));
      await createAccount(page, { type: 'Private Individual', name: 'Installable Ltd' });
      expect([...hosts]).toEqual([new URL(env.portal.url).host]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
