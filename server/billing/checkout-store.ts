import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';

/** Our record of a checkout (migration 006): what to apply once the provider says it was paid. */
export type CheckoutRow = {
  id: number;
  hosted_page_id: string | null;
  provider: string;
  account_id: number;
  package_id: number;
  user_id: number;
  excluded_user_ids: number[];
  idempotency_key: string;
  state: 'pending' | 'applied' | 'closed';
  created_at: Date;
  applied_at: Date | null;
};

export type CheckoutAttempt = { provider: string; accountId: number; packageId: number; userId: number; excludedUserIds: number[] };

/**
 * How long a retry of the same subscribe (same administrator, account and package) reuses the
 * pending attempt and so its idempotency key: a double click or a reload gets the same hosted page
 * instead of a second one, well within the time providers keep their idempotency keys (Chargebee: a day).
 */
export const CHECKOUT_RETRY_WINDOW_MS = 10 * 60 * 1000;

const COLUMNS = 'id, hosted_page_id, provider, account_id, package_id, user_id, excluded_user_ids, idempotency_key, state, created_at, applied_at';

/**
 * The pending attempt a retry within the window reuses, with the excluded members as asked this
 * time (they are read only when the checkout is applied); else a new attempt with a random key.
 */
export async function startCheckoutAttempt(db: Queryable, attempt: CheckoutAttempt, now: Date): Promise<CheckoutRow> {
  const since = new Date(now.getTime() - CHECKOUT_RETRY_WINDOW_MS);
  const [reused] = await db.query<CheckoutRow>(
    `update checkouts set excluded_user_ids = $6
     where id = (select id from checkouts
                 where provider = $1 and account_id = $2 and package_id = $3 and user_id = $4 and state = 'pending' and created_at > $5
                 order by created_at desc, id desc limit 1)
     returning ${COLUMNS}`,
    [attempt.provider, attempt.accountId, attempt.packageId, attempt.userId, since, attempt.excludedUserIds],
  );
  if (reused) return reused;
  const [created] = await db.query<CheckoutRow>(
    `insert into checkouts (provider, account_id, package_id, user_id, excluded_user_ids, idempotency_key, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     returning ${COLUMNS}`,
    [attempt.provider, attempt.accountId, attempt.packageId, attempt.userId, attempt.excludedUserIds,
      `checkout-${randomBytes(18).toString('base64url')}`, now],
  );
  return created;
}

/** The hosted page the provider made for the attempt (the same one again on a retry). */
export async function setHostedPage(db: Queryable, checkoutId: number, hostedPageId: string): Promise<void> {
  await db.query('update checkouts set hosted_page_id = $2 where id = $1', [checkoutId, hostedPageId]);
}

/** By hosted page id; `forUpdate` holds the row so two checks of one page apply it once. */
export async function findCheckout(db: Queryable, hostedPageId: string, forUpdate = false): Promise<CheckoutRow | null> {
  const [row] = await db.query<CheckoutRow>(
    `select ${COLUMNS} from checkouts where hosted_page_id = $1${forUpdate ? ' for update' : ''}`,
    [hostedPageId],
  );
  return row ?? null;
}

export async function markCheckoutApplied(db: Queryable, checkoutId: number, subscriptionId: string, now: Date): Promise<void> {
  await db.query(
    `update checkouts set state = 'applied', applied_at = $2, provider_subscription_id = $3 where id = $1 and state = 'pending'`,
    [checkoutId, now, subscriptionId],
  );
}

/** Nothing will come of it (cancelled, expired or abandoned at the provider): no longer pending. True when it was. */
export async function closeCheckout(db: Queryable, checkoutId: number, now: Date): Promise<boolean> {
  const rows = await db.query(`update checkouts set state = 'closed', closed_at = $2 where id = $1 and state = 'pending' returning id`, [checkoutId, now]);
  return rows.length > 0;
}

/** The provider's checkouts still pending that were started before `before`, oldest first. */
export const pendingCheckoutsBefore = (db: Queryable, provider: string, before: Date, limit: number): Promise<CheckoutRow[]> =>
  db.query<CheckoutRow>(
    `select ${COLUMNS} from checkouts where state = 'pending' and provider = $1 and created_at < $2 order by created_at, id limit $3`,
    [provider, before, limit],
  );
