import { billingMessages } from '../../src/api/contract';
import type { Services } from '../services';
import { conflict, forbidden, notFound } from '../http/errors';
import { findCheckout } from './checkout-store';
import { applyPaidCheckout } from './place-subscription';
import { BillingUnavailableError, type BillingProvider } from './provider';

/**
 * POST package/check-subscription: the user who started a checkout comes back from the provider.
 * The provider's event may have recorded the subscription already (apply-events.ts); if not, once
 * the provider says it was paid, it is recorded here the same way (place-subscription.ts), once:
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

  await db.transaction((tx) => applyPaidCheckout(tx, ours, subscription, clock.now()));
  if (!outcome.acknowledged) await acknowledgeCheckout(billing, hostedPageId);
  return ours.account_id;
}

/**
 * The subscription is recorded whatever the provider answers here: acknowledging only stops it
 * offering the page again, and the next check repeats it (the adapter logs the failure).
 */
export async function acknowledgeCheckout(billing: BillingProvider, hostedPageId: string): Promise<void> {
  try {
    await billing.acknowledgeCheckout(hostedPageId);
  } catch (error) {
    if (!(error instanceof BillingUnavailableError)) throw error;
  }
}
