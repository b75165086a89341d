import { describe, expect, it, vi } from 'vitest';
import { billingMessages } from '../../src/api/contract';
import { reconcileCheckouts } from '../../server/billing/reconcile';
import { dbKinds, useApiApp } from '../support/api-app';
import { accountWithMember } from '../support/api-accounts';
import { checkSubscription, subscribeTo, subscribedAppNames } from '../support/api-billing';
import { chargebeeWebhook, useChargebeeDouble, type ChargebeeSubscription } from '../support/chargebee-double';

// The seeded catalogue (migration 003): 1 Starter (Insights, price 'starter'), 2 Business (price 'business').
const BUSINESS = 2;
const ALL_APPS = ['Insights', 'Ledger', 'Roster'];

describe.each(dbKinds)('a paid Chargebee checkout is recorded from whichever comes first (%s)', (kind) => {
  const double = useChargebeeDouble();
  const api = useApiApp(kind, { env: () => double.env() });

  const deliver = async (body: string) => {
    const answer = await api.app.request(...chargebeeWebhook(body));
    expect(answer.status, await answer.clone().text()).toBe(200);
  };
  const rows = (accountId: number) =>
    api.db.query<{ provider_subscription_id: string; package_id: number; status: string }>(
      'select provider_subscription_id, package_id, status from subscriptions where account_id = $1 order by id', [accountId],
    );
  const checkoutState = async (hostedPageId: string) =>
    (await api.db.query<{ state: string }>('select state from checkouts where hosted_page_id = $1', [hostedPageId]))[0]?.state;

  /** An administrator starts a Business checkout excluding the member, and pays on the hosted page. */
  async function paidCheckout() {
    const started = await accountWithMember(api);
    const answer = await subscribeTo(api, started.owner.accountToken, BUSINESS, [started.member.id]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const hostedPageId = new URL(answer.body.data.access_url).pathname.split('/')[3];
    const subscription = double.pay(hostedPageId);
    return { ...started, hostedPageId, subscription };
  }

  it('creates the customer first and keeps the id Chargebee gave it', async () => {
    const { account, subscription } = await paidCheckout();
    const [customer] = await api.db.query<{ customer_id: string }>("select customer_id from billing_customers where provider = 'chargebee' and account_id = $1", [account.id]);
    expect(customer.customer_id).toBe(double.customers.get(`account-${account.id}`));
    expect(customer.customer_id).not.toBe(`account-${account.id}`);
    expect(subscription.customer_id).toBe(customer.customer_id);
  });

  it('serves a paid checkout whose payer never comes back, from the event alone', async () => {
    const { account, owner, member, hostedPageId, subscription } = await paidCheckout();
    await deliver(double.event('subscription_created', subscription));
    expect(await subscribedAppNames(api, owner.accountToken)).toEqual(ALL_APPS);
    expect(await subscribedAppNames(api, member.accountToken)).toEqual([]);
    expect(await rows(account.id)).toEqual([{ provider_subscription_id: subscription.id, package_id: BUSINESS, status: 'active' }]);
    expect(await checkoutState(hostedPageId)).toBe('applied');
  });

  it('event before return, return before event, the same event twice: one subscription', async () => {
    const first = await paidCheckout();
    const created = double.event('subscription_created', first.subscription);
    await deliver(created);
    await deliver(created);
    expect(await checkSubscription(api, first.owner.token, first.hostedPageId)).toMatchObject({
      status: 200, body: { account_id: first.account.id, message: billingMessages.subscribed },
    });
    expect(await rows(first.account.id)).toHaveLength(1);

    const second = await paidCheckout();
    expect((await checkSubscription(api, second.owner.token, second.hostedPageId)).status).toBe(200);
    await deliver(double.event('subscription_created', second.subscription));
    expect(await rows(second.account.id)).toEqual([{ provider_subscription_id: second.subscription.id, package_id: BUSINESS, status: 'active' }]);
    expect(await api.db.query('select applied_at is not null as applied from billing_events where subscription_id = $1', [second.subscription.id]))
      .toEqual([{ applied: true }]);
    expect(await subscribedAppNames(api, second.member.accountToken)).toEqual([]);
  });

  it('the event and the return at once: one subscription, both answered 200', async () => {
    const { account, owner, hostedPageId, subscription } = await paidCheckout();
    const [checked, delivered] = await Promise.all([
      checkSubscription(api, owner.token, hostedPageId),
      api.app.request(...chargebeeWebhook(double.event('subscription_created', subscription))),
    ]);
    expect(checked.status).toBe(200);
    expect(delivered.status).toBe(200);
    expect(await rows(account.id)).toHaveLength(1);
    expect(await checkoutState(hostedPageId)).toBe('applied');
  });

  it('reconciles a paid checkout whose event was lost and whose payer never came back, and closes a cancelled one', async () => {
    const paid = await paidCheckout();
    const started = await accountWithMember(api);
    const cancelled = await subscribeTo(api, started.owner.accountToken, BUSINESS);
    const cancelledPage = new URL(cancelled.body.data.access_url).pathname.split('/')[3];
    double.cancelPage(cancelledPage);

    const log = vi.fn();
    const deps = { db: api.db, clock: api.clock, billing: api.services.billing };
    expect(await reconcileCheckouts(deps, log)).toEqual({ applied: 0, closed: 0, failed: 0 });
    api.clock.advance(6 * 60 * 1000);
    const report = await reconcileCheckouts(deps, log);
    expect(report.applied).toBeGreaterThanOrEqual(1);
    expect(report.closed).toBeGreaterThanOrEqual(1);
    expect(await subscribedAppNames(api, paid.owner.accountToken)).toEqual(ALL_APPS);
    expect(await subscribedAppNames(api, paid.member.accountToken)).toEqual([]);
    expect(await checkoutState(paid.hostedPageId)).toBe('applied');
    expect(await checkoutState(cancelledPage)).toBe('closed');
    const lines = log.mock.calls.flat().join('\n');
    expect(lines).toContain(`Billing: applied checkout`);
    expect(lines).toContain(`subscription ${paid.subscription.id}`);
    expect(lines).toMatch(/Billing: closed checkout \d+ \(account \d+, package 2\): the provider says it was cancelled\./);
    // Done once: the next sweep finds nothing of theirs pending, and the late event changes nothing.
    log.mockClear();
    await reconcileCheckouts(deps, log);
    expect(log.mock.calls.flat().join('\n')).not.toContain(paid.hostedPageId);
    await deliver(double.event('subscription_created', paid.subscription));
    expect(await rows(paid.account.id)).toHaveLength(1);
  });

  it('keeps, logs and acknowledges an event it cannot place: unknown customer, unknown or deleted price', async () => {
    const { subscription } = await paidCheckout();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stranger = { ...subscription, id: 'sub_stranger', customer_id: 'cus_not_ours' };
    const unknownPrice = { ...subscription, id: 'sub_unknown_price', subscription_items: [{ item_price_id: 'gold-EUR-yearly', item_type: 'plan', quantity: 1 }] };
    await api.db.query("insert into packages (name, description, price_ref) values ('Gone', 'Deleted since.', 'gone-price')");
    await api.db.query("delete from packages where price_ref = 'gone-price'");
    const deletedPrice = { ...subscription, id: 'sub_deleted_price', subscription_items: [{ item_price_id: 'gone-price', item_type: 'plan', quantity: 1 }] };
    for (const sub of [stranger, unknownPrice, deletedPrice]) await deliver(double.event('subscription_created', sub));

    const kept = await api.db.query<{ subscription_id: string; unplaced_reason: string }>(
      `select subscription_id, unplaced_reason from billing_events
       where subscription_id in ('sub_stranger', 'sub_unknown_price', 'sub_deleted_price') and applied_at is null order by subscription_id`,
    );
    expect(kept).toEqual([
      { subscription_id: 'sub_deleted_price', unplaced_reason: 'no package has the price gone-price' },
      { subscription_id: 'sub_stranger', unplaced_reason: 'no account has the customer cus_not_ours' },
      { subscription_id: 'sub_unknown_price', unplaced_reason: 'no package has the price gold-EUR-yearly' },
    ]);
    expect(warned.mock.calls.flat().join('\n')).toContain('sub_stranger is kept unapplied: no account has the customer cus_not_ours');
    expect(await api.db.query("select id from subscriptions where provider_subscription_id like 'sub_%_price' or provider_subscription_id = 'sub_stranger'")).toEqual([]);
  });
});

describe.each(dbKinds)('Chargebee events as Chargebee sends them (%s)', (kind) => {
  const double = useChargebeeDouble();
  const api = useApiApp(kind, { env: () => double.env() });

  const deliver = async (body: string) => expect((await api.app.request(...chargebeeWebhook(body))).status).toBe(200);
  const row = async (id: string) =>
    (await api.db.query<{ package_id: number; status: string; cancelled_at: Date | null }>(
      'select package_id, status, cancelled_at from subscriptions where provider_subscription_id = $1', [id],
    ))[0];

  /** An account whose Starter checkout Chargebee has been paid for; nothing delivered yet. */
  async function paid(priceRef = 'starter'): Promise<{ owner: { accountToken: string }; subscription: ChargebeeSubscription }> {
    const { owner } = await accountWithMember(api);
    const answer = await subscribeTo(api, owner.accountToken, priceRef === 'starter' ? 1 : BUSINESS);
    const subscription = double.pay(new URL(answer.body.data.access_url).pathname.split('/')[3]);
    return { owner, subscription };
  }

  it('out of order and duplicated: a retried subscription_created after the cancellation leaves it cancelled', async () => {
    const { owner, subscription } = await paid();
    const created = double.event('subscription_created', subscription);
    const cancelledState = double.next(subscription, { status: 'cancelled', cancelled_at: 1_850_000_000 });
    const cancelled = double.event('subscription_cancelled', cancelledState);
    await deliver(cancelled);
    await deliver(created);
    await deliver(cancelled);
    await deliver(created);
    expect(await row(subscription.id)).toMatchObject({ status: 'cancelled', cancelled_at: new Date(1_850_000_000_000) });
    expect(await subscribedAppNames(api, owner.accountToken)).toEqual([]);

    const reactivated = double.next(cancelledState, { status: 'active' });
    await deliver(double.event('subscription_reactivated', reactivated));
    await deliver(cancelled);
    expect(await row(subscription.id)).toMatchObject({ status: 'active', cancelled_at: null });
  });

  it('a plan change moves the subscription to the package of the new price', async () => {
    const { owner, subscription } = await paid();
    await deliver(double.event('subscription_created', subscription));
    expect(await subscribedAppNames(api, owner.accountToken)).toEqual(['Insights']);
    const upgraded = double.next(subscription, { subscription_items: [{ item_price_id: 'business', item_type: 'plan', quantity: 1 }] });
    await deliver(double.event('subscription_changed', upgraded));
    expect(await row(subscription.id)).toMatchObject({ package_id: BUSINESS, status: 'active' });
    expect(await subscribedAppNames(api, owner.accountToken)).toEqual(ALL_APPS);
  });

  it('a future start grants nothing until subscription_started; a backdated cancellation ends it at its own date', async () => {
    const { owner, subscription } = await paid();
    const future = { ...subscription, status: 'future' };
    await deliver(double.event('subscription_created', future));
    expect(await row(subscription.id)).toMatchObject({ status: 'future', cancelled_at: null });
    expect(await subscribedAppNames(api, owner.accountToken)).toEqual([]);

    const started = double.next(future, { status: 'active' });
    await deliver(double.event('subscription_started', started));
    expect(await subscribedAppNames(api, owner.accountToken)).toEqual(['Insights']);

    const backdatedEnd = 1_700_000_000;
    await deliver(double.event('subscription_cancelled', double.next(started, { status: 'cancelled', cancelled_at: backdatedEnd })));
    expect(await row(subscription.id)).toMatchObject({ status: 'cancelled', cancelled_at: new Date(backdatedEnd * 1000) });
    expect(await subscribedAppNames(api, owner.accountToken)).toEqual([]);
  });

  it('a backdated creation (subscription_created_with_backdating) is recorded like any other', async () => {
    const { owner, subscription } = await paid();
    await deliver(double.event('subscription_created_with_backdating', subscription));
    expect(await row(subscription.id)).toMatchObject({ status: 'active' });
    expect(await subscribedAppNames(api, owner.accountToken)).toEqual(['Insights']);
  });
});
