import type { BrowserContext, Page } from 'playwright-core';
import { newDevice } from './browser';
import type { E2E } from './e2e-suite';
import { fill, person, type Person } from './journeys';
import { uniqueEmail } from './unique-email';
import { createAccount } from './account-steps';
import { deviceOf, invitationLink, inviteMembers, memberRow, openManageUsers } from './member-steps';
import { PACKAGES, packageLink, subscribeAccount } from './subscribe-steps';

/** A signed-in person on a device of their own. */
export type Device = { context: BrowserContext; page: Page };

/**
 * What the accessibility walk needs, made once: an administrator of two accounts whose first,
 * 'Axe Works', subscribes to the Business package and lists every kind of member row (the owner,
 * a STANDARD member allowed Insights, a pending and a canceled invitation), and that member.
 */
export type AxeWorld = {
  admin: Device;
  member: Device;
  memberEmail: string;
  canceledEmail: string;
  /** The mailed link of the pending invitation. */
  invitationLink: string;
  /** The operator's link to the Starter package. */
  packageLink: string;
};

/** The invitee has no user profile yet: they register from the mailed link and land in the account. */
async function registerFromInvitation(env: E2E, who: Person): Promise<Device> {
  const device = await newDevice(env.browser, env.portal.url);
  await device.page.goto(await invitationLink(env.portal.url, who.email));
  await device.page.getByRole('button', { name: 'Accept Invitation' }).click();
  await device.page.waitForURL(/\/auth\/register\?token=/);
  await fill(device.page, { first_name: who.first_name, last_name: who.last_name, password: who.password });
  await device.page.getByRole('button', { name: 'Create Profile' }).click();
  await device.page.getByText('Home: Axe Works').waitFor();
  return device;
}

async function cancelInvitation(page: Page, email: string): Promise<void> {
  await memberRow(page, email).getByRole('button', { name: `Cancel Invitation ${email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await memberRow(page, email).getByText('Canceled', { exact: true }).waitFor();
}

/** A second account, so account selection shows its cards and the menu its 'Switch Account'; then back to the first. */
async function addSecondAccount(page: Page): Promise<void> {
  await createAccount(page, { type: 'Private Individual', name: 'Axe Labs' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Axe Works' }).click();
  await page.getByText('Home: Axe Works').waitFor();
}

export async function setUpAxeWorld(env: E2E): Promise<AxeWorld> {
  const member = { ...person(uniqueEmail('axe-member')), first_name: 'Sam', last_name: 'Standard' };
  const pendingEmail = uniqueEmail('axe-pending');
  const canceledEmail = uniqueEmail('axe-canceled');

  const admin = await deviceOf(env, { ...person(uniqueEmail('axe-owner')), first_name: 'Olive', last_name: 'Owner' });
  await createAccount(admin.page, { type: 'Private Individual', name: 'Axe Works' });
  await subscribeAccount(env, admin.page);
  await openManageUsers(admin.page);
  await inviteMembers(admin.page, [member.email, pendingEmail, canceledEmail].join(', '), 'Standard', ['Insights']);
  const results = admin.page.getByRole('dialog', { name: 'You Just Invited!' });
  await results.getByRole('button', { name: 'close', exact: true }).click();
  await results.waitFor({ state: 'hidden' });

  // The member registers on their device while the administrator carries on on theirs.
  const [memberDevice] = await Promise.all([
    registerFromInvitation(env, member),
    cancelInvitation(admin.page, canceledEmail).then(() => addSecondAccount(admin.page)),
  ]);

  return {
    admin,
    member: memberDevice,
    memberEmail: member.email,
    canceledEmail,
    invitationLink: await invitationLink(env.portal.url, pendingEmail),
    packageLink: await packageLink(env, PACKAGES.starter),
  };
}
