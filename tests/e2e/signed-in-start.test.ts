import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { createAccount } from '../support/account-steps';
import { person, registerVerified } from '../support/journeys';
import { uniqueEmail } from '../support/unique-email';
import { storageKeys } from '../../src/session/storage-keys';

const env = useE2E();

type AuthAnswer = { userAccounts: { id: number; user_account_token: string }[] };

/** Every answer to GET auth the page receives, as they come. */
function answersToAuth(page: Page): AuthAnswer[] {
  const answers: AuthAnswer[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname === '/api/v1/auth' && response.ok()) answers.push((await response.json()) as AuthAnswer);
  });
  return answers;
}

/** The account's token in the (one) answer to GET auth. */
function accountTokenIn(answers: AuthAnswer[], accountId: number): string | undefined {
  expect(answers).toHaveLength(1);
  return answers[0]?.userAccounts.find((account) => account.id === accountId)?.user_account_token;
}

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
    // The dashboard's apps too, once, with the chosen account's own token (not the session's),
    // as the answer to GET auth gave it (a new one with each answer).
    const chosen = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { accountId: number }, storageKeys.selectedAccount);
    await expect.poll(() => askedApps.length).toBe(1);
    await expect.poll(() => authAnswers.length).toBe(1);
    expect(askedApps).toEqual([`Bearer ${accountTokenIn(authAnswers, chosen.accountId)}`]);

    // The frame is laid out: the menu is fixed at the side, the current entry ('Apps' for an administrator) marked.
    const look = await menuLink.evaluate((link) => ({
      menu: getComputedStyle(link.closest('aside')!).position,
      current: link.getAttribute('aria-current'),
      background: getComputedStyle(link).backgroundColor,
    }));
    expect(look).toEqual({ menu: 'fixed', current: 'page', background: 'rgb(239, 246, 255)' });

    await context.close();
  });
});
