import type { Queryable } from '../db/db';
import { packageIdOfPrice } from '../catalogue/catalogue-store';
import { findSubscription, type ProviderState } from '../subscriptions/subscription-store';
import { applyOpenCheckoutOf, lockAccountBilling, placeSubscription } from './place-subscription';
import { accountOfCustomer } from './customer';
import { recordSubscriptionChange } from './events';
import type { BillingProvider, SubscriptionChange, SubscriptionStatus } from './provider';

type PendingEvent = {
  event_id: string; status: SubscriptionStatus; customer_id: string | null; price_ref: string | null;
  current_term_end: Date | null; cancelled_at: Date | null; version: string; received_at: Date; unplaced_reason: string | null;
};

/** Applied (or older than what the row holds: nothing to do), or waiting for the reason given. */
type Outcome = { placed: true } | { placed: false; reason: string };

/**
 * THE way a provider's word about a subscription reaches the subscription rows, for webhooks and
 * the sandbox's own pages alike: into the billing_events inbox once by event id (a replay changes
 * nothing), then applied. The event alone is enough: its customer names the account and its plan's
 * price the package, so a paid checkout is served even when the payer never comes back. Call it
 * inside the transaction that receives the change. True when the event was new.
 */
export async function receiveSubscriptionChange(
  tx: Queryable, provider: BillingProvider['kind'], change: SubscriptionChange, receivedAt: Date,
): Promise<boolean> {
  const isNew = await recordSubscriptionChange(tx, provider, change, receivedAt);
  const { subscription } = change;
  const recorded = await findSubscription(tx, { provider, providerSubscriptionId: subscription.id });
  const accountId = recorded?.account_id
    ?? (subscription.customerId ? await accountOfCustomer(tx, provider, subscription.customerId) : null);
  if (accountId !== null) await lockAccountBilling(tx, accountId);
  await applyPendingEvents(tx, provider, subscription.id, receivedAt);
  return isNew;
}

/**
 * Applies the subscription's unapplied inbox events, oldest version first, each stamped once
 * applied. An event the server cannot place (no account has its customer, no package its price)
 * stays unapplied with the reason, logged once; confirming the checkout that made the subscription
 * calls this again, so such events land then. Call it holding the account's billing lock.
 */
export async function applyPendingEvents(tx: Queryable, provider: string, subscriptionId: string, now: Date): Promise<void> {
  const events = await tx.query<PendingEvent>(
    `select event_id, status, customer_id, price_ref, current_term_end, cancelled_at, provider_version::text as version,
       received_at, unplaced_reason
     from billing_events
     where provider = $1 and subscription_id = $2 and applied_at is null
     order by provider_version, received_at, event_id
     for update`,
    [provider, subscriptionId],
  );
  for (const event of events) {
    const outcome = await applyEvent(tx, provider, subscriptionId, event);
    if (outcome.placed) {
      await tx.query(
        'update billing_events set applied_at = $3, unplaced_reason = null where provider = $1 and event_id = $2',
        [provider, event.event_id, now],
      );
    } else if (outcome.reason !== event.unplaced_reason) {
      console.warn(`Billing: ${provider} event ${event.event_id} for subscription ${subscriptionId} is kept unapplied: ${outcome.reason}.`);
      await tx.query('update billing_events set unplaced_reason = $3 where provider = $1 and event_id = $2', [provider, event.event_id, outcome.reason]);
    }
  }
}

async function applyEvent(tx: Queryable, provider: string, subscriptionId: string, event: PendingEvent): Promise<Outcome> {
  const state: ProviderState = {
    status: event.status, cancelledAt: event.cancelled_at, currentTermEnd: event.current_term_end, version: event.version, heardAt: event.received_at,
  };
  const key = { provider, providerSubscriptionId: subscriptionId };
  const recorded = await findSubscription(tx, key);
  const packageId = event.price_ref ? await packageIdOfPrice(tx, event.price_ref) : null;
  if (recorded) {
    // A plan change moves the subscription to the package of the new price; an unknown price keeps
    // the package it has, and the rest of the change (a cancellation, say) still applies.
    if (event.price_ref && packageId === null) console.warn(`Billing: no package has the price ${event.price_ref}; subscription ${subscriptionId} keeps its package.`);
    await placeSubscription(tx, key, { accountId: recorded.account_id, packageId: packageId ?? recorded.package_id, startedAt: event.received_at }, state);
    return { placed: true };
  }
  const accountId = event.customer_id ? await accountOfCustomer(tx, provider, event.customer_id) : null;
  if (accountId === null) return { placed: false, reason: `no account has the customer ${event.customer_id ?? '(none named)'}` };
  if (packageId === null) return { placed: false, reason: `no package has the price ${event.price_ref ?? '(none named)'}` };
  await lockAccountBilling(tx, accountId);
  await placeSubscription(tx, key, { accountId, packageId, startedAt: event.received_at }, state);
  await applyOpenCheckoutOf(tx, { provider, accountId, packageId, subscriptionId }, event.received_at);
  return { placed: true };
}
