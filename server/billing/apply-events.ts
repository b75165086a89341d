import type { Queryable } from '../db/db';
import { activateSubscription, cancelSubscription } from '../subscriptions/subscription-store';
import { recordSubscriptionChange } from './events';
import type { BillingProvider, SubscriptionChange, SubscriptionChangeKind, SubscriptionStatus } from './provider';

type PendingEvent = {
  event_id: string; kind: SubscriptionChangeKind; status: SubscriptionStatus; current_term_end: Date | null; received_at: Date;
};

/**
 * THE way a subscription change reaches the subscription rows, for webhooks and the sandbox portal
 * alike: into the billing_events inbox once by event id (a replay changes nothing), then applied.
 * Call it inside the transaction that receives the change. True when the event was new.
 */
export async function receiveSubscriptionChange(
  tx: Queryable, provider: BillingProvider['kind'], change: SubscriptionChange, receivedAt: Date,
): Promise<boolean> {
  const isNew = await recordSubscriptionChange(tx, provider, change, receivedAt);
  await applyPendingEvents(tx, provider, change.subscription.id, receivedAt);
  return isNew;
}

/**
 * Applies the subscription's unapplied inbox events in the order they came, each stamped once
 * applied. An event for a subscription we have not recorded yet stays unapplied: the provider
 * announces a subscription (and may cancel it) before the portal confirms the checkout that made
 * it, and only that confirmation knows the account and package. Confirming the checkout calls this
 * again, so those events land then, in order.
 */
export async function applyPendingEvents(
  tx: Queryable, provider: string, subscriptionId: string, now: Date,
): Promise<void> {
  const events = await tx.query<PendingEvent>(
    `select event_id, kind, status, current_term_end, received_at from billing_events
     where provider = $1 and subscription_id = $2 and applied_at is null
     order by received_at, event_id
     for update`,
    [provider, subscriptionId],
  );
  const key = { provider, providerSubscriptionId: subscriptionId };
  for (const event of events) {
    // Only 'active' grants the apps: a paused or not yet started subscription counts as ended here.
    const applied = event.kind === 'cancelled' || event.status !== 'active'
      ? await cancelSubscription(tx, key, event.received_at)
      : await activateSubscription(tx, key, event.current_term_end);
    if (!applied) return;
    await tx.query('update billing_events set applied_at = $3 where provider = $1 and event_id = $2', [provider, event.event_id, now]);
  }
}
