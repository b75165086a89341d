import type { BrowserContext, Page } from 'playwright-core';
import { newDevice } from './browser';
import type { E2E } from './e2e-suite';
import { linkIn, mailsTo, nextMail } from './mailbox';
import { registerVerified, type Person } from './journeys';

/** Steps on the Manage Users screen and with invitation mails, as an administrator and an invitee take them. */

export async function openManageUsers(page: Page): Promise<void> {
  await page.goto('/dashboard/manage-user');
  await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
}

/**
 * Invites through the modal; answers the results modal's lines when more than one came back.
 * `apps` are the apps a Standard invitee is allowed (every other starts blocked).
 */
export async function inviteMembers(
  page: Page, emails: string, userType?: 'Standard' | 'Administrators', apps: readonly string[] = [],
): Promise<void> {
  await page.getByRole('button', { name: 'Invite Members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite members' });
  await dialog.waitFor();
  if (userType === 'Administrators') await chooseUserType(page, dialog, userType);
  await dialog.getByLabel('Emails').fill(emails);
  for (const app of apps) await dialog.getByText(app, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
}

export async function chooseUserType(page: Page, dialog: ReturnType<Page['getByRole']>, userType: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'User Type' }).click();
  await page.getByRole('option', { name: userType, exact: true }).click();
}

const MEMBERS = 'Members and invitations';

/** The members as the width shows them: a table, or below 768 px a list of cards. */
export const membersList = (page: Page) => page.getByRole('table', { name: MEMBERS }).or(page.getByRole('list', { name: MEMBERS }));

/** The row of the members table that shows `email`, or on a phone its card. */
export function memberRow(page: Page, email: string) {
  const rows = page.getByRole('table', { name: MEMBERS }).getByRole('row').or(page.getByRole('list', { name: MEMBERS }).getByRole('listitem'));
  return rows.filter({ has: page.getByText(email, { exact: true }) });
}

/** The invitation link of the newest invitation mail to `email` after `seen` mails. */
export async function invitationLink(baseUrl: string, email: string, seen = 0): Promise<string> {
  return linkIn(await nextMail(baseUrl, email, seen), '/invitation');
}

export const mailCount = async (baseUrl: string, email: string) => (await mailsTo(baseUrl, email)).length;

/** A person registered and verified on a device of their own, kept open. */
export async function deviceOf(env: E2E, who: Person): Promise<{ context: BrowserContext; page: Page }> {
  const device = await newDevice(env.browser, env.portal.url);
  await registerVerified(device.page, env.portal.url, who);
  return device;
}
