import { billingMessages } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import type { Services } from '../services';
import { findPackage } from '../catalogue/catalogue-store';
import { conflict, forbidden, notFound } from '../http/errors';
import { blockProductsForMembers } from '../members/blocked-products';
import { addSubscription, cancelSubscription } from '../subscriptions/subscription-store';
import { applyPendingEvents } from './apply-events';
import { findCheckout, markCheckoutApplied, type CheckoutRow } from './checkout-store';
import { BillingUnavailableError, type BillingProvider, type SubscriptionSnapshot } from './provider';

/**
 * POST package/check-subscription: the user who started a checkout comes back from the provider.
 * Once the provider says it was paid, the subscription is recorded, the excluded members are
 * blocked from the package's apps and our checkout is marked applied, in one transaction and once:
 * checking the same page again changes nothing and answers the same. The account's id.
 */
export async function confirmCheckout(services: Services, userId: number, hostedPageId: string): Promise<number> {
  const { db, clock, billing } = services;
  const ours = await findCheckout(db, hostedPageId);
  if (!ours) throw notFound(billingMessages.checkoutNotFound);
  if (ours.user_id !== userId) throw forbidden(billingMessages.checkoutNotYours);

  const outcome = await billing.readCheckout(hostedPageId);
  if (!outcome) throw notFound(billingMessages.checkoutNotFound);
  const subscription = outcome.state === 'succeeded' ? outcome.subscription : null;
  if (!subscription) throw conflict(billingMessages.checkoutNotPaid);

  await db.transaction(async (tx) => {
    const locked = await findCheckout(tx, hostedPageId, true);
    if (locked?.state === 'pending') await applyCheckout(tx, locked, subscription, clock.now());
  });
  if (!outcome.acknowledged) await acknowledge(billing, hostedPageId);
  return ours.account_id;
}

async function applyCheckout(tx: Queryable, checkout: CheckoutRow, subscription: SubscriptionSnapshot, now: Date): Promise<void> {
  const key = { provider: checkout.provider, providerSubscriptionId: subscription.id };
  await addSubscription(tx, {
    ...key, accountId: checkout.account_id, packageId: checkout.package_id, startedAt: now, currentTermEnd: subscription.currentTermEnd,
  });
  // The snapshot is the provider's word now: a subscription ended before the payer came back stays ended.
  if (subscription.status !== 'active') await cancelSubscription(tx, key, now);
  const products = (await findPackage(tx, checkout.package_id))?.products ?? [];
  await blockProductsForMembers(tx, checkout.account_id, checkout.excluded_user_ids, products.map((product) => product.id));
  // Changes the provider announced before this confirmation waited in the inbox for the row made above.
  await applyPendingEvents(tx, checkout.provider, subscription.id, now);
  await markCheckoutApplied(tx, checkout.id, now);
}

/**
 * The subscription is recorded whatever the provider answers here: acknowledging only stops it
 * offering the page again, and the next check repeats it (the adapter logs the failure).
 */
async function acknowledge(billing: BillingProvider, hostedPageId: string): Promise<void> {
  try {
    await billing.acknowledgeCheckout(hostedPageId);
  } catch (error) {
    if (!(error instanceof BillingUnavailableError)) throw error;
  }
}
