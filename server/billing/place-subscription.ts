import type { Queryable } from '../db/db';
import { findPackage, packageIdOfPrice } from '../catalogue/catalogue-store';
import { blockProductsForMembers } from '../members/blocked-products';
import {
  SubscriptionMismatchError, applyProviderState, findSubscription, insertSubscription,
  type ProviderState, type ProviderSubscription,
} from '../subscriptions/subscription-store';
import { applyPendingEvents } from './apply-events';
import { markCheckoutApplied, type CheckoutRow } from './checkout-store';
import { versionText } from './events';
import type { SubscriptionSnapshot } from './provider';
import { recordActivity } from '../activity/activity-store';
import { BILLING_ACTOR } from '../activity/actors';

/*
 * Recording a paid subscription, from whichever comes first: the provider's event
 * (apply-events.ts), the payer's return (confirm-checkout.ts) or the reconciliation sweep
 * (reconcile.ts). Each takes the account's billing lock first, so for one account they run one
 * after the other, and each finds what the one before did: one subscription, one checkout applied.
 */

// Any constant works; it keeps these advisory locks apart from the limits' and the sweep's.
const BILLING_LOCK = 727_011;

/** Serialises every billing change of the account until `tx` ends. */
export async function lockAccountBilling(tx: Queryable, accountId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1, $2)', [BILLING_LOCK, accountId]);
}

/** The provider's word as a row state; a cancellation without its own time ends when it was heard of. */
export const providerState = (snapshot: SubscriptionSnapshot, heardAt: Date): ProviderState => ({
  status: snapshot.status,
  cancelledAt: snapshot.cancelledAt,
  currentTermEnd: snapshot.currentTermEnd,
  version: versionText(snapshot),
  heardAt,
});

type Placement = { accountId: number; packageId: number; startedAt: Date };

/**
 * The subscription recorded in the provider's state: a new row, or the row there takes the state
 * unless it holds a newer version. A subscription recorded for another account is never moved.
 * Its start and its end (and a start again after an end) go into the account's activity log, in
 * the same transaction, as the billing provider's doing.
 */
export async function placeSubscription(tx: Queryable, key: ProviderSubscription, placement: Placement, state: ProviderState): Promise<void> {
  const inserted = await insertSubscription(tx, { ...key, ...placement }, state);
  if (inserted) {
    await logSubscription(tx, inserted, state.status !== 'cancelled', state.heardAt);
    return;
  }
  const recorded = await findSubscription(tx, key);
  if (!recorded || recorded.account_id !== placement.accountId) throw new SubscriptionMismatchError(key);
  const applied = await applyProviderState(tx, key, state, placement.packageId);
  const wasLive = recorded.status !== 'cancelled';
  if (applied && wasLive !== (applied.status !== 'cancelled')) await logSubscription(tx, applied, !wasLive, state.heardAt);
}

async function logSubscription(tx: Queryable, row: { account_id: number; package_id: number }, started: boolean, at: Date): Promise<void> {
  const [named] = await tx.query<{ name: string }>('select name from packages where id = $1', [row.package_id]);
  await recordActivity(tx, {
    accountId: row.account_id, actor: BILLING_ACTOR, action: started ? 'subscription_started' : 'subscription_ended',
    subject: named?.name ?? null, details: '', at,
  });
}

/**
 * A checkout the provider says was paid: the subscription recorded, the excluded members blocked
 * from the package's apps, the events that came before applied, and the checkout marked applied.
 * Once: a checkout no longer pending is left as it is. Holds the account's billing lock.
 */
export async function applyPaidCheckout(tx: Queryable, checkout: CheckoutRow, subscription: SubscriptionSnapshot, now: Date): Promise<void> {
  await lockAccountBilling(tx, checkout.account_id);
  const [locked] = await tx.query<{ state: string }>('select state from checkouts where id = $1 for update', [checkout.id]);
  if (locked?.state !== 'pending') return;
  const key = { provider: checkout.provider, providerSubscriptionId: subscription.id };
  // The plan may have changed since the checkout: its price names the package, when we know it.
  const packageId = (subscription.priceRef ? await packageIdOfPrice(tx, subscription.priceRef) : null) ?? checkout.package_id;
  await placeSubscription(tx, key, { accountId: checkout.account_id, packageId, startedAt: now }, providerState(subscription, now));
  await applyCheckoutEffects(tx, checkout, subscription.id, now);
  // Changes the provider announced that could not be placed before this waited in the inbox.
  await applyPendingEvents(tx, checkout.provider, subscription.id, now);
}

/**
 * The newest checkout still pending for this account and package, applied to the subscription an
 * event just recorded: the payer did not come back (yet), and the checkout's excluded members must
 * not wait for them. Call it holding the account's billing lock.
 */
export async function applyOpenCheckoutOf(
  tx: Queryable, subscription: { provider: string; accountId: number; packageId: number; subscriptionId: string }, now: Date,
): Promise<void> {
  const [checkout] = await tx.query<CheckoutRow>(
    `select id, account_id, package_id, excluded_user_ids from checkouts
     where provider = $1 and account_id = $2 and package_id = $3 and state = 'pending'
     order by created_at desc, id desc limit 1
     for update`,
    [subscription.provider, subscription.accountId, subscription.packageId],
  );
  if (checkout) await applyCheckoutEffects(tx, checkout, subscription.subscriptionId, now);
}

async function applyCheckoutEffects(
  tx: Queryable, checkout: Pick<CheckoutRow, 'id' | 'account_id' | 'package_id' | 'excluded_user_ids'>, subscriptionId: string, now: Date,
): Promise<void> {
  const products = (await findPackage(tx, checkout.package_id))?.products ?? [];
  await blockProductsForMembers(tx, checkout.account_id, checkout.excluded_user_ids, products.map((product) => product.id));
  await markCheckoutApplied(tx, checkout.id, subscriptionId, now);
}
