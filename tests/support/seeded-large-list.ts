import { Buffer } from 'node:buffer';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { addMembers } from '../../scripts/bench/seed-members';
import { openPglite } from '../../server/db/pglite';
import { storageKeys } from '../../src/session/storage-keys';
import { createAccount } from './account-steps';
import type { E2E } from './e2e-suite';
import { person, registerVerified } from './journeys';
import { selectedAccountId } from './members-cli';
import { uniqueEmail } from './unique-email';

async function userIdOf(page: Page): Promise<number> {
  const token = await page.evaluate((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key) ?? '', storageKeys.accessToken);
  return Number(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub);
}

/**
 * An administrator on `page` whose new account `account` has `members` more members, written
 * straight into the database while the server is stopped (as the bench seeds them), and whose
 * page is then controlled by the service worker, as for anyone who opened the portal before.
 * Returns the administrator's address.
 */
export async function administratorWithSeededMembers(env: E2E, page: Page, account: string, members: number, tag: string): Promise<string> {
  const who = person(uniqueEmail(tag));
  await registerVerified(page, env.portal.url, who);
  await createAccount(page, { type: 'Private Individual', name: account });
  const [ownerId, accountId] = [await userIdOf(page), await selectedAccountId(page)];
  await env.portal.whileStopped(async (stopped) => {
    const db = await openPglite(join(stopped.DATA_DIR ?? '', 'db'));
    try {
      await addMembers(db, { accountId, ownerId, count: members, trusted: 0, passwordHash: 'not-for-signing-in', now: new Date() });
    } finally {
      await db.close();
    }
  });
  // A registration the page tried while the server was stopped for the seeding failed, and
  // `ready` would never settle: a load with the server back registers the worker.
  await page.reload();
  await page.getByRole('heading', { name: `Home: ${account}` }).waitFor();
  const registered = await page.evaluate(() => Promise.race([
    navigator.serviceWorker.ready.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000)),
  ]));
  expect(registered, 'the service worker is active within 30 s of a load').toBe(true);
  await page.reload();
  await page.getByRole('heading', { name: `Home: ${account}` }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return who.email;
}
