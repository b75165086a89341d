import { describe, expect, it } from 'vitest';
import { billingMessages } from '../../src/api/contract';
import { BILLING_RETURN_PAGE } from '../../src/routing/billing-return';
import { dbKinds, useApiApp } from '../support/api-app';
import { accountWithMember, addMemberRow, accountTokenFor } from '../support/api-accounts';
import { checkSubscription, sandboxPath, subscribeAndPay, subscribeTo, subscribedAppNames } from '../support/api-billing';
import { registerVerifiedUser } from '../support/api-users';

// The seeded catalogue (migration 003): 1 Starter (Insights), 2 Business (Insights, Ledger, Roster).
const STARTER = 1;
const BUSINESS = 2;

describe.each(dbKinds)('subscribing through the sandbox provider (%s)', (kind) => {
  const api = useApiApp(kind);

  it('pays, checks once or twice, and lists the apps, less those of the excluded member', async () => {
    const { account, owner, member } = await accountWithMember(api);
    const admin = await registerVerifiedUser(api, { firstName: 'Ann', lastName: 'Admin' });
    await addMemberRow(api, admin.register.user.id, account.id, 'ADMINISTRATOR');
    const hostedPageId = await subscribeAndPay(api, owner.accountToken, BUSINESS, [member.id, admin.register.user.id]);

    const checked = await checkSubscription(api, owner.token, hostedPageId);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body).toEqual({ account_id: account.id, message: billingMessages.subscribed });
    expect(await checkSubscription(api, owner.token, hostedPageId)).toMatchObject({ status: 200, body: checked.body });

    const rows = await api.db.query<{ package_id: number; status: string; current_term_end: Date | null }>(
      'select package_id, status, current_term_end from subscriptions where account_id = $1', [account.id],
    );
    expect(rows).toMatchObject([{ package_id: BUSINESS, status: 'active' }]);
    expect(rows[0].current_term_end).not.toBeNull();
    expect(await api.services.billing.readCheckout(hostedPageId)).toMatchObject({ acknowledged: true });
    const [ours] = await api.db.query<{ state: string }>('select state from checkouts where hosted_page_id = $1', [hostedPageId]);
    expect(ours.state).toBe('applied');
    // The sandbox's own event recorded the subscription when Pay was pressed, before the check.
    const [created] = await api.db.query<{ applied: boolean }>(
      "select applied_at is not null as applied from billing_events where provider = 'sandbox' and kind = 'created' and event_id like 'sub_sandbox_%' order by received_at desc limit 1",
    );
    expect(created.applied).toBe(true);

    expect(await subscribedAppNames(api, owner.accountToken)).toEqual(['Insights', 'Ledger', 'Roster']);
    expect(await subscribedAppNames(api, member.accountToken)).toEqual([]);
    // Administrators are never blocked, excluded or not.
    expect(await subscribedAppNames(api, await accountTokenFor(api, admin.token, account.id))).toEqual(['Insights', 'Ledger', 'Roster']);
    expect(await api.db.query('select user_id from membership_blocked_products where account_id = $1 group by user_id', [account.id]))
      .toEqual([{ user_id: member.id }]);
  });

  it('reuses the pending attempt when the same administrator subscribes again soon, not later', async () => {
    const { owner } = await accountWithMember(api);
    const first = await subscribeTo(api, owner.accountToken, STARTER);
    const again = await subscribeTo(api, owner.accountToken, STARTER);
    expect(again.body.data.access_url).toBe(first.body.data.access_url);
    api.clock.advance(11 * 60 * 1000);
    const later = await subscribeTo(api, owner.accountToken, STARTER);
    expect(later.body.data.access_url).not.toBe(first.body.data.access_url);
    expect(later.body.data.access_url).toMatch(new RegExp(`^${api.config.publicUrl}/__sandbox/checkout/`));
  });

  it('refuses a check of an unknown page, of another user\'s page, and of an unpaid one', async () => {
    const { owner, member } = await accountWithMember(api);
    const unknown = await checkSubscription(api, owner.token, 'no-such-page');
    expect(unknown).toMatchObject({ status: 404, body: { message: billingMessages.checkoutNotFound } });

    const hostedPageId = await subscribeAndPay(api, owner.accountToken, STARTER);
    const notYours = await checkSubscription(api, member.token, hostedPageId);
    expect(notYours).toMatchObject({ status: 403, body: { message: billingMessages.checkoutNotYours } });
    expect((await checkSubscription(api, owner.accountToken, hostedPageId)).status).toBe(401);

    const unpaid = await subscribeTo(api, owner.accountToken, BUSINESS);
    const unpaidId = sandboxPath(unpaid.body.data.access_url).split('/').pop() ?? '';
    expect(await checkSubscription(api, owner.token, unpaidId)).toMatchObject({ status: 409, body: { message: billingMessages.checkoutNotPaid } });
    await api.app.request(`${sandboxPath(unpaid.body.data.access_url)}/cancel`, { method: 'POST' });
    expect((await checkSubscription(api, owner.token, unpaidId)).status).toBe(409);
    expect(await api.db.query('select id from subscriptions where package_id = $1 and account_id in (select account_id from checkouts where hosted_page_id = $2)', [BUSINESS, unpaidId])).toEqual([]);
  });

  it('opens the portal for administrators of an account with a subscription; cancelling there empties the apps', async () => {
    const { account, owner, member } = await accountWithMember(api);
    const portal = (token: string, accountId = account.id) => api.post<{ access_url: string }>('account/session-portal', { account_id: accountId }, token);
    expect(await portal(owner.accountToken)).toMatchObject({ status: 409, body: { message: 'This account has no subscription to manage yet.' } });

    await checkSubscription(api, owner.token, await subscribeAndPay(api, owner.accountToken, STARTER));
    expect(await subscribedAppNames(api, member.accountToken)).toEqual(['Insights']);
    expect((await portal(member.accountToken)).status).toBe(403);
    expect(await portal(owner.accountToken, account.id + 1000)).toMatchObject({ status: 404, body: { message: 'Account not found.' } });
    const opened = await portal(owner.accountToken);
    expect(opened.status).toBe(200);
    expect(opened.body.access_url).toMatch(new RegExp(`^${api.config.publicUrl}/__sandbox/portal/[A-Za-z0-9_-]{43}$`));

    const page = await api.app.request(sandboxPath(opened.body.access_url));
    const html = await page.text();
    expect(html).toContain(`href="${api.config.publicUrl}${BILLING_RETURN_PAGE}"`);
    const [{ provider_subscription_id: subscriptionId }] = await api.db.query<{ provider_subscription_id: string }>(
      'select provider_subscription_id from subscriptions where account_id = $1', [account.id],
    );
    const cancelled = await api.app.request(`${sandboxPath(opened.body.access_url)}/subscriptions/${subscriptionId}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    expect(await subscribedAppNames(api, owner.accountToken)).toEqual([]);
    expect(await subscribedAppNames(api, member.accountToken)).toEqual([]);
    expect(await api.db.query('select status from subscriptions where account_id = $1', [account.id])).toEqual([{ status: 'cancelled' }]);
  });

  it('applies a cancellation made before the payer came back, and the late return does not undo it', async () => {
    const { account, owner } = await accountWithMember(api);
    const hostedPageId = await subscribeAndPay(api, owner.accountToken, STARTER);
    const { url } = await api.services.billing.openPortal({ customerId: `account-${account.id}`, accountId: account.id, returnUrl: `${api.config.publicUrl}/dashboard` });
    await api.app.request(sandboxPath(url));
    const subscriptionId = (await api.services.billing.readCheckout(hostedPageId))?.subscription?.id ?? '';
    api.clock.advance(1000);
    await api.app.request(`${sandboxPath(url)}/subscriptions/${subscriptionId}/cancel`, { method: 'POST' });
    // The sandbox's events recorded the subscription and its end without the payer's return.
    expect(await api.db.query('select status from subscriptions where provider_subscription_id = $1', [subscriptionId])).toEqual([{ status: 'cancelled' }]);
    expect(await api.db.query('select kind from billing_events where subscription_id = $1 and applied_at is not null order by kind', [subscriptionId]))
      .toEqual([{ kind: 'cancelled' }, { kind: 'created' }]);
    expect((await checkSubscription(api, owner.token, hostedPageId)).status).toBe(200);
    expect(await api.db.query('select status from subscriptions where provider_subscription_id = $1', [subscriptionId])).toEqual([{ status: 'cancelled' }]);
    expect(await subscribedAppNames(api, owner.accountToken)).toEqual([]);
  });
});
