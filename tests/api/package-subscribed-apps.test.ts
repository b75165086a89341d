import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { SubscribedAppList, type SubscribedApp } from '../../src/api/contract';
import { replaceBlockedProducts } from '../../server/members/blocked-products';
import {
  SubscriptionMismatchError, activateSubscription, addSubscription, cancelSubscription, findSubscription,
} from '../../server/subscriptions/subscription-store';
import { subscribedProducts } from '../../server/subscriptions/subscribed-products';
import { dbKinds, useApiApp } from '../support/api-app';
import { accountWithMember, addMemberRow, accountTokenFor, createAccount, removeMemberRow } from '../support/api-accounts';
import { newPackage, newProduct, subscribe } from '../support/api-catalogue';
import { registerVerifiedUser } from '../support/api-users';

describe.each(dbKinds)('subscriptions and GET package/subscribed-apps (%s)', (kind) => {
  const api = useApiApp(kind);
  const apps = async (token: string): Promise<SubscribedApp[]> => {
    const response = await api.get<SubscribedApp[]>('package/subscribed-apps', token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    assert(response.body, SubscribedAppList);
    return response.body;
  };

  it('lists each product of the active subscriptions once, with its package; never cancelled ones', async () => {
    const { account, owner } = await accountWithMember(api);
    expect(await apps(owner.accountToken)).toEqual([]);
    const zephyr = await newProduct(api, 'Zephyr', 'Wind forecasts.');
    const solo = await newPackage(api, 'Solo', [1, zephyr]);
    const old = await newPackage(api, 'Old', [2]);
    await subscribe(api, account.id, 2); // Business: Insights, Ledger, Roster
    await subscribe(api, account.id, solo);
    const cancelled = await subscribe(api, account.id, old);
    await cancelSubscription(api.db, { provider: 'sandbox', providerSubscriptionId: cancelled }, api.clock.now());
    const other = await createAccount(api, owner.token, { account_name: 'Other Ltd', account_reference: 'Other Ltd' });
    await subscribe(api, other.id, old);

    const [zephyrRow] = await api.db.query<{ url: string; referrer: string }>('select url, referrer from products where id = $1', [zephyr]);
    const [soloName] = await api.db.query<{ name: string }>('select name from packages where id = $1', [solo]);
    expect(await apps(owner.accountToken)).toEqual([
      { product_id: 1, product_name: 'Insights', name: 'Business', description: 'Dashboards and reports on how the business is doing.', url: '/__demo/insights', referrer: 'insights' },
      { product_id: 2, product_name: 'Ledger', name: 'Business', description: 'Invoices, payments and the books in one place.', url: '/__demo/ledger', referrer: 'ledger' },
      { product_id: 3, product_name: 'Roster', name: 'Business', description: 'Shifts, rotas and time off for the whole team.', url: '/__demo/roster', referrer: 'roster' },
      { product_id: zephyr, product_name: 'Zephyr', name: soloName.name, description: 'Wind forecasts.', ...zephyrRow },
    ]);
    expect((await subscribedProducts(api.db, other.id)).map((product) => product.name)).toEqual(['Ledger']);
  });

  it('leaves out the products blocked for a STANDARD member, never for an administrator', async () => {
    const { account, owner, member } = await accountWithMember(api);
    await subscribe(api, account.id, 2);
    await replaceBlockedProducts(api.db, account.id, member.id, [2, 3]);
    await replaceBlockedProducts(api.db, account.id, owner.id, [1]);
    expect((await apps(member.accountToken)).map((app) => app.product_name)).toEqual(['Insights']);
    expect((await apps(owner.accountToken)).map((app) => app.product_name)).toEqual(['Insights', 'Ledger', 'Roster']);
  });

  it('follows the subscription: cancelled, active again, recorded twice', async () => {
    const { account, owner } = await accountWithMember(api);
    const key = { provider: 'sandbox', providerSubscriptionId: await subscribe(api, account.id, 1) };
    const input = { ...key, accountId: account.id, packageId: 1, startedAt: api.clock.now() };
    expect((await addSubscription(api.db, input)).status).toBe('active');
    expect(await api.count(`subscriptions where account_id = ${account.id}`)).toBe(1);
    await expect(addSubscription(api.db, { ...input, packageId: 2 })).rejects.toThrow(SubscriptionMismatchError);

    const firstCancel = api.clock.now();
    expect(await cancelSubscription(api.db, key, firstCancel)).toMatchObject({ status: 'cancelled', cancelled_at: firstCancel });
    api.clock.advance(60_000);
    expect(await cancelSubscription(api.db, key, api.clock.now())).toMatchObject({ cancelled_at: firstCancel });
    expect(await addSubscription(api.db, input)).toMatchObject({ status: 'cancelled' });
    expect(await apps(owner.accountToken)).toEqual([]);

    const termEnd = new Date(api.clock.now().getTime() + 30 * 24 * 60 * 60 * 1000);
    expect(await activateSubscription(api.db, key, termEnd)).toMatchObject({ status: 'active', cancelled_at: null, current_term_end: termEnd });
    expect(await activateSubscription(api.db, key)).toMatchObject({ current_term_end: termEnd });
    expect((await apps(owner.accountToken)).map((app) => app.product_name)).toEqual(['Insights']);

    const unknown = { provider: 'sandbox', providerSubscriptionId: 'sub_unknown' };
    expect(await activateSubscription(api.db, unknown)).toBeNull();
    expect(await cancelSubscription(api.db, unknown, api.clock.now())).toBeNull();
    expect(await findSubscription(api.db, unknown)).toBeNull();
  });

  it('needs an account token of a member: 401 for a session token, 404 for a non-member', async () => {
    const { account, owner, member } = await accountWithMember(api);
    await subscribe(api, account.id, 1);
    expect((await api.get('package/subscribed-apps', owner.token)).status).toBe(401);
    expect((await api.get('package/subscribed-apps')).status).toBe(401);
    await removeMemberRow(api, member.id, account.id);
    expect(await api.get('package/subscribed-apps', member.accountToken)).toMatchObject({ status: 404, body: { message: 'Account not found.' } });
    const stranger = await registerVerifiedUser(api);
    const own = await createAccount(api, stranger.token);
    await addMemberRow(api, stranger.register.user.id, account.id, 'STANDARD');
    const token = await accountTokenFor(api, stranger.token, account.id);
    await removeMemberRow(api, stranger.register.user.id, account.id);
    expect((await api.get('package/subscribed-apps', token)).status).toBe(404);
    expect(await apps(own.user_account_token)).toEqual([]);
  });
});
