import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e-suite';
import { uniqueEmail } from '../support/unique-email';
import { logout, person, signInForm } from '../support/journeys';
import { createAccount } from '../support/account-steps';
import { deviceOf, invitationLink, inviteMembers, mailCount, openManageUsers } from '../support/member-steps';

const env = useE2E();
const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;

/** The operator's `npm run admin -- package-link <id>`, run while the portal is up (through its loopback API). */
async function packageLink(packageId: number): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', 'package-link', String(packageId)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: env.portal.dataDir, DATABASE_URL: '' },
  });
  const link = /https?:\/\/\S+\/subscribe\?token=\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`no package link in: ${stdout}`);
  return link;
}

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
    const link = await packageLink(2);
    await logout(admin.page);
    await admin.page.goto(link);
    await admin.page.waitForURL(/\/auth\/login/);
    await signInForm(admin.page, owner.email, owner.password);
    await admin.page.waitForURL((url) => url.pathname === '/subscribe-package');
    await admin.page.getByText('Business').first().waitFor();

    await admin.page.getByRole('combobox', { name: 'Exclude Users' }).click();
    await admin.page.getByRole('option', { name: /Grace Hopper/ }).click();
    await admin.page.getByRole('button', { name: 'Subscribe', exact: true }).click();

    // The sandbox's hosted checkout: pay, and come back verified.
    await admin.page.waitForURL(/\/__sandbox\/checkout\//);
    await admin.page.getByRole('button', { name: 'Pay' }).click();
    await admin.page.getByText('Your subscription is active.').first().waitFor();
    await admin.page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => appNames(admin.page)).toEqual(['Insights', 'Ledger', 'Roster']);

    // The excluded member sees none of the package's apps.
    await memberPage.reload();
    await memberPage.getByText('No apps yet.').waitFor();

    // Manage Subscription: the sandbox portal inside the frame; cancelling there takes the apps away.
    await admin.page.getByRole('button', { name: 'Manage Subscriptions' }).click();
    const modal = admin.page.getByRole('dialog', { name: 'Manage Subscription' });
    const frame = modal.frameLocator('iframe[title="Billing portal"]');
    await frame.getByRole('button', { name: 'Cancel subscription' }).click();
    await frame.getByText(/cancelled/i).first().waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await admin.page.getByText('No apps yet.').waitFor();
    await admin.context.close();
    await member.context.close();
  });
});
