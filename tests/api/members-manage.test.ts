import { describe, expect, it } from 'vitest';
import { INVITATION_STATUS, memberMessages } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { accountTokenFor, createAccount } from '../support/api-accounts';
import { aMinuteLater, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';
import {
  accept, invitationTokenFor, invite, inviteOne, invitedMember, listRows, ownedAccount, products, rowOf,
} from '../support/api-members';

const NOT_FOUND = { message: 'Account not found.' };
const LAST_ADMIN = { message: memberMessages.lastAdministrator };
const PRIMARY_CONTACT = {
  message: 'This administrator is the primary contact of this account. Make another administrator the primary contact first.',
};

describe.each(dbKinds)('editing and canceling members and invitations (%s)', (kind) => {
  const api = useApiApp(kind);
  const cancel = (token: string, email: string) => api.post('invitation/cancel-membership-invitation', { email }, token);
  const allow = (token: string, email: string, packages: number[], tenancy = 'STANDARD') =>
    api.post('invitation/allow-package-membership-invitation', { email, packages, tenancy }, token);

  it('canceling a member ends their access at once and leaves a CANCELED row that can be re-invited', async () => {
    const { account, owner } = await ownedAccount(api);
    const [insights] = await products(api, owner.accountToken);
    const member = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Sam', lastName: 'Standard' }, { blocked: [insights.id] });
    expect((await api.get('product', member.accountToken)).status).toBe(200);

    expect(await cancel(owner.accountToken, ` ${member.email.toUpperCase()} `))
      .toMatchObject({ status: 200, body: { message: memberMessages.membershipCanceled } });
    expect(await api.get('product', member.accountToken)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await api.db.query('select product_id from membership_blocked_products where user_id = $1', [member.id])).toEqual([]);
    const row = await rowOf(api, owner.accountToken, member.email);
    expect(row).toMatchObject({ user_id: member.id, first_name: 'Sam', status: INVITATION_STATUS.CANCELED, tenancy: 'STANDARD', expired: false });
    expect(row?.packages.map((p) => p.isAllowed)).toEqual([false, true, true]);
    // Canceling a canceled row again changes nothing.
    expect(await cancel(owner.accountToken, member.email)).toMatchObject({ status: 200, body: { message: memberMessages.invitationCanceled } });

    // Reinvite a minute later (one invitation mail a minute per address): the same address and tenancy; accepting brings them back.
    aMinuteLater(api);
    expect((await invite(api, owner.accountToken, member.email)).body.results).toEqual([{ email: member.email, message: 'Invitation sent again.' }]);
    expect((await accept(api, await invitationTokenFor(api, member.email), member.token)).status).toBe(200);
    expect((await api.get('product', await accountTokenFor(api, member.token, account.id))).status).toBe(200);
  });

  it('the last administrator can be neither canceled nor made Standard; with another, an administrator may leave', async () => {
    const { account, owner } = await ownedAccount(api);
    expect(await cancel(owner.accountToken, owner.email)).toMatchObject({ status: 409, body: LAST_ADMIN });
    expect(await allow(owner.accountToken, owner.email, [], 'STANDARD')).toMatchObject({ status: 409, body: LAST_ADMIN });

    const second = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Priya', lastName: 'Second' }, { tenancy: 'ADMINISTRATOR' });
    const third = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Theo', lastName: 'Third' }, { tenancy: 'ADMINISTRATOR' });
    // The primary contact stays an administrator.
    expect(await allow(owner.accountToken, owner.email, [], 'STANDARD')).toMatchObject({ status: 409, body: PRIMARY_CONTACT });

    // The owner (primary contact) leaves: the earliest other administrator takes over.
    expect((await cancel(owner.accountToken, owner.email)).status).toBe(200);
    expect(await api.get('user/administrators', owner.accountToken)).toMatchObject({ status: 404, body: NOT_FOUND });
    const rows = await listRows(api, second.accountToken);
    expect(rows.filter((row) => row.is_primary_contact === 1).map((row) => row.email)).toEqual([second.email]);

    expect((await allow(second.accountToken, third.email, [], 'STANDARD')).status).toBe(200);
    expect(await allow(second.accountToken, second.email, [], 'STANDARD')).toMatchObject({ status: 409, body: LAST_ADMIN });
    expect(await cancel(second.accountToken, second.email)).toMatchObject({ status: 409, body: LAST_ADMIN });
  });

  it('allow-package-membership-invitation sets the apps a member may use and their tenancy', async () => {
    const { account, owner } = await ownedAccount(api);
    const [insights, ledger, roster] = await products(api, owner.accountToken);
    const member = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Sam', lastName: 'Standard' });
    const allowed = async () => (await rowOf(api, owner.accountToken, member.email))?.packages.map((p) => p.isAllowed);

    expect(await allow(owner.accountToken, member.email, [ledger.id, ledger.id]))
      .toMatchObject({ status: 200, body: { message: memberMessages.membershipUpdated } });
    expect(await allowed()).toEqual([false, true, false]);
    expect((await api.get('user/administrators', member.accountToken)).status).toBe(403);

    expect((await allow(owner.accountToken, member.email, [], 'ADMINISTRATOR')).status).toBe(200);
    expect(await allowed()).toEqual([true, true, true]);
    expect((await rowOf(api, owner.accountToken, member.email))?.tenancy).toBe('ADMINISTRATOR');
    expect((await api.get('user/administrators', member.accountToken)).status).toBe(200);

    expect((await allow(owner.accountToken, member.email, [insights.id, roster.id], 'STANDARD')).status).toBe(200);
    expect(await allowed()).toEqual([true, false, true]);
  });

  it('on a pending invitation the change is stored and applies when it is accepted', async () => {
    const { account, owner } = await ownedAccount(api);
    const [insights] = await products(api, owner.accountToken);
    const user = await registerVerifiedUser(api);
    const token = await inviteOne(api, owner.accountToken, user.email, { tenancy: 'ADMINISTRATOR' });
    expect(await allow(owner.accountToken, user.email, [insights.id]))
      .toMatchObject({ status: 200, body: { message: memberMessages.invitationUpdated } });
    expect(await rowOf(api, owner.accountToken, user.email)).toMatchObject({ status: 0, tenancy: 'STANDARD' });
    // The link still works.
    expect((await accept(api, token, user.token)).status).toBe(200);
    const row = await rowOf(api, owner.accountToken, user.email);
    expect(row).toMatchObject({ status: INVITATION_STATUS.ACCEPTED, tenancy: 'STANDARD' });
    expect(row?.packages.map((p) => p.isAllowed)).toEqual([true, false, false]);
    expect((await api.get('user/administrators', await accountTokenFor(api, user.token, account.id))).status).toBe(403);
  });

  it('unknown rows are 404 (also a declined invitation, or another account\'s member); bad bodies 400', async () => {
    const { owner } = await ownedAccount(api);
    const other = await ownedAccount(api);
    const declined = uniqueEmail();
    const token = await inviteOne(api, owner.accountToken, declined);
    expect((await api.post('invitation/cancel-invitation', { invitationToken: token })).status).toBe(200);
    for (const email of [uniqueEmail(), declined, other.owner.email]) {
      expect(await cancel(owner.accountToken, email)).toMatchObject({ status: 404, body: { message: memberMessages.memberNotFound } });
      expect(await allow(owner.accountToken, email, [])).toMatchObject({ status: 404, body: { message: memberMessages.memberNotFound } });
    }
    // Another account's administrator cannot reach this account's rows with their own token.
    expect(await cancel(other.owner.accountToken, owner.email)).toMatchObject({ status: 404, body: { message: memberMessages.memberNotFound } });

    expect(await api.post('invitation/allow-package-membership-invitation', { email: owner.email, tenancy: 'STANDARD' }, owner.accountToken))
      .toMatchObject({ status: 400, body: { errors: { packages: memberMessages.packagesRequired } } });
    expect(await allow(owner.accountToken, owner.email, [424242], 'ADMINISTRATOR'))
      .toMatchObject({ status: 400, body: { errors: { packages: 'These apps cannot be granted in this account: 424242.' } } });
    expect(await api.post('invitation/cancel-membership-invitation', {}, owner.accountToken))
      .toMatchObject({ status: 400, body: { errors: { email: 'Email is required' } } });
  });

  it('a STANDARD member may use GET product but none of the administrators\' member calls', async () => {
    const { account, owner } = await ownedAccount(api);
    const member = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Sam', lastName: 'Standard' });
    expect((await api.get('product', member.accountToken)).status).toBe(200);
    const forbidden = { status: 403, body: { message: 'Only administrators can do this.' } };
    expect(await api.get('invitation/get-user-account-invitations', member.accountToken)).toMatchObject(forbidden);
    expect(await api.get('user/all', member.accountToken)).toMatchObject(forbidden);
    expect(await invite(api, member.accountToken, uniqueEmail())).toMatchObject(forbidden);
    expect(await cancel(member.accountToken, owner.email)).toMatchObject(forbidden);
    expect(await allow(member.accountToken, member.email, [], 'ADMINISTRATOR')).toMatchObject(forbidden);
    const another = await createAccount(api, member.token);
    // In their own account they are the administrator.
    expect((await api.get('invitation/get-user-account-invitations', another.user_account_token)).status).toBe(200);
  });
});
