import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { createAccount } from '../support/account-steps';
import { person, registerVerified } from '../support/journeys';
import { uniqueEmail } from '../support/unique-email';
import { storageKeys } from '../../src/session/storage-keys';

const env = useE2E();

type AuthAnswer = { userAccounts: { id: number; user_account_token: string }[] };

/**
 * Every answer to GET auth the page receives from now on, as they come. A call made before (a
 * move's session check still in flight) is not counted, and neither is an answer whose body went
 * with the page it came to.
 */
function answersToAuth(page: Page): AuthAnswer[] {
  const answers: AuthAnswer[] = [];
  const asked = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/auth') asked.add(request);
  });
  page.on('response', async (response) => {
    if (!asked.has(response.request()) || !response.ok()) return;
    const answer = await response.json().catch(() => null);
    if (answer) answers.push(answer as AuthAnswer);
  });
  return answers;
}

/** The account's token in the (one) answer to GET auth. */
function accountTokenIn(answers: AuthAnswer[], accountId: number): string | undefined {
  expect(answers).toHaveLength(1);
  return answers[0]?.userAccounts.find((account) => account.id === accountId)?.user_account_token;
}

/** A token's claims, read as the portal reads them (the server verifies them). */
const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * A signed-in start (a reload, an installed portal opened again): the portal asks who is signed
 * in, on the dashboard then its apps, each once, and draws the frame around them.
 */
describe('a signed-in start', () => {
  it('asks the server who is signed in once, and the dashboard its apps once, and shows them in its frame', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url, { width: 1280, height: 800 });
    await registerVerified(page, env.portal.url, person(uniqueEmail('early.start')));
    await createAccount(page, { type: 'Private Individual', name: 'Early Start' });

    const asked: string[] = [];
    const askedApps: string[] = [];
    const authAnswers = answersToAuth(page);
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/v1/auth') asked.push(`${request.method()} ${request.headers().authorization ? 'with token' : 'without'}`);
      if (path === '/api/v1/package/subscribed-apps') askedApps.push(request.headers().authorization ?? '');
    });
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Home: Early Start' }).waitFor();
    const menuLink = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Apps' });
    await menuLink.waitFor();
    expect(asked).toEqual(['GET with token']);
    // The dashboard's apps too, once, with the chosen account's own token (not the session's): the
    // saved answer's, since the device paints what it saved while GET auth revalidates it.
    const chosen = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { accountId: number }, storageKeys.selectedAccount);
    await expect.poll(() => askedApps.length).toBe(1);
    await expect.poll(() => authAnswers.length).toBe(1);
    expect(accountTokenIn(authAnswers, chosen.accountId)).toBeTruthy();
    expect(askedApps).toHaveLength(1);
    expect(claimsOf(askedApps[0].replace(/^Bearer /, ''))).toMatchObject({ typ: 'account', acc: chosen.accountId });

    // The frame is laid out: the menu is fixed at the side, the current entry ('Apps' for an administrator) marked.
    const look = await menuLink.evaluate((link) => ({
      menu: getComputedStyle(link.closest('aside')!).position,
      current: link.getAttribute('aria-current'),
      background: getComputedStyle(link).backgroundColor,
    }));
    expect(look).toEqual({ menu: 'fixed', current: 'page', background: 'rgb(219, 234, 254)' });

    await context.close();
  });

  it('paints the saved accounts before GET auth answers, and takes the answer when it comes', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url, { width: 390, height: 800 });
    await registerVerified(page, env.portal.url, person(uniqueEmail('saved.start')));
    await createAccount(page, { type: 'Private Individual', name: 'Saved Start' });
    // The persister saves as the page goes; a reload is a page going.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldAuth = 0;
    await page.route((url) => url.pathname === '/api/v1/auth', async (route) => {
      heldAuth += 1;
      await held;
      await route.continue();
    });
    await page.reload();
    // GET auth is asked and held: the saved account and its home show all the same.
    await page.getByRole('heading', { level: 1, name: 'Home: Saved Start' }).waitFor();
    expect(heldAuth).toBeGreaterThanOrEqual(1);
    // Online, nothing says the data is saved rather than fresh.
    expect(await page.getByText('Saved data from', { exact: false }).count()).toBe(0);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/auth');
    release();
    expect((await answered).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Home: Saved Start' }).waitFor();
    await context.close();
  });
});

describe('a signed-in start without the service worker (a first visit, a browser that refuses it)', () => {
  it("has the page name the screen's chunks, each asked for once and used, and draws the screen", async () => {
    const context = await env.browser.newContext({ baseURL: env.portal.url, viewport: { width: 390, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const owner = person(uniqueEmail('preloaded.start'));
    await registerVerified(page, env.portal.url, owner);
    await createAccount(page, { type: 'Private Individual', name: 'Preloaded Start' });

    const html = await (await page.request.get('/dashboard/manage-user')).text();
    const announced = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(announced.some((file) => /^\/assets\/ManageUsersPage-[\w-]+\.js$/.test(file))).toBe(true);
    expect(announced.some((file) => /^\/assets\/AppLayout-[\w-]+\.js$/.test(file))).toBe(true);

    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/assets/') && path.endsWith('.js')) asked.push(path);
    });
    await page.goto('/dashboard/manage-user');
    await page.getByRole('cell', { name: owner.email, exact: true }).or(page.getByText(owner.email, { exact: true })).first().waitFor();
    for (const file of announced) expect(asked.filter((path) => path === file), file).toHaveLength(1);
    await context.close();
  });
});
