import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CurrentUserResponse, PromotePrimaryContactResponse, UserOptionList } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { accountTokenFor, accountWithMember, addMemberRow, createAccount } from '../support/api-accounts';
import { registerVerifiedUser } from '../support/api-users';

describe.each(dbKinds)('administrators and the primary contact (%s)', (kind) => {
  const api = useApiApp(kind);

  it('GET user/administrators lists the account\'s administrators by name, not its STANDARD members', async () => {
    const { account, owner } = await accountWithMember(api);
    const zoe = await registerVerifiedUser(api, { firstName: 'Zoe', lastName: 'Adams' });
    const alan = await registerVerifiedUser(api, { firstName: 'alan', lastName: 'Zimmer' });
    const outsider = await registerVerifiedUser(api, { firstName: 'Aaron', lastName: 'Outside' });
    await addMemberRow(api, zoe.register.user.id, account.id, 'ADMINISTRATOR');
    await addMemberRow(api, alan.register.user.id, account.id, 'ADMINISTRATOR');
    // An administrator of another account only.
    await createAccount(api, outsider.token);

    const response = await api.get('user/administrators', owner.accountToken);
    expect(response.status).toBe(200);
    assert(response.body, UserOptionList);
    expect(response.body).toEqual([
      { id: alan.register.user.id, first_name: 'alan', last_name: 'Zimmer' },
      { id: owner.id, first_name: 'Olivia', last_name: 'Owner' },
      { id: zoe.register.user.id, first_name: 'Zoe', last_name: 'Adams' },
    ]);
  });

  it('PUT user/promote-admin-to-primary-contact makes another administrator the primary contact', async () => {
    const { account, owner, member } = await accountWithMember(api);
    const second = await registerVerifiedUser(api, { firstName: 'Priya', lastName: 'Second' });
    await addMemberRow(api, second.register.user.id, account.id, 'ADMINISTRATOR');

    const response = await api.put('user/promote-admin-to-primary-contact', { user_id: second.register.user.id }, owner.accountToken);
    expect(response.status).toBe(200);
    assert(response.body, PromotePrimaryContactResponse);
    expect(response.body.message).toBe('User Account Information Updated Successfully!');
    const { user_account_token: _token, ...unchangedFields } = account;
    expect(response.body.account).toEqual({
      ...unchangedFields,
      primary_contact: { first_name: 'Priya', last_name: 'Second', email: second.email },
      tenancy: 'ADMINISTRATOR',
      user_account_token: expect.any(String),
    });
    // The caller's view: its token works for the caller.
    expect((await api.get('user/administrators', response.body.account.user_account_token)).status).toBe(200);

    // Every member sees the new primary contact.
    for (const user of [second, member]) {
      const current = await api.get('auth', user.token);
      assert(current.body, CurrentUserResponse);
      expect(current.body.userAccounts.find((candidate) => candidate.id === account.id)?.primary_contact)
        .toEqual({ first_name: 'Priya', last_name: 'Second', email: second.email });
    }

    // The new primary contact may hand it back; promoting the current one again is harmless.
    const secondToken = await accountTokenFor(api, second.token, account.id);
    for (let i = 0; i < 2; i += 1) {
      const back = await api.put('user/promote-admin-to-primary-contact', { user_id: owner.id }, secondToken);
      expect(back.status).toBe(200);
      assert(back.body, PromotePrimaryContactResponse);
      expect(back.body.account.primary_contact?.email).toBe(owner.email);
    }
  });
});
