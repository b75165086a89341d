import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChargebeeProvider } from '../../server/billing/chargebee';
import { BillingUnavailableError, WebhookMalformedError, WebhookRefusedError, type CheckoutRequest } from '../../server/billing/provider';

const API_KEY = 'test_cb_key_123';
const WEBHOOK = { username: 'chargebee-hooks', password: 'hook-password-0123456789' };

// Chargebee's documented answers (API v2), trimmed, with fields we do not read left in.
const createdPage = {
  hosted_page: {
    id: 'hp_created_1', type: 'checkout_new', url: 'https://acme-test.chargebee.com/pages/v3/hp_created_1/', state: 'created',
    embed: false, created_at: 1700000000, expires_at: 1700010800, object: 'hosted_page', resource_version: 1700000000000, updated_at: 1700000000,
  },
};
const succeededPage = (state: 'succeeded' | 'acknowledged') => ({
  hosted_page: {
    ...createdPage.hosted_page, state,
    content: {
      subscription: {
        id: 'sub_42', customer_id: 'account-7', status: 'in_trial', current_term_end: 1702592000, object: 'subscription', currency_code: 'GBP',
        resource_version: 1700000000123,
        subscription_items: [
          { item_price_id: 'extra-seat-GBP', item_type: 'addon', quantity: 2, object: 'subscription_item' },
          { item_price_id: 'business-GBP-monthly', item_type: 'plan', quantity: 1, object: 'subscription_item' },
        ],
      },
      customer: { id: 'account-7', email: 'ada@example.com', object: 'customer' },
      invoice: { id: 'inv_1', object: 'invoice' },
    },
  },
});
const portalSession = {
  portal_session: {
    id: 'portal_1', token: 'tok', access_url: 'https://acme-test.chargebee.com/portal/v2/access/portal_1', status: 'created',
    customer_id: 'account-7', created_at: 1700000000, expires_at: 1700003600, object: 'portal_session', redirect_url: 'http://portal.test/billing-return.html',
  },
};
const duplicate = { message: 'The value account-7 is already present.', type: 'invalid_request', api_error_code: 'duplicate_entry', param: 'id', http_status_code: 400 };
const notFound = { message: 'Sorry, we couldn\'t find that resource', type: 'invalid_request', api_error_code: 'resource_not_found', error_code: 'resource_not_found', http_status_code: 404 };

type Recorded = { method: string; path: string; headers: Record<string, string | string[] | undefined>; form: Record<string, string> };

/** A stand-in for {site}.chargebee.com on 127.0.0.1: records each request, answers by path. */
function startDouble() {
  const requests: Recorded[] = [];
  const answers = { retrieve: succeededPage('succeeded') as object, retrieveStatus: 200, customerCreate: 'own-id' as 'own-id' | 'duplicate' };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const path = request.url ?? '';
      requests.push({ method: request.method ?? '', path, headers: request.headers, form: Object.fromEntries(new URLSearchParams(body)) });
      const send = (status: number, answer: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (path === '/api/v2/hosted_pages/checkout_new_for_items') return send(200, createdPage);
      if (path === '/api/v2/hosted_pages/hp_created_1/acknowledge') return send(200, succeededPage('acknowledged'));
      if (path === '/api/v2/hosted_pages/hp_created_1') return send(answers.retrieveStatus, answers.retrieve);
      if (path === '/api/v2/portal_sessions') return send(200, portalSession);
      // Chargebee may name the customer itself, or already hold one with our id.
      if (path === '/api/v2/customers') {
        return answers.customerCreate === 'duplicate' ? send(400, duplicate) : send(200, { customer: { id: 'cus_16BQWkTO', object: 'customer' } });
      }
      if (path === '/api/v2/customers/account-7') return send(200, { customer: { id: 'account-7', email: 'ada@example.com', object: 'customer' } });
      if (path === '/api/v2/hosted_pages/broken') return send(200, { hosted_page: { id: 7 } });
      return send(404, notFound);
    });
  });
  const listening = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  const close = () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return { requests, answers, listening, close };
}

const checkout: CheckoutRequest = {
  idempotencyKey: 'checkout-attempt-1',
  account: { id: 7, name: 'Acme & Sons' },
  customer: { id: 'account-7', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
  plan: { packageId: 2, packageName: 'Business', priceRef: 'business-GBP-monthly' },
  redirectUrl: 'http://portal.test/chargebee/success',
  cancelUrl: 'http://portal.test/failure-checkout',
};

describe('ChargebeeProvider against a local double', () => {
  const double = startDouble();
  let provider: ChargebeeProvider;
  beforeAll(async () => {
    provider = new ChargebeeProvider({
      site: 'acme-test', apiKey: API_KEY, baseUrl: await double.listening, webhookUsername: WEBHOOK.username, webhookPassword: WEBHOOK.password,
    });
  });
  afterAll(() => double.close());
  const last = () => double.requests[double.requests.length - 1];

  it('creates a checkout for items with the idempotency key and basic auth with the API key', async () => {
    expect(await provider.createCheckout(checkout)).toEqual({ hostedPageId: 'hp_created_1', url: createdPage.hosted_page.url });
    const request = last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/v2/hosted_pages/checkout_new_for_items');
    expect(request.headers['chargebee-idempotency-key']).toBe('checkout-attempt-1');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`);
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.form).toMatchObject({
      'subscription_items[item_price_id][0]': 'business-GBP-monthly',
      'subscription_items[quantity][0]': '1',
      'customer[id]': 'account-7',
      'customer[email]': 'ada@example.com',
      'customer[first_name]': 'Ada',
      'customer[last_name]': 'Lovelace',
      'customer[company]': 'Acme & Sons',
      redirect_url: 'http://portal.test/chargebee/success',
      cancel_url: 'http://portal.test/failure-checkout',
      pass_thru_content: JSON.stringify({ account_id: 7, package_id: 2 }),
    });
  });

  it('creates the customer with our id and keeps the id Chargebee answers with, or reads back the one it already has', async () => {
    const customer = { id: 'account-7', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', company: 'Acme & Sons' };
    expect(await provider.createCustomer(customer)).toBe('cus_16BQWkTO');
    expect(last()).toMatchObject({
      method: 'POST', path: '/api/v2/customers',
      form: { id: 'account-7', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', company: 'Acme & Sons' },
    });
    double.answers.customerCreate = 'duplicate';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await provider.createCustomer(customer)).toBe('account-7');
      expect(last()).toMatchObject({ method: 'GET', path: '/api/v2/customers/account-7' });
      expect(logged).not.toHaveBeenCalled();
    } finally {
      double.answers.customerCreate = 'own-id';
    }
  });

  it('reads a succeeded checkout with its subscription, and acknowledges it', async () => {
    expect(await provider.readCheckout('hp_created_1')).toEqual({
      hostedPageId: 'hp_created_1', state: 'succeeded', acknowledged: false,
      subscription: {
        id: 'sub_42', customerId: 'account-7', status: 'active', currentTermEnd: new Date(1702592000 * 1000),
        priceRef: 'business-GBP-monthly', cancelledAt: null, version: 1700000000123,
      },
    });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/v2/hosted_pages/hp_created_1' });
    await provider.acknowledgeCheckout('hp_created_1');
    expect(last()).toMatchObject({ method: 'POST', path: '/api/v2/hosted_pages/hp_created_1/acknowledge' });
  });

  it('reads an unpaid checkout as pending without a subscription, and an unknown one as null', async () => {
    double.answers.retrieve = createdPage;
    try {
      expect(await provider.readCheckout('hp_created_1')).toMatchObject({ state: 'pending', acknowledged: false, subscription: null });
    } finally {
      double.answers.retrieve = succeededPage('succeeded');
    }
    expect(await provider.readCheckout('hp_unknown')).toBeNull();
  });

  it('opens a portal session for the customer', async () => {
    expect(await provider.openPortal({ customerId: 'account-7', accountId: 7, returnUrl: 'http://portal.test/billing-return.html' }))
      .toEqual({ url: portalSession.portal_session.access_url });
    expect(last()).toMatchObject({
      method: 'POST', path: '/api/v2/portal_sessions',
      form: { 'customer[id]': 'account-7', redirect_url: 'http://portal.test/billing-return.html' },
    });
  });

  it('turns failures and unexpected answers into BillingUnavailableError, never logging the key', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    double.answers.retrieve = { message: 'boom', api_error_code: 'internal_error', http_status_code: 500 };
    double.answers.retrieveStatus = 500;
    try {
      await expect(provider.readCheckout('hp_created_1')).rejects.toBeInstanceOf(BillingUnavailableError);
      await expect(provider.readCheckout('broken')).rejects.toBeInstanceOf(BillingUnavailableError);
      expect(logged).toHaveBeenCalledTimes(2);
      expect(logged.mock.calls.flat().join(' ')).not.toContain(API_KEY);
    } finally {
      double.answers.retrieve = succeededPage('succeeded');
      double.answers.retrieveStatus = 200;
    }
  });
});

describe('ChargebeeProvider webhooks', () => {
  const provider = new ChargebeeProvider({
    site: 'acme-test', apiKey: API_KEY, baseUrl: 'http://127.0.0.1:9', webhookUsername: WEBHOOK.username, webhookPassword: WEBHOOK.password,
  });
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const event = (eventType: string, subscription: object | null = {
    id: 'sub_42', customer_id: 'account-7', status: 'cancelled', current_term_end: 1702592000, cancelled_at: 1699990000,
    subscription_items: [{ item_price_id: 'business-GBP-monthly', item_type: 'plan' }],
  }) =>
    JSON.stringify({
      id: 'ev_16BPgETyVrQbiGhA', occurred_at: 1700000000, source: 'admin_console', object: 'event', api_version: 'v2',
      event_type: eventType, webhook_status: 'scheduled', content: { subscription: subscription ?? undefined, customer: { id: 'account-7' } },
    });
  const call = (body: string, authorization: string | null = basic(WEBHOOK.username, WEBHOOK.password)) =>
    provider.parseWebhook({ headers: new Headers(authorization ? { authorization } : {}), body });

  it.each([
    ['no credentials', null],
    ['a wrong password', basic(WEBHOOK.username, 'wrong')],
    ['a wrong user', basic('someone', WEBHOOK.password)],
    ['another scheme', `Bearer ${WEBHOOK.password}`],
    ['garbage', 'Basic !!!'],
  ])('refuses a call with %s', (_name, authorization) => {
    expect(() => call(event('subscription_cancelled'), authorization)).toThrow(WebhookRefusedError);
  });

  it.each([
    ['subscription_created', 'created'],
    ['subscription_created_with_backdating', 'created'],
    ['subscription_started', 'changed'],
    ['subscription_changed', 'changed'],
    ['subscription_changed_with_backdating', 'changed'],
    ['subscription_activated_with_backdating', 'changed'],
    ['subscription_reactivated_with_backdating', 'changed'],
    ['subscription_cancelled', 'cancelled'],
    ['subscription_renewed', 'renewed'],
  ] as const)('reads %s as %s, ordered by the event time when the subscription has no resource_version', (eventType, kind) => {
    expect(call(event(eventType))).toEqual({
      eventId: 'ev_16BPgETyVrQbiGhA', kind,
      subscription: {
        id: 'sub_42', customerId: 'account-7', status: 'cancelled', currentTermEnd: new Date(1702592000 * 1000),
        priceRef: 'business-GBP-monthly', cancelledAt: new Date(1699990000 * 1000), version: 1700000000 * 1000,
      },
    });
  });

  it('orders by the subscription\'s resource_version when it has one', () => {
    const subscription = { id: 'sub_42', customer_id: 'account-7', status: 'active', resource_version: 1700000000777 };
    expect(call(event('subscription_changed', subscription))).toMatchObject({ subscription: { version: 1700000000777, priceRef: null, cancelledAt: null } });
  });

  it('ignores events the portal does not act on', () => {
    expect(call(event('invoice_generated', null))).toEqual({ eventId: 'ev_16BPgETyVrQbiGhA', kind: 'ignored' });
  });

  it('refuses an authenticated body that is not an event', () => {
    expect(() => call('not json')).toThrow(WebhookMalformedError);
    expect(() => call(JSON.stringify({ event_type: 'subscription_created' }))).toThrow(WebhookMalformedError);
    expect(() => call(event('subscription_created', null))).toThrow(WebhookMalformedError);
  });
});
