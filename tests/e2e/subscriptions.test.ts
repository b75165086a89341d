import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e-suite';
import { uniqueEmail } from '../support/unique-email';
import { logout, person, registerVerified, signInForm } from '../support/journeys';
import { newDevice } from '../support/browser';
import { createAccount } from '../support/account-steps';
import { deviceOf, invitationLink, inviteMembers, mailCount, openManageUsers } from '../support/member-steps';
import { PACKAGES, packageLink, subscribeAccount, subscribeAndPay } from '../support/subscribe-steps';

const env = useE2E();

const appNames = async (page: Page) =>
  (await page.getByRole('table', { name: 'Subscribed apps' }).locator('tbody tr td:first-child').allTextContents()).map((name) => name.trim());

describe('subscriptions', () => {
  it('subscribes from a package link, pays in the sandbox, excludes a member, and cancels in the embedded portal', async () => {
    const owner = person(uniqueEmail('payer'));
    const admin = await deviceOf(env, owner);
    await createAccount(admin.page, { type: 'Private Individual', name: 'Paying Co' });
    // A member to exclude: invited, registered from the mail, a STANDARD member of the account.
    const memberEmail = uniqueEmail('excluded');
    const member = await deviceOf(env, { ...person(memberEmail), first_name: 'Grace', last_name: 'Hopper' });
    const memberPage = member.page;
    const seen = await mailCount(env.portal.url, memberEmail);
    await openManageUsers(admin.page);
    await inviteMembers(admin.page, memberEmail);
    await memberPage.goto(await invitationLink(env.portal.url, memberEmail, seen));
    await memberPage.getByRole('button', { name: 'Accept Invitation' }).click();
    await memberPage.getByText('Home: Paying Co').waitFor();

    // The operator sends the 'Business' package link; the owner opens it signed out and signs in.
    const link = await packageLink(env, PACKAGES.business);
    await logout(admin.page);
    await admin.page.goto(link);
    await admin.page.waitForURL(/\/auth\/login/);
    await signInForm(admin.page, owner.email, owner.password);
    await admin.page.waitForURL((url) => url.pathname === '/subscribe-package');
    await admin.page.getByText('Business').first().waitFor();

    await admin.page.getByRole('combobox', { name: 'Exclude Users' }).click();
    await admin.page.getByRole('option', { name: /Grace Hopper/ }).click();
    // The sandbox's hosted checkout: pay, and come back verified.
    await subscribeAndPay(admin.page);
    await expect.poll(() => appNames(admin.page)).toEqual(['Insights', 'Ledger', 'Roster']);

    // The excluded member sees none of the package's apps.
    await memberPage.reload();
    await memberPage.getByText('No apps yet.').waitFor();

    // The gear's tooltip: shown while the pointer rests on it, hidden by Escape (WCAG 1.4.13) until
    // the pointer leaves and comes back.
    const gear = admin.page.getByRole('button', { name: 'Manage Subscriptions' });
    const tooltip = admin.page.getByRole('tooltip', { name: 'Manage Subscriptions' });
    await gear.hover();
    await tooltip.waitFor();
    await admin.page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'hidden' });
    await admin.page.mouse.move(0, 0);
    await gear.hover();
    await tooltip.waitFor();

    // Manage Subscription: the sandbox portal inside the frame; cancelling there takes the apps away.
    await gear.click();
    const modal = admin.page.getByRole('dialog', { name: 'Manage Subscription' });
    const frame = modal.frameLocator('iframe[title="Billing portal"]');
    await frame.getByRole('button', { name: 'Cancel subscription' }).click();
    await frame.getByText(/cancelled/i).first().waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await admin.page.getByText('No apps yet.').waitFor();
    await admin.context.close();
    await member.context.close();
  });

  it('closes the billing portal by its own way back, in the dialog and on its page, at 390 px', async () => {
    const phone = await newDevice(env.browser, env.portal.url, { width: 390, height: 844 });
    const { page } = phone;
    await registerVerified(page, env.portal.url, person(uniqueEmail('backer')));
    await createAccount(page, { type: 'Private Individual', name: 'Back Co' });
    await subscribeAccount(env, page);

    // The service worker answers the frame's navigations too: its return page must be its own.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const framed: string[] = [];
    page.on('request', (request) => {
      if (request.frame() !== page.mainFrame()) framed.push(new URL(request.url()).pathname);
    });

    // In the dialog: the provider's 'Back to the portal' closes it, and the dashboard is there.
    await page.getByRole('button', { name: 'Manage Subscriptions' }).click();
    const modal = page.getByRole('dialog', { name: 'Manage Subscription' });
    await modal.frameLocator('iframe[title="Billing portal"]').getByRole('link', { name: 'Back to the portal' }).click();
    await modal.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByRole('button', { name: 'Manage Subscriptions' }).waitFor();
    // The frame loaded the static return page and its one script, none of the portal's own.
    expect(framed).toContain('/billing-return.html');
    expect(framed).toContain('/billing-return.js');
    expect(framed.filter((path) => path.startsWith('/assets/'))).toEqual([]);

    // The address itself shows the billing portal in the page; its way back leads to the dashboard.
    await page.goto('/dashboard/manage-subscription');
    await page.getByRole('heading', { name: 'Manage Subscription' }).waitFor();
    await page.frameLocator('iframe[title="Billing portal"]').getByRole('link', { name: 'Back to the portal' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('button', { name: 'Manage Subscriptions' }).waitFor();

    // The return page opened at top level leads to the portal's page for the subscription.
    await page.goto('/billing-return.html');
    await page.waitForURL((url) => url.pathname === '/dashboard/manage-subscription');
    await page.getByRole('heading', { name: 'Manage Subscription' }).waitFor();
    await phone.context.close();
  });

  it('serves a checkout paid on the sandbox whose return page never loads: the apps are there on the next load', async () => {
    const admin = await deviceOf(env, person(uniqueEmail('tunnel')));
    await createAccount(admin.page, { type: 'Private Individual', name: 'Tunnel Co' });
    await admin.page.getByText('No apps yet.').waitFor();

    await admin.page.goto(await packageLink(env, PACKAGES.business));
    await admin.page.waitForURL((url) => url.pathname === '/subscribe-package');
    await admin.page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await admin.page.waitForURL(/\/__sandbox\/checkout\//);
    // The train enters a tunnel: the payment reaches the provider, its redirect back to the portal
    // never reaches the browser.
    const pay = /\/__sandbox\/checkout\/[^/]+\/pay$/;
    let returnUrl = '';
    await admin.page.route(pay, async (route) => {
      returnUrl = (await route.fetch({ maxRedirects: 0 })).headers().location ?? '';
      await route.abort('internetdisconnected');
    });
    await admin.page.getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => returnUrl).toMatch(/\/sandbox\/success\?/);
    await admin.page.unroute(pay);

    await admin.page.goto('/dashboard');
    await expect.poll(() => appNames(admin.page)).toEqual(['Insights', 'Ledger', 'Roster']);
    await admin.context.close();
  });
});
