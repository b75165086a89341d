import { describe, expect, it } from 'vitest';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { uniqueEmail } from '../support/unique-email';
import { fill, person } from '../support/journeys';
import { createAccount, menuEntries } from '../support/account-steps';
import {
  chooseUserType, deviceOf, invitationLink, inviteMembers, mailCount, memberRow, openManageUsers,
} from '../support/member-steps';
import { waitForSavedMembers } from '../support/persisted-cache';
import { subscribeAccount } from '../support/subscribe-steps';

const env = useE2E();

describe('members and invitations', () => {
  it('invites three addresses; the new one registers from the mail, the existing one accepts and gets the standard menu', async () => {
    const owner = person(uniqueEmail('owner'));
    const admin = await deviceOf(env, owner);
    await createAccount(admin.page, { type: 'Private Individual', name: 'Team Co' });
    const existing = { ...person(uniqueEmail('existing')), first_name: 'Grace', last_name: 'Hopper' };
    const existingDevice = await deviceOf(env, existing);
    const newcomer = uniqueEmail('newcomer');

    await openManageUsers(admin.page);
    await inviteMembers(admin.page, `${newcomer}, ${existing.email}, ${owner.email}`);
    const results = admin.page.getByRole('dialog', { name: 'You Just Invited!' });
    await results.waitFor();
    const text = await results.innerText();
    expect(text).toContain(`${newcomer}`);
    expect(text).toContain(`${existing.email}`);
    expect(text).toContain('Invitation sent successfully.');
    expect(text).toContain('You tried to invite yourself, which is not allowed!');
    await results.getByRole('button', { name: 'close', exact: true }).click();
    await memberRow(admin.page, newcomer).getByText('Pending').waitFor();
    await memberRow(admin.page, existing.email).getByText('Pending').waitFor();

    // The newcomer opens the mailed link on a device of their own and registers with it.
    const fresh = await newDevice(env.browser, env.portal.url);
    await fresh.page.goto(await invitationLink(env.portal.url, newcomer));
    await fresh.page.getByText('Team Co').first().waitFor();
    await fresh.page.getByRole('button', { name: 'Accept Invitation' }).click();
    await fresh.page.waitForURL(/\/auth\/register\?token=/);
    const email = fresh.page.locator('input[name="email"]');
    expect(await email.inputValue()).toBe(newcomer);
    expect(await email.isDisabled()).toBe(true);
    await fill(fresh.page, { first_name: 'Alan', last_name: 'Turing', password: 'correct horse battery' });
    await fresh.page.getByRole('button', { name: 'Create Profile' }).click();
    await fresh.page.getByText('Home: Team Co').waitFor();
    expect(await menuEntries(fresh.page)).toEqual(['Dashboard', 'Products', 'My Profile', 'Security']);

    // The existing user, signed in on their device, accepts from their mail.
    await existingDevice.page.goto(await invitationLink(env.portal.url, existing.email));
    await existingDevice.page.getByRole('button', { name: 'Accept Invitation' }).click();
    await existingDevice.page.getByText('Invitation accepted successfully!').waitFor();
    await existingDevice.page.getByText('Home: Team Co').waitFor();
    expect(await menuEntries(existingDevice.page)).toEqual(['Dashboard', 'Products', 'My Profile', 'Security']);

    await admin.page.reload();
    await memberRow(admin.page, newcomer).getByText('Accepted').waitFor();
    await memberRow(admin.page, existing.email).getByText('Accepted').waitFor();
    for (const device of [admin, existingDevice, fresh]) await device.context.close();
  });

  it('edits a member, cancels (the old link is refused), is told to wait when re-inviting at once, and does not offer to remove the last administrator', async () => {
    const owner = person(uniqueEmail('editor'));
    const admin = await deviceOf(env, owner);
    await createAccount(admin.page, { type: 'Private Individual', name: 'Edit Works' });
    // The apps a member may be allowed are the account's subscribed ones.
    await subscribeAccount(env, admin.page);
    const invitee = uniqueEmail('invitee');
    await openManageUsers(admin.page);
    await inviteMembers(admin.page, invitee);
    await admin.page.getByText('Invitation sent successfully.').first().waitFor();
    const firstLink = await invitationLink(env.portal.url, invitee);
    const row = memberRow(admin.page, invitee);
    await row.getByText('Standard').waitFor();

    // Edit: allow one app; opened again, the edit shows it allowed and the others not.
    await row.getByRole('button', { name: `Edit ${invitee}` }).click();
    const edit = admin.page.getByRole('dialog', { name: 'Edit Invitation' });
    expect(await edit.getByRole('checkbox', { name: 'Ledger' }).isChecked()).toBe(false);
    await edit.getByText('Ledger', { exact: true }).click();
    await edit.getByRole('button', { name: 'Update' }).click();
    await admin.page.getByText('User Invitation packages updated!').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: `Edit ${invitee}` }).click();
    expect(await edit.getByRole('checkbox', { name: 'Ledger' }).isChecked()).toBe(true);
    expect(await edit.getByRole('checkbox', { name: 'Insights' }).isChecked()).toBe(false);

    // Then make the invitation an administrator's; the row says so.
    await chooseUserType(admin.page, edit, 'Administrators');
    await edit.getByRole('button', { name: 'Update' }).click();
    await edit.waitFor({ state: 'hidden' });
    await row.getByText('Administrator', { exact: true }).waitFor();

    // Cancel: the first link no longer works. Re-invited at once, the address was mailed less than a
    // minute ago (one invitation mail a minute per address): the admin is told when to try again,
    // nothing is sent and the row stays canceled. (Re-inviting a minute later: API tests.)
    await row.getByRole('button', { name: `Cancel Invitation ${invitee}` }).click();
    await admin.page.getByRole('alertdialog').or(admin.page.getByRole('dialog')).getByRole('button', { name: 'Yes' }).click();
    await row.getByText('Canceled').waitFor();
    expect(await row.getByRole('button', { name: `Edit ${invitee}` }).count()).toBe(0);
    const seen = await mailCount(env.portal.url, invitee);
    await row.getByRole('button', { name: `Reinvite ${invitee}` }).click();
    await admin.page.getByRole('alertdialog').or(admin.page.getByRole('dialog')).getByRole('button', { name: 'Yes' }).click();
    await admin.page.getByText('Too many attempts. Try again in 1 minute.').first().waitFor();
    await row.getByText('Canceled').waitFor();
    expect(await mailCount(env.portal.url, invitee)).toBe(seen);

    const stranger = await newDevice(env.browser, env.portal.url);
    await stranger.page.goto(firstLink);
    await stranger.page.getByRole('button', { name: 'Accept Invitation' }).click();
    await stranger.page.getByText('This invitation is invalid or has expired.').first().waitFor();

    // The only administrator is offered neither Cancel nor Standard: both are disabled, with the reason.
    const ownerRow = memberRow(admin.page, owner.email);
    const ownerCancel = ownerRow.getByRole('button', { name: `Cancel Membership ${owner.email}` });
    expect(await ownerCancel.isDisabled()).toBe(true);
    const reason = ownerRow.getByText('The account needs at least one administrator.');
    expect(await reason.isVisible()).toBe(true);
    expect(await ownerCancel.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
    await ownerRow.getByRole('button', { name: `Edit ${owner.email}` }).click();
    const ownerEdit = admin.page.getByRole('dialog', { name: 'Edit Membership' });
    expect(await ownerEdit.getByLabel('User Type').isDisabled()).toBe(true);
    await ownerEdit.getByText('The account needs at least one administrator.').waitFor();
    await ownerEdit.getByRole('button', { name: 'Cancel' }).click();
    await ownerEdit.waitFor({ state: 'hidden' });
    await memberRow(admin.page, owner.email).getByText('Accepted').waitFor();
    await stranger.context.close();
    await admin.context.close();
  });

  it('pages through and searches a table of 60 members', async () => {
    const owner = person(uniqueEmail('sixty'));
    const admin = await deviceOf(env, owner);
    await createAccount(admin.page, { type: 'Private Individual', name: 'Big Team' });
    const emails = Array.from({ length: 60 }, (_, index) => `member${String(index).padStart(2, '0')}.${uniqueEmail('big')}`);
    await openManageUsers(admin.page);
    await inviteMembers(admin.page, emails.join('\n'));
    const results = admin.page.getByRole('dialog', { name: 'You Just Invited!' });
    await results.waitFor();
    await results.getByRole('button', { name: 'close', exact: true }).click();

    const table = admin.page.getByRole('table');
    await memberRow(admin.page, owner.email).waitFor();
    // 61 rows (the owner and 60 invitations), 10 a page: the first page and at most 5 page buttons.
    expect(await table.getByRole('row').count()).toBe(11);
    const pager = admin.page.getByRole('navigation', { name: 'Pagination' });
    expect(await pager.getByRole('button', { name: /^Page \d+$/ }).count()).toBeLessThanOrEqual(5);
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await admin.page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 10);
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByRole('button', { name: 'Page 3' }).and(admin.page.locator('[aria-current="page"]')).waitFor();

    await admin.page.getByRole('searchbox', { name: 'Search' }).or(admin.page.getByLabel('Search')).first().fill(emails[42]);
    await memberRow(admin.page, emails[42]).waitFor();
    await admin.page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
    await admin.context.close();
  });

  it('shows the member list offline after a reload, refuses to invite, and sends nothing when back online', async () => {
    const owner = person(uniqueEmail('flaky'));
    const admin = await deviceOf(env, owner);
    await createAccount(admin.page, { type: 'Private Individual', name: 'Flaky Network' });
    const invitee = uniqueEmail('saved');
    await openManageUsers(admin.page);
    await inviteMembers(admin.page, invitee);
    await memberRow(admin.page, invitee).waitFor();
    await admin.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await admin.page.reload();
    await memberRow(admin.page, invitee).waitFor();
    await admin.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await waitForSavedMembers(admin.page, [invitee]);

    await admin.context.setOffline(true);
    await admin.page.reload();
    await memberRow(admin.page, invitee).waitFor();
    await admin.page.getByText('You are offline', { exact: false }).first().waitFor();
    await admin.page.getByText('Saved data from', { exact: false }).first().waitFor();

    const invites: string[] = [];
    admin.page.on('request', (request) => {
      if (request.url().includes('/api/v1/invitation/invite')) invites.push(request.url());
    });
    const later = uniqueEmail('later');
    await inviteMembers(admin.page, later);
    const dialog = admin.page.getByRole('dialog', { name: 'Invite members' });
    await dialog.getByText('Your changes were not sent', { exact: false }).first().waitFor();
    expect(await dialog.getByLabel('Emails').inputValue()).toBe(later);

    // Back online: the portal notices, and the form, still filled in, is sent once by the user.
    // Had the refused invite been queued, it would have gone out on reconnecting: a second request.
    await admin.context.setOffline(false);
    await admin.page.getByText('Showing saved data', { exact: false }).waitFor({ state: 'hidden' });
    const sent = admin.page.waitForResponse((response) => response.url().includes('/api/v1/invitation/invite'));
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await sent;
    await memberRow(admin.page, later).waitFor();
    expect(invites).toHaveLength(1);
    expect(await mailCount(env.portal.url, later)).toBe(1);
    await admin.context.close();
  });
});
