import { describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../../server/billing/provider';
import { WebhookRefusedError } from '../../server/billing/provider';
import { BILLING_RETURN_PAGE } from '../../src/routing/billing-return';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';

const PUBLIC_URL = 'http://portal.test';

let keys = 0;
const checkoutFor = (customerId: string, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  idempotencyKey: `attempt-${++keys}`,
  account: { id: 7, name: '<b>Acme</b> & Sons' },
  customer: { id: customerId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
  plan: { packageId: 1, packageName: 'Starter', priceRef: 'starter' },
  redirectUrl: `${PUBLIC_URL}/sandbox/success`,
  cancelUrl: `${PUBLIC_URL}/failure-checkout`,
  ...overrides,
});

const press = (api: TestApi, path: string) => api.app.request(path, { method: 'POST' });

/** A paid checkout: its id and the subscription it started. */
async function subscribe(api: TestApi, customerId: string) {
  const { hostedPageId } = await api.services.billing.createCheckout(checkoutFor(customerId));
  expect((await press(api, `/__sandbox/checkout/${hostedPageId}/pay`)).status).toBe(303);
  const outcome = await api.services.billing.readCheckout(hostedPageId);
  return { hostedPageId, subscriptionId: outcome?.subscription?.id ?? '' };
}

const portalPath = (url: string) => new URL(url).pathname;

describe.each(dbKinds)('sandbox billing provider (%s)', (kind) => {
  const api = useApiApp(kind);

  describe('checkout', () => {
    it('is idempotent by key and hosts its page under /__sandbox/checkout/', async () => {
      expect(api.services.billing.kind).toBe('sandbox');
      const request = checkoutFor('account-7');
      const first = await api.services.billing.createCheckout(request);
      expect(await api.services.billing.createCheckout({ ...request, plan: { ...request.plan, packageName: 'Other' } })).toEqual(first);
      expect(first.url).toBe(`${PUBLIC_URL}/__sandbox/checkout/${first.hostedPageId}`);
      expect(first.hostedPageId).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const other = await api.services.billing.createCheckout(checkoutFor('account-7'));
      expect(other.hostedPageId).not.toBe(first.hostedPageId);
      expect(await api.services.billing.readCheckout(first.hostedPageId)).toEqual({
        hostedPageId: first.hostedPageId, state: 'pending', acknowledged: false, subscription: null,
      });
    });

    it('refuses return URLs off the portal, so it never redirects elsewhere', async () => {
      await expect(api.services.billing.createCheckout(checkoutFor('account-7', { redirectUrl: 'https://evil.example/x' }))).rejects.toThrow(/redirectUrl/);
    });

    it('shows the package and its made-up price, escaped, under strict headers', async () => {
      const { hostedPageId } = await api.services.billing.createCheckout(checkoutFor('account-7'));
      const response = await api.app.request(`/__sandbox/checkout/${hostedPageId}`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('Starter');
      expect(html).toContain('£12.00 a month');
      expect(html).toContain('&#60;b&#62;Acme&#60;/b&#62; &#38; Sons');
      expect(html).not.toContain('<b>Acme');
      expect(html).toContain(`<form method="post" action="/__sandbox/checkout/${hostedPageId}/pay">`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain(`form-action 'self' ${PUBLIC_URL}`);
      expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('Pay redirects to the success page, starts a subscription once, and readCheckout says succeeded', async () => {
      const { hostedPageId } = await api.services.billing.createCheckout(checkoutFor('account-pay'));
      const paid = await press(api, `/__sandbox/checkout/${hostedPageId}/pay`);
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`${PUBLIC_URL}/sandbox/success?id=${hostedPageId}&state=succeeded`);
      const outcome = await api.services.billing.readCheckout(hostedPageId);
      expect(outcome).toMatchObject({ state: 'succeeded', acknowledged: false, subscription: { customerId: 'account-pay', status: 'active' } });
      expect(outcome?.subscription?.id).toMatch(/^sub_sandbox_/);

      expect((await press(api, `/__sandbox/checkout/${hostedPageId}/pay`)).headers.get('location')).toBe(paid.headers.get('location'));
      expect((await press(api, `/__sandbox/checkout/${hostedPageId}/cancel`)).status).toBe(409);
      expect((await api.app.request(`/__sandbox/checkout/${hostedPageId}`)).status).toBe(409);
      const created = await api.db.query<{ kind: string }>(
        "select kind from billing_events where provider = 'sandbox' and subscription_id = $1", [outcome?.subscription?.id],
      );
      expect(created).toEqual([{ kind: 'created' }]);

      await api.services.billing.acknowledgeCheckout(hostedPageId);
      expect(await api.services.billing.readCheckout(hostedPageId)).toMatchObject({ state: 'succeeded', acknowledged: true });
    });

    it('Cancel redirects to the failure page and the checkout can no longer be paid', async () => {
      const { hostedPageId } = await api.services.billing.createCheckout(checkoutFor('account-7'));
      const cancelled = await press(api, `/__sandbox/checkout/${hostedPageId}/cancel`);
      expect(cancelled.status).toBe(303);
      const location = new URL(cancelled.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/failure-checkout`);
      expect(await api.services.billing.readCheckout(hostedPageId)).toMatchObject({ state: 'cancelled', subscription: null });
      expect((await press(api, `/__sandbox/checkout/${hostedPageId}/pay`)).status).toBe(409);
      await api.services.billing.acknowledgeCheckout(hostedPageId);
      expect(await api.services.billing.readCheckout(hostedPageId)).toMatchObject({ acknowledged: false });
    });

    it('knows no other checkout, and changes nothing on GET', async () => {
      expect(await api.services.billing.readCheckout('nope')).toBeNull();
      expect((await api.app.request('/__sandbox/checkout/nope')).status).toBe(404);
      expect((await press(api, '/__sandbox/checkout/nope/pay')).status).toBe(404);
      const { hostedPageId } = await api.services.billing.createCheckout(checkoutFor('account-7'));
      expect((await api.app.request(`/__sandbox/checkout/${hostedPageId}/pay`)).status).toBe(404);
      expect(await api.services.billing.readCheckout(hostedPageId)).toMatchObject({ state: 'pending' });
    });
  });

  describe('self-service portal', () => {
    it('opens once, framed only by the portal, and cancels a subscription once', async () => {
      const { subscriptionId } = await subscribe(api, 'account-portal');
      const { url } = await api.services.billing.openPortal({ customerId: 'account-portal', accountId: 7, returnUrl: `${PUBLIC_URL}${BILLING_RETURN_PAGE}` });
      expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/__sandbox/portal/[A-Za-z0-9_-]{43}$`));
      const opened = await api.app.request(portalPath(url));
      const html = await opened.text();
      expect(opened.status).toBe(200);
      expect(html).toContain('Starter');
      expect(html).toContain('active');
      expect(html).toContain('Cancel subscription');
      // The way back navigates the frame itself, as a provider's page inside a frame does; the
      // portal's static return page there closes the frame (src/routing/billing-return.ts).
      expect(html).toContain(`<a href="${PUBLIC_URL}${BILLING_RETURN_PAGE}">Back to the portal</a>`);
      const directives = (opened.headers.get('content-security-policy') ?? '').split(/;\s*/);
      expect(directives.filter((directive) => directive.startsWith('frame-ancestors'))).toEqual([`frame-ancestors ${PUBLIC_URL}`]);
      expect(opened.headers.get('x-frame-options')).toBeNull();

      expect((await api.app.request(portalPath(url))).status).toBe(410);

      const cancelPath = `${portalPath(url)}/subscriptions/${subscriptionId}/cancel`;
      const cancelled = await press(api, cancelPath);
      expect(cancelled.status).toBe(200);
      expect(await cancelled.text()).not.toContain('Cancel subscription');
      expect((await press(api, cancelPath)).status).toBe(200);
      const events = await api.db.query<{ kind: string; status: string }>(
        "select kind, status from billing_events where provider = 'sandbox' and subscription_id = $1 order by kind", [subscriptionId],
      );
      expect(events).toEqual([{ kind: 'cancelled', status: 'cancelled' }, { kind: 'created', status: 'active' }]);
    });

    it('refuses an expired link, a link not yet opened, and another customer\'s subscription', async () => {
      const { subscriptionId } = await subscribe(api, 'account-other');
      const open = () => api.services.billing.openPortal({ customerId: 'account-mine', accountId: 8, returnUrl: `${PUBLIC_URL}/dashboard` });

      const expiring = await open();
      api.clock.advance(60 * 60 * 1000 + 1000);
      expect((await api.app.request(portalPath(expiring.url))).status).toBe(410);

      const unopened = await open();
      expect((await press(api, `${portalPath(unopened.url)}/subscriptions/${subscriptionId}/cancel`)).status).toBe(410);

      const mine = await open();
      expect((await api.app.request(portalPath(mine.url))).status).toBe(200);
      expect((await press(api, `${portalPath(mine.url)}/subscriptions/${subscriptionId}/cancel`)).status).toBe(404);
      expect(await api.db.query("select 1 from billing_events where subscription_id = $1 and kind = 'cancelled'", [subscriptionId])).toEqual([]);
      expect((await api.app.request('/__sandbox/portal/unknown-token')).status).toBe(410);
    });
  });

  it('takes no webhooks, and leaves the portal\'s own headers on everything else', async () => {
    expect(() => api.services.billing.parseWebhook({ headers: new Headers(), body: '{}' })).toThrow(WebhookRefusedError);
    for (const path of ['/api/v1/health', '/__sandbox/other']) {
      expect((await api.app.request(path)).headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    }
  });
});
