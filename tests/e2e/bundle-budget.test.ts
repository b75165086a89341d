import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { measureRouteBytes } from '../../scripts/bench/bytes';
import { routePageFile } from '../../server/http/route-pages';
import type { BenchRoute, Session } from '../../scripts/bench/routes';
import { BUDGETS } from '../../scripts/bench/budgets';
import { COMPILE_HINT } from '../../scripts/compile-hints';
import { storageKeys } from '../../src/session/storage-keys';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { person, registerVerified } from '../support/journeys';
import { createAccount } from '../support/account-steps';
import { subscribeAccount } from '../support/subscribe-steps';
import { uniqueEmail } from '../support/unique-email';

/**
 * The byte budgets, which are deterministic where timings are not: the compressed
 * JavaScript each route loads before interaction (scripts/bench/bytes.ts, the same measure as
 * `npm run bench`), at most 110 KB for the login page and 170 KB for any route.
 */
const env = useE2E();
const dist = join(new URL('../..', import.meta.url).pathname, process.env.STATIC_DIR || 'dist');

/** A worker's script, as Vite names it from `*.worker.ts` (src/api/member-list-worker). */
const WORKER_SCRIPT = /\.worker-[\w-]+\.js$/;
/** The account form's chunks, which its screen loads once the title has painted: the form kit and its forms. */
const AFTER_THE_TITLE = /\/assets\/(form|AccountForms)-[\w-]+\.js$/;
const shows = (text: string) => (page: Page) => page.getByText(text).first().waitFor({ timeout: 60_000 });

/**
 * The sizes and weights of text a screen shows on a phone (Lighthouse's mobile screen) that its
 * page does not lay out first (scripts/font-warm-up.ts). With the text-rendering they are laid
 * out under: the browser keeps a font's settings per value of it too, so a control left with the
 * browser's own (auto) is a size the warm-up did not cover.
 */
const fontsNotWarmedUp = async (page: Page) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The signed-in frame takes its phone layout (the menu no longer beside the page) once its media
  // query's listener has re-rendered it.
  await page.waitForFunction(() => document.querySelector('.pt-frame__column--beside-menu') === null);
  return page.evaluate(() => {
    const fontOf = (element: Element) => {
      const { fontSize, fontWeight, textRendering } = getComputedStyle(element);
      return `${fontSize} ${fontWeight} ${textRendering}`;
    };
    const warmedUp = new Set([...document.querySelectorAll('[data-font-warm-up] *')].map(fontOf));
    const shown = [...document.body.querySelectorAll('*')].filter((element) => element.getClientRects().length > 0 && !element.closest('[data-font-warm-up]'));
    return [...new Set(shown.map(fontOf))].filter((font) => !warmedUp.has(font)).sort();
  });
};

describe('the compressed JavaScript of each route', () => {
  it('stays within its budget: 110 KB to sign in, 170 KB for any other screen', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const owner = person(uniqueEmail('bytes'));
    await registerVerified(page, env.portal.url, owner);
    await createAccount(page, { type: 'Private Individual', name: 'Bytes Second' });
    await createAccount(page, { type: 'Registered Company', name: 'Bytes Ltd', registration_number: '01234567' });
    await subscribeAccount(env, page);
    const session: Session = await page.evaluate((keys) => {
      const selected = JSON.parse(localStorage.getItem(keys.selectedAccount) ?? '{}') as { userId: number; accountId: number };
      return { token: localStorage.getItem(keys.accessToken) ?? '', userId: selected.userId, accountId: selected.accountId };
    }, storageKeys);
    await context.close();
    expect(session.token).not.toBe('');

    const routes: BenchRoute[] = [
      { name: 'login', path: '/auth/login', signedIn: false, ready: (p) => p.getByRole('button', { name: 'Sign in' }).waitFor() },
      { name: 'account selection', path: '/', signedIn: true, ready: shows('Bytes Second') },
      { name: 'dashboard (apps)', path: '/dashboard', signedIn: true, ready: (p) => p.getByRole('button', { name: /^Launch / }).first().waitFor() },
      { name: 'manage users', path: '/dashboard/manage-user', signedIn: true, ready: (p) => p.getByRole('cell', { name: owner.email, exact: true }).waitFor() },
      {
        name: 'account form', path: '/dashboard/update-account', signedIn: true,
        ready: async (p) => {
          await p.waitForFunction(() => (document.querySelector('input[name="postal_code"]') as HTMLInputElement | null)?.value === 'SW1A 1AA');
        },
      },
    ];
    const sizes: Record<string, number> = {};
    const notWarmedUp: Record<string, string[]> = {};
    for (const route of routes) {
      const ready: BenchRoute['ready'] = async (page, context) => {
        await route.ready(page, context);
        notWarmedUp[route.name] = await fontsNotWarmedUp(page);
      };
      const measured = await measureRouteBytes(env.browser, env.portal.url, dist, { ...route, ready }, session, { memberRows: 1 });
      sizes[route.name] = measured.bytes;
      // The signed-in screens' pages name every script the screen's first render needs
      // (scripts/route-preloads.ts), so none waits for the entry to have run: one round of requests,
      // not two. A worker's script cannot be preloaded as one; the entry starts it first thing
      // (src/app/route-warm-up.ts). The account screen's forms come after its title on purpose
      // (src/ui/AfterFirstPaint.tsx): named, they would travel beside the entry the title waits for.
      if (route.signedIn) {
        const page = readFileSync(routePageFile(dist, route.path), 'utf8');
        const afterTitle = route.name === 'account form' ? AFTER_THE_TITLE : null;
        for (const script of measured.scripts.filter((load) => !WORKER_SCRIPT.test(load.path) && !afterTitle?.test(load.path))) {
          expect(page, `${route.name}: ${script.path}`).toContain(`"${script.path}"`);
        }
      }
      // Every measured screen is plain elements (src/ui/chakra/chakra-lazy.tsx, src/ui/form/form.css):
      // not one of the scripts it loads is Chakra's (its context's name is in its code).
      const scriptsWith = (pattern: RegExp) => measured.scripts.filter((script) => pattern.test(readFileSync(join(dist, script.path), 'utf8'))).map((script) => script.path);
      expect(scriptsWith(/ChakraContext/), `${route.name} loads Chakra`).toEqual([]);
      // Nor does one compare strings by locale as it starts: the first such comparison loads the
      // browser's collation data (src/ui/form/country-order.ts, vendor/phone-country-order.ts).
      expect(scriptsWith(/\.localeCompare\(/), `${route.name} collates`).toEqual([]);
      // The entry every route runs at once starts with V8's compile hint (scripts/compile-hints.ts),
      // as written and as sent compressed: its functions compile as it streams in, off the main thread.
      const entry = measured.scripts.find((script) => /\/index-[\w-]+\.js$/.test(script.path));
      expect(entry, `${route.name} loads the entry`).toBeDefined();
      const entryFile = join(dist, entry!.path);
      expect(readFileSync(entryFile, 'utf8').startsWith(COMPILE_HINT)).toBe(true);
      expect(brotliDecompressSync(readFileSync(`${entryFile}.br`)).toString('utf8').startsWith(COMPILE_HINT)).toBe(true);
    }
    // Each size and weight of text these screens show was laid out with the page (index.html).
    expect(notWarmedUp).toEqual(Object.fromEntries(routes.map((route) => [route.name, []])));
    expect(sizes.login).toBeLessThanOrEqual(BUDGETS.loginJsBytes);
    for (const [name, bytes] of Object.entries(sizes)) expect(bytes, name).toBeLessThanOrEqual(BUDGETS.anyRouteJsBytes);
    console.log(Object.entries(sizes).map(([name, bytes]) => `${name}: ${(bytes / 1000).toFixed(1)} KB`).join(', '));
  });
});

describe('Chakra\'s global styles', () => {
  it('come with the page, once, and are not built again by the script', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await page.goto(`${env.portal.url}/auth/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const styles = await page.evaluate(() => {
      const defining = [...document.styleSheets].filter((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-blue-600:')));
      return {
        token: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-blue-600').trim(),
        definedBy: defining.map((sheet) => (sheet.ownerNode as Element | null)?.getAttribute('data-chakra-global')),
        buttonBackground: getComputedStyle(document.querySelector('button[type="submit"]')!).backgroundColor,
      };
    });
    await context.close();
    expect(styles.token).toMatch(/^#[0-9a-f]{6}$/i);
    // One stylesheet defines the tokens: the one in index.html (its attribute is present, empty).
    expect(styles.definedBy).toEqual(['']);
    // The portal's own styles (shell.css, form.css) resolve against those tokens.
    expect(styles.buttonBackground).not.toBe('rgba(0, 0, 0, 0)');
  });
});
