import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { join } from 'node:path';
import { measureRouteBytes } from '../../scripts/bench/bytes';
import type { BenchRoute, Session } from '../../scripts/bench/routes';
import { BUDGETS } from '../../scripts/bench/budgets';
import { storageKeys } from '../../src/session/storage-keys';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { person, registerVerified } from '../support/journeys';
import { createAccount } from '../support/account-steps';
import { subscribeAccount } from '../support/subscribe-steps';
import { inviteMembers, memberRow, openManageUsers } from '../support/member-steps';
import { uniqueEmail } from '../support/unique-email';

/**
 * The byte budgets, which are deterministic where timings are not: the compressed
 * JavaScript each route loads before interaction (scripts/bench/bytes.ts, the same measure as
 * `npm run bench`), at most 160 KB for the login page and 250 KB for any other screen.
 */
const env = useE2E();
const dist = join(new URL('../..', import.meta.url).pathname, process.env.STATIC_DIR || 'dist');

const shows = (text: string) => (page: Page) => page.getByText(text).first().waitFor({ timeout: 60_000 });

const classOf = (locator: Locator) => locator.evaluate((element) => element.className);

/**
 * The portal was commissioned drawn by Chakra: the login page's controls, the dashboard's apps table,
 * the menu and Manage Users carry the classes of Chakra's recipes, and their look comes from the
 * theme's tokens.
 */
async function expectLoginDrawnByChakra(page: Page): Promise<void> {
  await page.goto('/auth/login');
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  expect(await classOf(submit)).toContain('chakra-button');
  expect(await classOf(page.getByLabel('Email'))).toContain('chakra-input');
  expect(await classOf(page.getByLabel('Password', { exact: true }))).toContain('chakra-input');
  expect(await submit.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  // The checkbox is the browser's input over Chakra's Checkmark, drawn by the theme's checkmark
  // recipe in the blue palette (src/ui/form/CheckboxChoice.tsx).
  const drawn = await page.getByRole('checkbox', { name: 'Keep me signed in' }).locator('xpath=following-sibling::*[1]').evaluate((element) => ({
    tag: element.tagName.toLowerCase(),
    state: element.getAttribute('data-state'),
    background: getComputedStyle(element).backgroundColor,
  }));
  expect(drawn).toMatchObject({ tag: 'svg', state: 'checked' });
  expect(drawn.background).not.toBe('rgba(0, 0, 0, 0)');
}

async function expectSignedInScreensDrawnByChakra(page: Page): Promise<void> {
  await page.goto('/dashboard');
  const apps = page.getByRole('table');
  await apps.waitFor();
  expect(await classOf(apps)).toContain('chakra-table__root');
  expect(await classOf(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage Users' }))).toContain('chakra-link');
  await openManageUsers(page);
  await inviteMembers(page, 'chakra.drawn@example.com');
  const row = memberRow(page, 'chakra.drawn@example.com');
  await row.waitFor();
  expect(await classOf(page.getByRole('table'))).toContain('chakra-table__root');
  expect(await classOf(page.getByRole('button', { name: 'Invite Members' }))).toContain('chakra-button');
  expect(await classOf(row.getByRole('button').first())).toContain('chakra-button');
}

describe('the main screens', () => {
  it('are drawn by Chakra, and each route stays within its JavaScript budget: 160 KB to sign in, 250 KB for any other screen', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url, { width: 1280, height: 800 });
    await expectLoginDrawnByChakra(page);
    const owner = person(uniqueEmail('bytes'));
    await registerVerified(page, env.portal.url, owner);
    await createAccount(page, { type: 'Private Individual', name: 'Bytes Second' });
    await createAccount(page, { type: 'Registered Company', name: 'Bytes Ltd', registration_number: '01234567' });
    await subscribeAccount(env, page);
    await expectSignedInScreensDrawnByChakra(page);
    const session: Session = await page.evaluate((keys) => {
      const selected = JSON.parse(localStorage.getItem(keys.selectedAccount) ?? '{}') as { userId: number; accountId: number };
      return { token: localStorage.getItem(keys.accessToken) ?? '', userId: selected.userId, accountId: selected.accountId };
    }, storageKeys);
    await context.close();
    expect(session.token).not.toBe('');

    const routes: BenchRoute[] = [
      { name: 'login', path: '/auth/login', signedIn: false, ready: (p) => p.getByRole('button', { name: 'Sign in', exact: true }).waitFor() },
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
    for (const route of routes) {
      sizes[route.name] = (await measureRouteBytes(env.browser, env.portal.url, dist, route, session, { memberRows: 1 })).bytes;
    }
    expect(sizes.login).toBeLessThanOrEqual(BUDGETS.loginJsBytes);
    for (const [name, bytes] of Object.entries(sizes)) expect(bytes, name).toBeLessThanOrEqual(BUDGETS.anyRouteJsBytes);
    console.log(Object.entries(sizes).map(([name, bytes]) => `${name}: ${(bytes / 1000).toFixed(1)} KB`).join(', '));
  });
});

describe('Chakra\'s global styles', () => {
  it('are written once, and the components\' styles resolve against their tokens', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await page.goto(`${env.portal.url}/auth/login`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    const styles = await page.evaluate(() => {
      const defining = [...document.styleSheets].filter((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-blue-600:')));
      return {
        token: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-blue-600').trim(),
        definedBy: defining.length,
        buttonBackground: getComputedStyle(document.querySelector('button[type="submit"]')!).backgroundColor,
      };
    });
    await context.close();
    expect(styles.token).toMatch(/^#[0-9a-f]{6}$/i);
    expect(styles.definedBy).toBe(1);
    // The submit button's recipe resolves against those tokens.
    expect(styles.buttonBackground).not.toBe('rgba(0, 0, 0, 0)');
  });
});
