import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { runPeriodically, type SweepSchedule, type Sweeper } from '../maintenance/schedule';
import { CHECKOUT_RETRY_WINDOW_MS, closeCheckout, pendingCheckoutsBefore, type CheckoutRow } from './checkout-store';
import { acknowledgeCheckout } from './confirm-checkout';
import { applyPaidCheckout } from './place-subscription';
import { BillingUnavailableError, type BillingProvider } from './provider';

/** A checkout's event and return normally come within a minute; past this, the provider is asked. */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;
/** Hosted pages expire at the provider (Chargebee: within days); a checkout still unpaid by then never will be. */
export const ABANDONED_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
/** Checkouts read from the provider per sweep: the provider's rate limits are shared with users' calls. */
export const RECONCILE_BATCH = 20;

export type ReconcileDeps = { db: Db; clock: Clock; billing: BillingProvider };
export type ReconcileReport = { applied: number; closed: number; failed: number };

/**
 * The checkouts whose event and return never came: each pending one older than RECONCILE_AFTER_MS
 * is read from the provider and applied when paid (the same way as its return would have), closed
 * when the provider cancelled or no longer knows it or it was abandoned, else left for the next
 * sweep. A provider that cannot be reached leaves the checkout as it is. Every action is logged.
 */
export async function reconcileCheckouts(deps: ReconcileDeps, log: (line: string) => void = console.log): Promise<ReconcileReport> {
  const { db, clock } = deps;
  const report: ReconcileReport = { applied: 0, closed: 0, failed: 0 };
  const now = clock.now();
  const due = await pendingCheckoutsBefore(db, deps.billing.kind, new Date(now.getTime() - RECONCILE_AFTER_MS), RECONCILE_BATCH);
  for (const checkout of due) {
    try {
      const done = await reconcileOne(deps, checkout, log);
      if (done) report[done] += 1;
    } catch (error) {
      report.failed += 1;
      if (!(error instanceof BillingUnavailableError)) console.error(`Billing: reconciling checkout ${checkout.id} failed:`, error);
    }
  }
  return report;
}

async function reconcileOne({ db, clock, billing }: ReconcileDeps, checkout: CheckoutRow, log: (line: string) => void) {
  const what = `checkout ${checkout.id} (account ${checkout.account_id}, package ${checkout.package_id})`;
  const age = clock.now().getTime() - checkout.created_at.getTime();
  const close = async (reason: string) => {
    if (!(await closeCheckout(db, checkout.id, clock.now()))) return null;
    log(`Billing: closed ${what}: ${reason}.`);
    return 'closed' as const;
  };
  const page = checkout.hosted_page_id;
  if (!page) {
    // The provider's call failed; a retry within its window reuses the attempt.
    return age > CHECKOUT_RETRY_WINDOW_MS ? close('the provider never made its page') : null;
  }
  const outcome = await billing.readCheckout(page);
  if (!outcome) return close('the provider does not know its page');
  if (outcome.state === 'succeeded' && outcome.subscription) {
    const paid = outcome.subscription;
    await db.transaction((tx) => applyPaidCheckout(tx, checkout, paid, clock.now()));
    if (!outcome.acknowledged) await acknowledgeCheckout(billing, page);
    log(`Billing: applied ${what} from the provider's record of subscription ${paid.id}: neither its event nor the payer's return had come.`);
    return 'applied' as const;
  }
  if (outcome.state === 'cancelled' || outcome.state === 'failed') return close(`the provider says it was ${outcome.state}`);
  return age > ABANDONED_AFTER_MS ? close('unpaid for three days') : null;
}

/** Every minute: a paid checkout whose event was lost is served within RECONCILE_AFTER_MS and a minute. */
export const RECONCILE_SCHEDULE: SweepSchedule = { firstAfterMs: 60_000, everyMs: 60_000 };

export const startReconciler = (deps: ReconcileDeps, schedule: SweepSchedule = RECONCILE_SCHEDULE): Sweeper =>
  runPeriodically('Billing reconciliation', async () => {
    await reconcileCheckouts(deps);
  }, schedule);
