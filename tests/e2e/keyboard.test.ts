import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { uniqueEmail } from '../support/unique-email';
import { person } from '../support/journeys';
import {
  billingPortalByKeyboard, createAccountByKeyboard, followMenuLink, inviteByKeyboard, menuOverPage, registerByKeyboard,
  signOutByKeyboard, subscribeByKeyboard, verifyByKeyboard,
} from '../support/keyboard-steps';
import { authenticatorAppByKeyboard } from '../support/keyboard-two-step';
import { domainByKeyboard, ssoSignInByKeyboard } from '../support/keyboard-sso';
import { startDnsServer, type TestDnsServer } from '../support/dns-server';

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns?.close());
// Domain checks ask the test's own DNS server, which has no record: 'Verify' finds none at once.
const env = useE2E({ env: () => ({ DNS_SERVERS: dns.address }) });

/**
 * No mouse: every control reached with Tab, its focus seen (a ring of 3:1 contrast), pressed with
 * Enter or Space; each form error marked on its field and read with it; toasts in a live region;
 * dialogs take the focus, keep it and give it back.
 */
async function journey(page: Page, narrow: boolean): Promise<void> {
  const who = person(uniqueEmail(narrow ? 'phone.keys' : 'desk.keys'));
  const seen = await registerByKeyboard(env, page, who);
  await verifyByKeyboard(env, page, who, seen);
  await createAccountByKeyboard(page, 'Keyboard Co');
  if (narrow) await menuOverPage(page);
  await followMenuLink(page, narrow, 'Manage Users', 'Manage Users');
  await inviteByKeyboard(page, uniqueEmail('keys.invitee'), who.email);
  await subscribeByKeyboard(env, page);
  await billingPortalByKeyboard(page);
  await domainByKeyboard(page, narrow, `keys-${randomBytes(4).toString('hex')}.example`);
  await authenticatorAppByKeyboard(page, narrow);
  await signOutByKeyboard(page, narrow);
  await ssoSignInByKeyboard(page, who.email);
}

describe('keyboard only', () => {
  it('registers, verifies, creates an account, invites, subscribes, opens the billing portal, adds a domain, turns on an authenticator app, signs out and is told single sign-on is not set up for them at 1280 px', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url, { width: 1280, height: 800 });
    await journey(page, false);
    await context.close();
  });

  it('does the same on a 390 px phone, through the collapsed menu', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url, { width: 390, height: 844 });
    await journey(page, true);
    await context.close();
  });
});
