import { assert, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { MemberList, ProductList, UserOptionList } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';
import { unknownProductsMessage } from '../../server/catalogue/grantable-products';
import { decline, invite, inviteOne, invitedMember, listRows, ownedAccount, products } from '../support/api-members';

describe.each(dbKinds)('the members table, the account\'s users and its products (%s)', (kind) => {
  const api = useApiApp(kind);

  it('lists members by name, then pending invitations, then canceled ones (newest first); never declined ones', async () => {
    const { account, owner } = await ownedAccount(api);
    const zed = await invitedMember(api, owner.accountToken, account.id, { firstName: 'zed', lastName: 'Adams' });
    const amy = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Amy', lastName: 'Zimmer' }, { tenancy: 'ADMINISTRATOR' });
    const profiled = await registerVerifiedUser(api, { firstName: 'Pat', lastName: 'Profiled' });
    const olderInvite = uniqueEmail('older');
    const canceled = uniqueEmail('canceled');
    await inviteOne(api, owner.accountToken, olderInvite);
    api.clock.advance(60_000);
    await inviteOne(api, owner.accountToken, canceled);
    await api.post('invitation/cancel-membership-invitation', { email: canceled }, owner.accountToken);
    api.clock.advance(60_000);
    await inviteOne(api, owner.accountToken, profiled.email);
    await decline(api, await inviteOne(api, owner.accountToken, uniqueEmail('declined')));

    const response = await api.get('invitation/get-user-account-invitations', owner.accountToken);
    expect(response.status).toBe(200);
    expect(is(response.body, MemberList)).toBe(true);
    const rows = await listRows(api, owner.accountToken);
    expect(rows.map((row) => [row.email, row.status])).toEqual([
      [amy.email, 2], [owner.email, 2], [zed.email, 2], [profiled.email, 0], [olderInvite, 0], [canceled, 3],
    ]);
    const [, ownerRow, , profiledRow, pendingRow] = rows;
    expect(ownerRow).toMatchObject({
      user_id: owner.id, first_name: 'Olivia', last_name: 'Owner', tenancy: 'ADMINISTRATOR', is_primary_contact: 1, invited_at: null, expired: false,
    });
    expect(rows.filter((row) => row.is_primary_contact === 1)).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: amy.id, tenancy: 'ADMINISTRATOR', invited_at: expect.any(String) });
    expect(profiledRow).toMatchObject({ user_id: profiled.register.user.id, first_name: 'Pat', last_name: 'Profiled', tenancy: 'STANDARD' });
    expect(pendingRow).toMatchObject({ user_id: null, first_name: '', last_name: '', is_primary_contact: 0 });
    const catalogue = await products(api, owner.accountToken);
    expect(ownerRow.packages).toEqual(catalogue.map((product) => ({
      // Every app comes in the one package the account subscribes to, Business.
      id: product.id, product_name: product.name, name: 'Business', isAllowed: true, granted_by: [],
    })));
  });

  it('GET product: the apps of the account\'s subscriptions, for any member of the account', async () => {
    const { account, owner } = await ownedAccount(api);
    const member = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Sam', lastName: 'Standard' });
    const response = await api.get('product', member.accountToken);
    expect(response.status).toBe(200);
    assert(response.body, ProductList);
    expect(response.body.map(({ name, referrer, url }) => ({ name, referrer, url }))).toEqual([
      { name: 'Insights', referrer: 'insights', url: '/__demo/insights' },
      { name: 'Ledger', referrer: 'ledger', url: '/__demo/ledger' },
      { name: 'Roster', referrer: 'roster', url: '/__demo/roster' },
    ]);
    expect(await api.get('product', owner.token)).toMatchObject({ status: 401 });
  });

  it('an account without a subscription has no apps to grant: GET product is empty and naming one is refused', async () => {
    const { owner } = await ownedAccount(api, { subscribed: false });
    expect(await api.get('product', owner.accountToken)).toMatchObject({ status: 200, body: [] });
    const refused = await invite(api, owner.accountToken, uniqueEmail('nobody'), { blocked: [1] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { blocked_packages: unknownProductsMessage([1]) } });
    expect(await listRows(api, owner.accountToken)).toHaveLength(1);
  });

  it('GET user/all: the account\'s current members by name, not invitees', async () => {
    const { account, owner } = await ownedAccount(api);
    const member = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Ben', lastName: 'Member' });
    await inviteOne(api, owner.accountToken, (await registerVerifiedUser(api)).email);
    const response = await api.get('user/all', owner.accountToken);
    expect(response.status).toBe(200);
    assert(response.body, UserOptionList);
    expect(response.body).toEqual([
      { id: member.id, first_name: 'Ben', last_name: 'Member' },
      { id: owner.id, first_name: 'Olivia', last_name: 'Owner' },
    ]);
  });

  it('answers quickly for an account of 5,000 rows', async () => {
    const { account, owner } = await ownedAccount(api);
    const now = api.clock.now();
    await api.db.query(
      `insert into invitations (account_id, email, tenancy, blocked_product_ids, status, invited_at, expires_at, created_at, updated_at)
       select $1::int, 'bulk' || n || '.' || $1::int || '@example.com', 'STANDARD', array[1], n % 2 * 3, $2, $2::timestamptz + interval '7 days', $2, $2
       from generate_series(1, 2500) as n`,
      [account.id, now],
    );
    await api.db.query(
      `with made as (
         insert into users (first_name, last_name, email, password_hash)
         select 'Member', 'No ' || n, 'member' || n || '.' || $1::int || '@example.com', 'x' from generate_series(1, 2499) as n
         returning id)
       insert into user_accounts (user_id, account_id, tenancy) select id, $1::int, 'STANDARD' from made`,
      [account.id],
    );
    const started = Date.now();
    const rows = await listRows(api, owner.accountToken);
    const elapsed = Date.now() - started;
    expect(rows).toHaveLength(5000);
    expect(elapsed).toBeLessThan(5000);
  });
});
