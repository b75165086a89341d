import { describe, expect, it } from 'vitest';
import { ACTOR_KIND, activityActions, activityLabels, inviteMessages, twoStepMessages } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { updateForm } from '../support/api-accounts';
import { activityPage, activityRowCount, allEntries, seen } from '../support/api-activity';
import { subscribeAndPay } from '../support/api-billing';
import { BUSINESS_PACKAGE, accept, decline, invite, inviteOne, invitedMember, ownedAccount, products } from '../support/api-members';
import { turnOnTotp } from '../support/api-two-step';
import { aMinuteLater, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

const OWNER = 'Olivia Owner';

describe.each(dbKinds)('every change to an account writes one activity entry in its transaction (%s)', (kind) => {
  const api = useApiApp(kind);

  /** The entries written since `before` (a count of the whole table), newest first. */
  async function newEntries(accountToken: string, before: number) {
    const written = (await activityRowCount(api)) - before;
    return (await allEntries(api, accountToken)).slice(0, Math.max(written, 0));
  }

  it('an invite writes one entry per invited address, newest first; refused addresses and failed mails write none', async () => {
    const { owner } = await ownedAccount(api);
    const [first, second] = [uniqueEmail('first'), uniqueEmail('second')];
    const before = await activityRowCount(api);
    const response = await invite(api, owner.accountToken, [first, owner.email, 'not-an-address', second], { tenancy: 'ADMINISTRATOR' });
    expect(response.body.results.map((result) => result.message)).toEqual([
      inviteMessages.sent, inviteMessages.yourself, inviteMessages.malformed, inviteMessages.sent,
    ]);
    expect(await activityRowCount(api)).toBe(before + 2);
    const entries = await allEntries(api, owner.accountToken);
    expect(entries.map(seen)).toEqual([
      { who: OWNER, what: activityActions.member_invited, subject: second, details: 'Invited as Administrator' },
      { who: OWNER, what: activityActions.member_invited, subject: first, details: 'Invited as Administrator' },
    ]);
    expect(entries[0]).toMatchObject({ actor_kind: ACTOR_KIND.USER, actor_user_id: owner.id, action: 'member_invited' });

    api.setMailServerDown(true);
    try {
      const failed = await invite(api, owner.accountToken, uniqueEmail('unmailed'));
      expect(failed.status).toBe(200);
      expect(failed.body.results[0].message).not.toBe(inviteMessages.sent);
    } finally {
      api.setMailServerDown(false);
    }
    expect(await activityRowCount(api)).toBe(before + 2);
  });

  it('canceling an invitation, inviting again, accepting and declining are logged with who did each', async () => {
    const { owner } = await ownedAccount(api);
    const address = uniqueEmail('again');
    await inviteOne(api, owner.accountToken, address);
    const before = await activityRowCount(api);
    expect((await api.post('invitation/cancel-membership-invitation', { email: address }, owner.accountToken)).status).toBe(200);
    // Canceling the canceled invitation again changes nothing, so it logs nothing.
    expect((await api.post('invitation/cancel-membership-invitation', { email: address }, owner.accountToken)).status).toBe(200);
    aMinuteLater(api); // an address is mailed at most once a minute
    const declineToken = await inviteOne(api, owner.accountToken, address);
    expect((await decline(api, declineToken)).status).toBe(200);
    // A second use of the same link is refused and logs nothing.
    expect((await decline(api, declineToken)).status).toBe(400);

    const joiner = await registerVerifiedUser(api, { firstName: 'Jo', lastName: 'Joiner' });
    const joinToken = await inviteOne(api, owner.accountToken, joiner.email);
    expect((await accept(api, joinToken, joiner.token)).status).toBe(200);

    expect((await newEntries(owner.accountToken, before)).map(seen)).toEqual([
      { who: 'Jo Joiner', what: activityActions.invitation_accepted, subject: joiner.email, details: 'Joined as Standard' },
      { who: OWNER, what: activityActions.member_invited, subject: joiner.email, details: 'Invited as Standard' },
      // The invitee has no profile: the log names them by the address the link came to.
      { who: address, what: activityActions.invitation_declined, subject: address, details: '' },
      { who: OWNER, what: activityActions.member_reinvited, subject: address, details: 'Invited as Standard' },
      { who: OWNER, what: activityActions.invitation_canceled, subject: address, details: '' },
    ]);
  });

  it("a member's apps and user type: one entry per change with before → after; no change or a refusal logs nothing", async () => {
    const { account, owner } = await ownedAccount(api);
    const member = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Sam', lastName: 'Standard' });
    const apps = await products(api, owner.accountToken);
    const ids = apps.map((app) => app.id);
    const names = apps.map((app) => app.name);
    const change = (packages: number[], tenancy: 'STANDARD' | 'ADMINISTRATOR') =>
      api.post('invitation/allow-package-membership-invitation', { email: member.email, packages, tenancy }, owner.accountToken);
    const before = await activityRowCount(api);

    expect((await change(ids, 'STANDARD')).status).toBe(200);
    expect((await change(ids.slice(1), 'STANDARD')).status).toBe(200);
    expect((await change(ids.slice(1), 'STANDARD')).status).toBe(200);
    expect((await change([], 'ADMINISTRATOR')).status).toBe(200);
    // The owner is the primary contact: making them Standard is refused, and logs nothing.
    expect((await api.post('invitation/allow-package-membership-invitation', { email: owner.email, packages: [], tenancy: 'STANDARD' }, owner.accountToken)).status).toBe(409);

    expect((await newEntries(owner.accountToken, before)).map(seen)).toEqual([
      { who: OWNER, what: activityActions.user_type_changed, subject: member.email, details: `User type: Standard → Administrator; Allowed: ${names[0]}` },
      { who: OWNER, what: activityActions.apps_changed, subject: member.email, details: `Blocked: ${names[0]}` },
      { who: OWNER, what: activityActions.apps_changed, subject: member.email, details: `Allowed: ${names.join(', ')}` },
    ]);
  });

  it('canceling a membership is logged; the last administrator cannot leave and nothing is logged', async () => {
    const { account, owner } = await ownedAccount(api);
    const member = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Sam', lastName: 'Standard' });
    const before = await activityRowCount(api);
    expect((await api.post('invitation/cancel-membership-invitation', { email: owner.email }, owner.accountToken)).status).toBe(409);
    expect((await api.post('invitation/cancel-membership-invitation', { email: member.email }, owner.accountToken)).status).toBe(200);
    expect((await newEntries(owner.accountToken, before)).map(seen)).toEqual([
      { who: OWNER, what: activityActions.membership_canceled, subject: member.email, details: 'Was Standard' },
    ]);
  });

  it('account details: the changed fields before → after; an unchanged save or a bad update logs nothing', async () => {
    const { owner } = await ownedAccount(api);
    const before = await activityRowCount(api);
    const save = (overrides: Record<string, unknown>) => api.put('account', updateForm(overrides), owner.accountToken);
    expect((await save({})).status).toBe(200);
    expect((await save({ account_name: '' })).status).toBe(400);
    expect((await save({ account_name: 'Acme Ltd', city: 'York', address_2: '' })).status).toBe(200);
    expect((await newEntries(owner.accountToken, before)).map(seen)).toEqual([{
      who: OWNER, what: activityActions.account_updated, subject: 'Acme Ltd',
      details: 'Account Name: Harbourlight Analytics Ltd → Acme Ltd; Address Line 2: Suite 4 → —; City: Leeds → York',
    }]);
  });

  it('the primary contact and the two-step requirement: logged when they change, not when refused', async () => {
    const { account, owner } = await ownedAccount(api);
    const admin = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Ada', lastName: 'Admin' }, { tenancy: 'ADMINISTRATOR' });
    const standard = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Sam', lastName: 'Standard' });
    const before = await activityRowCount(api);
    const promote = (userId: number) => api.put('user/promote-admin-to-primary-contact', { user_id: userId }, owner.accountToken);
    expect((await promote(standard.id)).status).toBe(400);
    expect((await promote(owner.id)).status).toBe(200);
    expect((await promote(admin.id)).status).toBe(200);

    const twoStep = (required: boolean) => api.put('account/two-step', { require_two_step: required }, owner.accountToken);
    expect((await twoStep(true)).body).toEqual({ message: twoStepMessages.noSecondFactor });
    await turnOnTotp(api, owner.token);
    expect((await twoStep(true)).status).toBe(200);
    expect((await twoStep(true)).status).toBe(200);
    expect((await twoStep(false)).status).toBe(200);

    expect((await newEntries(owner.accountToken, before)).map(seen)).toEqual([
      { who: OWNER, what: activityActions.two_step_optional, subject: null, details: '' },
      { who: OWNER, what: activityActions.two_step_required, subject: null, details: '' },
      { who: OWNER, what: activityActions.primary_contact_changed, subject: 'Ada Admin', details: `${OWNER} → Ada Admin` },
    ]);
  });

  it('a paid subscription is logged as the billing provider started it', async () => {
    const { owner } = await ownedAccount(api, { subscribed: false });
    await subscribeAndPay(api, owner.accountToken, BUSINESS_PACKAGE);
    const [packageRow] = await api.db.query<{ name: string }>('select name from packages where id = $1', [BUSINESS_PACKAGE]);
    const page = await activityPage(api, owner.accountToken);
    expect(page.entries.map(seen)).toEqual([
      { who: activityLabels.billingProvider, what: activityActions.subscription_started, subject: packageRow.name, details: '' },
    ]);
    expect(page.entries[0]).toMatchObject({ actor_kind: ACTOR_KIND.BILLING, actor_user_id: null });
  });
  it('no call edits or deletes an entry: every entry written stays as it was through later changes', async () => {
    const { account, owner } = await ownedAccount(api);
    const member = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Sam', lastName: 'Standard' });
    const rows = () => api.db.query<Record<string, unknown>>('select * from account_activity order by id');
    const written = await rows();
    expect(written.length).toBeGreaterThan(0);
    const address = uniqueEmail('later');
    await inviteOne(api, owner.accountToken, address);
    const apps = (await products(api, owner.accountToken)).map((app) => app.id);
    const changes = [
      await api.post('invitation/allow-package-membership-invitation', { email: member.email, packages: apps, tenancy: 'STANDARD' }, owner.accountToken),
      await api.post('invitation/cancel-membership-invitation', { email: address }, owner.accountToken),
      await api.put('account', updateForm({ account_name: 'Renamed Ltd' }), owner.accountToken),
      await api.post('invitation/cancel-membership-invitation', { email: member.email }, owner.accountToken),
      await api.put('user/update-me', { first_name: 'Renamed', last_name: 'Owner', email: owner.email }, owner.token),
    ];
    expect(changes.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await rows();
    expect(after.slice(0, written.length)).toEqual(written);
    expect(after.length).toBeGreaterThan(written.length);
  });
});
