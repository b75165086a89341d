import { beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, useApiApp, type ApiResponse } from '../support/api-app';
import { accountForm, accountState, accountTokenFor, accountWithMember, addMemberRow, removeMemberRow, updateForm, type Member } from '../support/api-accounts';
import { registerVerifiedUser } from '../support/api-users';

const EXPIRED = { message: 'Your session has expired. Please sign in again.' };
const ADMINS_ONLY = { message: 'Only administrators can do this.' };
const NOT_FOUND = { message: 'Account not found.' };
const ACCOUNT_TOKEN_NEEDED = { message: 'This call needs an account token. Choose an account first.' };
const SESSION_TOKEN_NEEDED = { message: 'This call needs the session token, not an account token.' };

type Call = (token: string | null) => Promise<ApiResponse>;

describe.each(dbKinds)('account access (%s)', (kind) => {
  const api = useApiApp(kind);
  let accountId: number;
  let owner: Member;
  let member: Member;
  /** Was a member, got an account token, then lost the membership. */
  let former: { id: number; token: string; accountToken: string };

  beforeAll(async () => {
    ({ account: { id: accountId }, owner, member } = await accountWithMember(api));
    const formerUser = await registerVerifiedUser(api, { firstName: 'Fred', lastName: 'Former' });
    const formerId = formerUser.register.user.id;
    await addMemberRow(api, formerId, accountId, 'ADMINISTRATOR');
    const accountToken = await accountTokenFor(api, formerUser.token, accountId);
    await removeMemberRow(api, formerId, accountId);
    former = { id: formerId, token: formerUser.token, accountToken };
  });

  // Every administrator call; GET product is the one account-scoped call any member may make.
  const adminCalls: [string, Call][] = [
    ['PUT account', (token) => api.put('account', updateForm({ account_name: 'Taken Over Ltd' }), token)],
    ['GET user/administrators', (token) => api.get('user/administrators', token)],
    ['GET user/all', (token) => api.get('user/all', token)],
    ['PUT user/promote-admin-to-primary-contact', (token) => api.put('user/promote-admin-to-primary-contact', { user_id: member.id }, token)],
    ['GET invitation/get-user-account-invitations', (token) => api.get('invitation/get-user-account-invitations', token)],
    ['POST invitation/invite', (token) => api.post('invitation/invite', { emails: 'intruder@example.com', tenancy: 'ADMINISTRATOR' }, token)],
    ['POST invitation/cancel-membership-invitation', (token) => api.post('invitation/cancel-membership-invitation', { email: owner.email }, token)],
    [
      'POST invitation/allow-package-membership-invitation',
      (token) => api.post('invitation/allow-package-membership-invitation', { email: member.email, packages: [], tenancy: 'ADMINISTRATOR' }, token),
    ],
  ];
  const memberCalls: [string, Call][] = [['GET product', (token) => api.get('product', token)], ...adminCalls];
  const sessionCalls: [string, Call][] = [
    ['GET auth', (token) => api.get('auth', token)],
    ['POST account', (token) => api.post('account', accountForm(), token)],
    ['PUT user/update-me', (token) => api.put('user/update-me', { first_name: 'X', last_name: 'Y', email: 'x.y@example.com' }, token)],
    ['GET company/{search}', (token) => api.get('company/harbour', token)],
  ];

  /** The account, its addresses and members, and the number of accounts, users and invitations, before and after. */
  const state = async () => [await accountState(api, accountId), await api.count('accounts'), await api.count('users'), await api.count('invitations')];
  const unchanged = async (run: () => Promise<void>) => {
    const before = await state();
    await run();
    expect(await state()).toEqual(before);
  };

  it.each(adminCalls)('%s: a STANDARD member gets 403 and nothing changes', async (_name, call) => {
    await unchanged(async () => {
      expect(await call(member.accountToken)).toMatchObject({ status: 403, body: ADMINS_ONLY });
    });
  });

  it.each(memberCalls)('%s: a user who is no longer a member gets 404 and nothing changes', async (_name, call) => {
    await unchanged(async () => {
      expect(await call(former.accountToken)).toMatchObject({ status: 404, body: NOT_FOUND });
    });
  });

  it.each(memberCalls)('%s: a session token gets 401 (account token needed); none or a forged one, 401 expired', async (_name, call) => {
    await unchanged(async () => {
      expect(await call(owner.token)).toMatchObject({ status: 401, body: ACCOUNT_TOKEN_NEEDED });
      expect(await call(null)).toMatchObject({ status: 401, body: EXPIRED });
      expect(await call(`${owner.accountToken.slice(0, -4)}AAAA`)).toMatchObject({ status: 401, body: EXPIRED });
    });
  });

  it.each(sessionCalls)('%s: an account token gets 401 (session token needed)', async (_name, call) => {
    await unchanged(async () => {
      expect(await call(owner.accountToken)).toMatchObject({ status: 401, body: SESSION_TOKEN_NEEDED });
    });
  });

  it('reads the tenancy on every call: a demoted administrator is refused with the same token, a restored one is served', async () => {
    const admin = await registerVerifiedUser(api, { firstName: 'Dana', lastName: 'Demoted' });
    const adminId = admin.register.user.id;
    await addMemberRow(api, adminId, accountId, 'ADMINISTRATOR');
    const token = await accountTokenFor(api, admin.token, accountId);
    expect((await api.get('user/administrators', token)).status).toBe(200);
    await api.db.query(`update user_accounts set tenancy = 'STANDARD' where user_id = $1`, [adminId]);
    expect(await api.get('user/administrators', token)).toMatchObject({ status: 403, body: ADMINS_ONLY });
    await removeMemberRow(api, adminId, accountId);
    expect(await api.get('user/administrators', token)).toMatchObject({ status: 404, body: NOT_FOUND });
    await addMemberRow(api, adminId, accountId, 'ADMINISTRATOR');
    expect((await api.get('user/administrators', token)).status).toBe(200);
    await removeMemberRow(api, adminId, accountId);
  });

  it('an account token ends with its session', async () => {
    const other = await registerVerifiedUser(api);
    await addMemberRow(api, other.register.user.id, accountId, 'ADMINISTRATOR');
    const token = await accountTokenFor(api, other.token, accountId);
    await api.post('auth/logout', {}, other.token);
    expect(await api.get('user/administrators', token)).toMatchObject({ status: 401, body: EXPIRED });
    await removeMemberRow(api, other.register.user.id, accountId);
  });

  describe('promote-admin-to-primary-contact refusals', () => {
    const promote = (userId: unknown) => api.put('user/promote-admin-to-primary-contact', { user_id: userId }, owner.accountToken);

    it('to a STANDARD member: 400, nothing changes', async () => {
      await unchanged(async () => {
        expect(await promote(member.id)).toMatchObject({
          status: 400,
          body: {
            message: 'Only administrators can become primary contact.',
            errors: { user_id: 'Only administrators can become primary contact.' },
          },
        });
      });
    });

    it('to a user outside the account, or no user at all: 404, nothing changes', async () => {
      await unchanged(async () => {
        for (const userId of [former.id, 999_999]) {
          expect(await promote(userId)).toMatchObject({ status: 404, body: { message: 'User not found in this account.' } });
        }
      });
    });

    it('without a user: 400 "Please select an admin"', async () => {
      await unchanged(async () => {
        expect(await api.put('user/promote-admin-to-primary-contact', {}, owner.accountToken)).toMatchObject({
          status: 400, body: { message: 'Please select an admin', errors: { user_id: 'Please select an admin' } },
        });
        for (const userId of [0, -3, 2 ** 31]) {
          expect(await promote(userId)).toMatchObject({ status: 400, body: { errors: { user_id: 'User must be a positive integer' } } });
        }
        expect(await promote('7')).toMatchObject({ status: 400, body: { errors: { user_id: 'User must be a whole number' } } });
      });
    });
  });
});
