import { describe, expect, it, vi } from 'vitest';
import { addSubscription } from '../../server/subscriptions/subscription-store';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { accountWithMember } from '../support/api-accounts';
import { subscribedAppNames } from '../support/api-billing';

const WEBHOOK = { username: 'chargebee-hooks', password: 'hook-password-0123456789' };
const CHARGEBEE_ENV = {
  CHARGEBEE_SITE: 'acme-test',
  CHARGEBEE_API_KEY: 'test_cb_key_123',
  // Webhooks need no call to Chargebee; anything else would fail at once on this closed port.
  CHARGEBEE_BASE_URL: 'http://127.0.0.1:9',
  CHARGEBEE_WEBHOOK_USERNAME: WEBHOOK.username,
  CHARGEBEE_WEBHOOK_PASSWORD: WEBHOOK.password,
};
const STARTER = 1;
const TERM_END = 1_900_000_000;

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** A Chargebee event as its webhook sends it (API v2), trimmed. */
const event = (id: string, eventType: string, subscriptionId: string, status: string, termEnd = TERM_END, occurredAt = 1_800_000_000) => JSON.stringify({
  id, occurred_at: occurredAt, source: 'admin_console', object: 'event', api_version: 'v2', event_type: eventType, webhook_status: 'scheduled',
  content: { subscription: { id: subscriptionId, customer_id: 'account-1', status, current_term_end: termEnd }, customer: { id: 'account-1' } },
});

const deliver = (api: TestApi, body: string, authorization: string | null = basic(WEBHOOK.username, WEBHOOK.password), provider = 'chargebee') =>
  api.app.request(`/api/v1/billing/webhook/${provider}`, {
    method: 'POST', body, headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
  });

type Row = { status: string; current_term_end: Date | null };
const subscriptionRow = async (api: TestApi, id: string): Promise<Row> => {
  const [row] = await api.db.query<Row>(
    "select status, current_term_end from subscriptions where provider = 'chargebee' and provider_subscription_id = $1", [id],
  );
  return row;
};

describe.each(dbKinds)('Chargebee webhooks (%s)', (kind) => {
  const api = useApiApp(kind, { env: CHARGEBEE_ENV });

  /** An account with a Starter subscription recorded from a Chargebee checkout. */
  async function subscribed(subscriptionId: string) {
    const { account, owner } = await accountWithMember(api);
    await addSubscription(api.db, { provider: 'chargebee', providerSubscriptionId: subscriptionId, accountId: account.id, packageId: STARTER, startedAt: api.clock.now() });
    return { account, owner };
  }

  it('refuses a call without the webhook credentials, or with a body that is not an event', async () => {
    await subscribed('sub_refused');
    const body = event('ev_refused', 'subscription_cancelled', 'sub_refused', 'cancelled');
    for (const authorization of [null, basic(WEBHOOK.username, 'wrong-password-000000'), `Bearer ${WEBHOOK.password}`]) {
      const refused = await deliver(api, body, authorization);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ message: 'Webhook refused.' });
    }
    expect((await deliver(api, 'not json')).status).toBe(400);
    expect((await deliver(api, JSON.stringify({ id: 'ev_x', event_type: 'subscription_created' }))).status).toBe(400);
    expect(await api.db.query("select event_id from billing_events where event_id = 'ev_refused'")).toEqual([]);
    expect((await subscriptionRow(api, 'sub_refused')).status).toBe('active');
  });

  it('answers 404 for any provider but the configured one', async () => {
    const body = event('ev_other', 'subscription_cancelled', 'sub_other', 'cancelled');
    expect((await deliver(api, body, basic(WEBHOOK.username, WEBHOOK.password), 'sandbox')).status).toBe(404);
    expect((await deliver(api, body, basic(WEBHOOK.username, WEBHOOK.password), 'stripe')).status).toBe(404);
  });

  it('cancels and reactivates the row, each event once however often it is delivered', async () => {
    const { owner } = await subscribed('sub_life');
    expect(await subscribedAppNames(api, owner.accountToken)).toEqual(['Insights']);

    const cancel = event('ev_cancel_1', 'subscription_cancelled', 'sub_life', 'cancelled');
    expect((await deliver(api, cancel)).status).toBe(200);
    expect((await subscriptionRow(api, 'sub_life')).status).toBe('cancelled');
    expect(await subscribedAppNames(api, owner.accountToken)).toEqual([]);

    const reactivated = event('ev_reactivate_1', 'subscription_changed', 'sub_life', 'active', TERM_END + 86_400);
    expect((await deliver(api, reactivated)).status).toBe(200);
    expect(await subscriptionRow(api, 'sub_life')).toEqual({ status: 'active', current_term_end: new Date((TERM_END + 86_400) * 1000) });

    // Chargebee resends the cancellation: recorded once, applied once, the later change stands.
    const replay = await deliver(api, cancel);
    expect(replay.status).toBe(200);
    expect((await subscriptionRow(api, 'sub_life')).status).toBe('active');
    expect(await api.db.query("select count(*)::int as n from billing_events where event_id = 'ev_cancel_1'")).toEqual([{ n: 1 }]);
    expect(await subscribedAppNames(api, owner.accountToken)).toEqual(['Insights']);
  });

  it('is active again after a later creation, renews with the new term end, and reads in_trial as active', async () => {
    await subscribed('sub_renew');
    expect((await deliver(api, event('ev_renew_cancel', 'subscription_cancelled', 'sub_renew', 'cancelled'))).status).toBe(200);
    expect((await deliver(api, event('ev_renew_created', 'subscription_created', 'sub_renew', 'active', TERM_END, 1_800_000_060))).status).toBe(200);
    expect(await subscriptionRow(api, 'sub_renew')).toEqual({ status: 'active', current_term_end: new Date(TERM_END * 1000) });
    expect((await deliver(api, event('ev_renew_1', 'subscription_renewed', 'sub_renew', 'in_trial', TERM_END + 30 * 86_400, 1_800_000_120))).status).toBe(200);
    expect(await subscriptionRow(api, 'sub_renew')).toEqual({ status: 'active', current_term_end: new Date((TERM_END + 30 * 86_400) * 1000) });
  });

  it('keeps an event for a customer it does not know in the inbox, unapplied with the reason, and answers 200', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const created = await deliver(api, event('ev_unknown_1', 'subscription_created', 'sub_not_ours_yet', 'active'));
    expect(created.status).toBe(200);
    expect(await api.db.query("select applied_at, unplaced_reason from billing_events where event_id = 'ev_unknown_1'"))
      .toEqual([{ applied_at: null, unplaced_reason: 'no account has the customer account-1' }]);
    expect(await subscriptionRow(api, 'sub_not_ours_yet')).toBeUndefined();
  });

  it('answers 200 to events the portal does not act on, recording nothing', async () => {
    const before = await api.count('billing_events');
    const invoice = JSON.stringify({ id: 'ev_invoice_1', event_type: 'invoice_generated', content: { invoice: { id: 'inv_1' } } });
    expect((await deliver(api, invoice)).status).toBe(200);
    expect(await api.count('billing_events')).toBe(before);
  });
});

describe.each(dbKinds)('the sandbox has no webhooks (%s)', (kind) => {
  const api = useApiApp(kind);

  it('refuses its own name with 401 and any other with 404', async () => {
    const body = event('ev_sandbox', 'subscription_cancelled', 'sub_x', 'cancelled');
    expect((await deliver(api, body, null, 'sandbox')).status).toBe(401);
    expect((await deliver(api, body, null, 'chargebee')).status).toBe(404);
  });
});
