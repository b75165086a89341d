import { Hono } from 'hono';
import type { Services } from '../services';
import { receiveSubscriptionChange } from '../billing/apply-events';
import { WebhookMalformedError, WebhookRefusedError, type BillingProvider, type SubscriptionEvent, type WebhookCall } from '../billing/provider';
import { badRequest, notFound, unauthorized, NOT_FOUND_MESSAGE } from '../http/errors';

export const WEBHOOK_REFUSED_MESSAGE = 'Webhook refused.';
export const WEBHOOK_MALFORMED_MESSAGE = 'Webhook body is not an event.';

/**
 * billing/webhook/:provider: the configured provider's webhooks (no bearer: the adapter checks the
 * provider's own credentials). A verified change goes through the inbox once by event id and is
 * applied; a replay answers 200 and changes nothing, so the provider stops resending it.
 */
export function billingRoutes(services: Services) {
  const { db, clock, billing } = services;
  const app = new Hono();

  app.post('/webhook/:provider', async (c) => {
    if (c.req.param('provider') !== billing.kind) throw notFound(NOT_FOUND_MESSAGE);
    const event = parseWebhook(billing, { headers: c.req.raw.headers, body: await c.req.text() });
    if (event.kind !== 'ignored') await db.transaction((tx) => receiveSubscriptionChange(tx, billing.kind, event, clock.now()));
    return c.json({ received: true });
  });

  return app;
}

/** The adapter's refusals as answers: not the provider's (401), or not an event (400). */
function parseWebhook(billing: BillingProvider, call: WebhookCall): SubscriptionEvent {
  try {
    return billing.parseWebhook(call);
  } catch (error) {
    if (error instanceof WebhookRefusedError) throw unauthorized(WEBHOOK_REFUSED_MESSAGE);
    if (error instanceof WebhookMalformedError) throw badRequest(WEBHOOK_MALFORMED_MESSAGE);
    throw error;
  }
}
