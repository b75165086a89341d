import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { storageKeys } from '../../src/session/storage-keys';
import { createAccount } from '../support/account-steps';
import { newDevice } from '../support/browser';
import { browserStorage, sessionTraces, visibleText } from '../support/browser-storage';
import { useE2E } from '../support/e2e-suite';
import { logout, person, registerVerified, type Person } from '../support/journeys';
import { inviteMembers, memberRow, openManageUsers } from '../support/member-steps';
import { waitForPersistedCache, waitForSavedMembers } from '../support/persisted-cache';
import { subscribeAccount } from '../support/subscribe-steps';
import { uniqueEmail } from '../support/unique-email';
import { installed } from '../support/installed';

/*
 * One browser, two people (issue 9, "Proofs" 3). offline.test.ts proves one user's saved data
 * reads offline; this proves it is that user's alone: after a logout nothing of theirs is left in
 * the browser, and the next person to sign in there never sees it, online or from the saved cache
 * offline. Every name, e-mail and account of a person carries a random tag, so "nothing of the
 * first person" is "the tag appears nowhere".
 */

const env = useE2E();

/** Someone whose every name and address carries `tag`. */
const tagged = (label: string, tag: string): Person => ({
  ...person(uniqueEmail(`${label}${tag}`)), first_name: `${label}${tag}`, last_name: `Surname${tag}`,
});

/** Nothing of a signed-in person is left: no token, saved cache or chosen account, and no trace of `tag`. */
async function expectSignedOutClean(page: Page, tag: string): Promise<void> {
  // The saved cache is written on a 500 ms throttle: a save left over from before the logout would land by then.
  await page.waitForTimeout(1000);
  const stored = await browserStorage(page);
  expect(sessionTraces(stored)).toEqual([]);
  expect(JSON.stringify(stored)).not.toContain(tag);
  // The service worker never keeps an API answer (DESIGN "Offline").
  expect(stored.cachedUrls.filter((url) => url.includes('/api/'))).toEqual([]);
}

describe('a shared device', () => {
  it("shows the next person to sign in nothing of the previous one's accounts, members or apps, online or offline", async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const firstTag = randomBytes(4).toString('hex');
    const first = tagged('first', firstTag);
    await registerVerified(page, env.portal.url, first);
    await createAccount(page, { type: 'Private Individual', name: `First Secrets ${firstTag}` });
    await subscribeAccount(env, page);
    const firstMember = uniqueEmail(`member${firstTag}`);
    await openManageUsers(page);
    await inviteMembers(page, firstMember);
    await memberRow(page, firstMember).waitFor();
    // Saved on a throttle: wait for the list with the invitee before the reload, or the saved list is the older one.
    await waitForPersistedCache(page, [firstMember]);
    await installed(page);
    await page.goto('/dashboard');
    await page.getByRole('table', { name: 'Subscribed apps' }).getByText('Ledger').waitFor();
    // Teeth: the first person's accounts, members and apps are all in the saved cache before the logout.
    await waitForPersistedCache(page, [`First Secrets ${firstTag}`, firstMember, 'Ledger']);

    await logout(page);
    await expectSignedOutClean(page, firstTag);

    const secondTag = randomBytes(4).toString('hex');
    const second = tagged('second', secondTag);
    await registerVerified(page, env.portal.url, second);
    await createAccount(page, { type: 'Private Individual', name: `Second Books ${secondTag}` });
    const screens: [string, string][] = [
      ['/dashboard', `Home: Second Books ${secondTag}`],
      ['/dashboard/manage-user', second.email],
      ['/dashboard/profile', 'My Profile'],
      ['/', `Second Books ${secondTag}`],
    ];
    for (const [path, shown] of screens) {
      await page.goto(path);
      await page.getByText(shown).first().waitFor();
      expect(await visibleText(page), path).not.toContain(firstTag);
      if (path === '/dashboard/manage-user') await waitForSavedMembers(page, [second.email]);
    }
    await page.goto('/dashboard');
    await page.getByText('No apps yet.').waitFor();
    await waitForPersistedCache(page, [`Second Books ${secondTag}`, second.email]);
    const stored = await browserStorage(page);
    expect(JSON.stringify(stored)).not.toContain(firstTag);
    expect(sessionTraces(stored).filter((key) => key.startsWith(storageKeys.queryCachePrefix))).toHaveLength(1);

    // Offline, every screen is drawn from the saved cache: the second person's, and only theirs.
    await context.setOffline(true);
    for (const [path, shown] of screens) {
      await page.goto(path);
      await page.getByText(shown).first().waitFor();
      await page.getByText('You are offline', { exact: false }).first().waitFor();
      expect(await visibleText(page), `${path} offline`).not.toContain(firstTag);
    }
    await context.close();
  });

  it('logging out offline wipes the token, the saved cache and the chosen account; back online, the portal is signed out', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const tag = randomBytes(4).toString('hex');
    const who = tagged('leaver', tag);
    await registerVerified(page, env.portal.url, who);
    await createAccount(page, { type: 'Private Individual', name: `Leaving Ltd ${tag}` });
    const member = uniqueEmail(`member${tag}`);
    await openManageUsers(page);
    await inviteMembers(page, member);
    await memberRow(page, member).waitFor();
    await waitForPersistedCache(page, [member]);
    await installed(page);
    await memberRow(page, member).waitFor();
    await waitForPersistedCache(page, [`Leaving Ltd ${tag}`, member]);
    // Teeth: signed in, all three are there.
    expect(sessionTraces(await browserStorage(page)).sort()).toEqual(
      [storageKeys.accessToken, `${storageKeys.queryCachePrefix}${await userIdOf(page)}`, storageKeys.selectedAccount].sort(),
    );

    await context.setOffline(true);
    await page.reload();
    await memberRow(page, member).waitFor();
    await logout(page);
    await expectSignedOutClean(page, tag);
    // Offline, a protected screen sends the visitor to sign in; nothing saved is shown on the way.
    await page.goto('/dashboard/manage-user');
    await page.waitForURL(/\/auth\/login/);
    expect(await visibleText(page)).not.toContain(tag);

    await context.setOffline(false);
    await page.reload();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.goto('/dashboard');
    await page.waitForURL(/\/auth\/login/);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await expectSignedOutClean(page, tag);
    await context.close();
  });
});

/** The signed-in user's id, as the stored session token names it. */
async function userIdOf(page: Page): Promise<string> {
  const token = await page.evaluate((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key) ?? '', storageKeys.accessToken);
  return String(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub);
}
