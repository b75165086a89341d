import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/*
 * A stand-in for {site}.chargebee.com on 127.0.0.1 that keeps state as Chargebee does: customers
 * (named by the double itself, as Chargebee may), hosted checkout pages (one per idempotency key)
 * that a test pays or cancels, and the subscriptions payment makes. It answers with the documented
 * shapes (API v2), and builds the webhook bodies Chargebee would send about its subscriptions.
 */

export const CHARGEBEE_WEBHOOK = { username: 'chargebee-hooks', password: 'hook-password-0123456789' };

type Page = { id: string; customerId: string; priceRef: string; state: 'created' | 'succeeded' | 'cancelled' | 'acknowledged'; subscription: ChargebeeSubscription | null };

export type ChargebeeSubscription = {
  id: string; customer_id: string; status: string; current_term_end: number; resource_version: number; cancelled_at?: number;
  subscription_items: { item_price_id: string; item_type: string; quantity: number }[];
};

export type ChargebeeDouble = {
  readonly url: string;
  /** The env that points the portal at this double. */
  env(): Record<string, string>;
  /** The payer pays on the hosted page: the subscription it starts. */
  pay(hostedPageId: string): ChargebeeSubscription;
  /** The payer gives up on the hosted page. */
  cancelPage(hostedPageId: string): void;
  /** A webhook body about `subscription`, as Chargebee sends it; each call a new event id. */
  event(eventType: string, subscription: ChargebeeSubscription, occurredAt?: number): string;
  /** The same subscription a step later: a newer resource_version and the changes given. */
  next(subscription: ChargebeeSubscription, changes: Partial<ChargebeeSubscription>): ChargebeeSubscription;
  customers: Map<string, string>;
};

const TERM_END = 1_900_000_000;

export function useChargebeeDouble(): ChargebeeDouble {
  const pages = new Map<string, Page>();
  const pagesByKey = new Map<string, string>();
  const customers = new Map<string, string>();
  let counter = 0;
  let url = '';

  const pageAnswer = (page: Page) => ({
    hosted_page: {
      id: page.id, type: 'checkout_new', url: `https://acme-test.chargebee.com/pages/v3/${page.id}/`, state: page.state, object: 'hosted_page',
      content: page.subscription ? { subscription: page.subscription, customer: { id: page.customerId } } : undefined,
    },
  });

  const answer = (method: string, path: string, form: Record<string, string>, key: string | undefined): [number, object] => {
    if (method === 'POST' && path === '/api/v2/customers') {
      const id = `cus_${(counter += 1)}_${form.id}`;
      customers.set(form.id, id);
      return [200, { customer: { id, object: 'customer' } }];
    }
    if (method === 'POST' && path === '/api/v2/hosted_pages/checkout_new_for_items') {
      const known = key ? pagesByKey.get(key) : undefined;
      if (known) return [200, pageAnswer(pages.get(known) as Page)];
      const page: Page = {
        id: `hp_${(counter += 1)}`, customerId: form['customer[id]'], priceRef: form['subscription_items[item_price_id][0]'], state: 'created', subscription: null,
      };
      pages.set(page.id, page);
      if (key) pagesByKey.set(key, page.id);
      return [200, pageAnswer(page)];
    }
    const pageMatch = /^\/api\/v2\/hosted_pages\/([^/]+)(\/acknowledge)?$/.exec(path);
    const page = pageMatch ? pages.get(pageMatch[1]) : undefined;
    if (page && pageMatch?.[2] && method === 'POST') {
      if (page.state === 'succeeded') page.state = 'acknowledged';
      return [200, pageAnswer(page)];
    }
    if (page && method === 'GET') return [200, pageAnswer(page)];
    if (method === 'POST' && path === '/api/v2/portal_sessions') {
      return [200, { portal_session: { id: 'portal_1', access_url: 'https://acme-test.chargebee.com/portal/v2/access/portal_1', object: 'portal_session' } }];
    }
    return [404, { message: 'Not found', api_error_code: 'resource_not_found', http_status_code: 404 }];
  };

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const key = request.headers['chargebee-idempotency-key'];
      const [status, json] = answer(request.method ?? '', request.url ?? '', Object.fromEntries(new URLSearchParams(body)), typeof key === 'string' ? key : undefined);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));

  const find = (hostedPageId: string): Page => {
    const page = pages.get(hostedPageId);
    if (!page) throw new Error(`the double made no page ${hostedPageId}`);
    return page;
  };

  return {
    get url() { return url; },
    env: () => ({
      CHARGEBEE_SITE: 'acme-test', CHARGEBEE_API_KEY: 'test_cb_key_123', CHARGEBEE_BASE_URL: url,
      CHARGEBEE_WEBHOOK_USERNAME: CHARGEBEE_WEBHOOK.username, CHARGEBEE_WEBHOOK_PASSWORD: CHARGEBEE_WEBHOOK.password,
    }),
    pay(hostedPageId) {
      const page = find(hostedPageId);
      page.state = 'succeeded';
      page.subscription = {
        id: `sub_${(counter += 1)}`, customer_id: page.customerId, status: 'active', current_term_end: TERM_END,
        resource_version: 1_800_000_000_000 + counter * 1000,
        subscription_items: [{ item_price_id: page.priceRef, item_type: 'plan', quantity: 1 }],
      };
      return page.subscription;
    },
    cancelPage(hostedPageId) {
      find(hostedPageId).state = 'cancelled';
    },
    event(eventType, subscription, occurredAt = Math.floor(subscription.resource_version / 1000)) {
      return JSON.stringify({
        id: `ev_${(counter += 1)}`, occurred_at: occurredAt, source: 'hosted_page', object: 'event', api_version: 'v2',
        event_type: eventType, webhook_status: 'scheduled', content: { subscription, customer: { id: subscription.customer_id } },
      });
    },
    next(subscription, changes) {
      return { ...subscription, ...changes, resource_version: subscription.resource_version + 1000 };
    },
    customers,
  };
}

/** Posts a webhook body to the portal as Chargebee does, with the configured basic-auth credentials. */
export function chargebeeWebhook(body: string): [string, RequestInit] {
  const authorization = `Basic ${Buffer.from(`${CHARGEBEE_WEBHOOK.username}:${CHARGEBEE_WEBHOOK.password}`).toString('base64')}`;
  return ['/api/v1/billing/webhook/chargebee', { method: 'POST', body, headers: { 'content-type': 'application/json', authorization } }];
}
