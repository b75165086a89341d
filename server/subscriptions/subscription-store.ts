import type { Queryable } from '../db/db';

/*
 * Subscription rows, changed only from verified checkouts and verified provider webhooks. Every
 * change is keyed by the provider's subscription id and is idempotent: providers resend events, and
 * a checkout can be confirmed both by the return page and by a webhook.
 */

/** Only 'active' grants the package's apps; 'future' has not started, 'paused' is on hold. */
export type SubscriptionStatus = 'active' | 'future' | 'paused' | 'cancelled';

export type SubscriptionRow = {
  id: number;
  account_id: number;
  package_id: number;
  provider: string;
  provider_subscription_id: string;
  status: SubscriptionStatus;
  started_at: Date;
  cancelled_at: Date | null;
  current_term_end: Date | null;
};

export type ProviderSubscription = { provider: string; providerSubscriptionId: string };
export type NewSubscription = ProviderSubscription & { accountId: number; packageId: number; startedAt: Date; currentTermEnd?: Date | null };

/** The provider's subscription belongs to another account or package than the one recorded: never rewritten. */
export class SubscriptionMismatchError extends Error {
  constructor(subscription: ProviderSubscription) {
    super(`${subscription.provider} subscription ${subscription.providerSubscriptionId} is recorded for another account or package.`);
    this.name = 'SubscriptionMismatchError';
  }
}

const COLUMNS = 'id, account_id, package_id, provider, provider_subscription_id, status, started_at, cancelled_at, current_term_end';

export async function findSubscription(db: Queryable, key: ProviderSubscription): Promise<SubscriptionRow | null> {
  const [row] = await db.query<SubscriptionRow>(
    `select ${COLUMNS} from subscriptions where provider = $1 and provider_subscription_id = $2`,
    [key.provider, key.providerSubscriptionId],
  );
  return row ?? null;
}

/**
 * Records a paid subscription as active. Recording it again returns the row as it is (a later
 * cancellation is not undone by a late checkout confirmation); for another account or package it
 * throws SubscriptionMismatchError.
 */
export async function addSubscription(db: Queryable, input: NewSubscription): Promise<SubscriptionRow> {
  const [created] = await db.query<SubscriptionRow>(
    `insert into subscriptions (account_id, package_id, provider, provider_subscription_id, status, started_at, current_term_end)
     values ($1, $2, $3, $4, 'active', $5, $6)
     on conflict (provider, provider_subscription_id) do nothing
     returning ${COLUMNS}`,
    [input.accountId, input.packageId, input.provider, input.providerSubscriptionId, input.startedAt, input.currentTermEnd ?? null],
  );
  if (created) return created;
  const existing = await findSubscription(db, input);
  if (!existing || existing.account_id !== input.accountId || existing.package_id !== input.packageId) {
    throw new SubscriptionMismatchError(input);
  }
  return existing;
}

/**
 * The subscription is active again (created, renewed or reactivated at the provider), with its new
 * term end when the provider gave one. Null when no such subscription was recorded.
 */
export async function activateSubscription(
  db: Queryable, key: ProviderSubscription, currentTermEnd?: Date | null,
): Promise<SubscriptionRow | null> {
  const [row] = await db.query<SubscriptionRow>(
    `update subscriptions set status = 'active', cancelled_at = null, current_term_end = coalesce($3, current_term_end)
     where provider = $1 and provider_subscription_id = $2
     returning ${COLUMNS}`,
    [key.provider, key.providerSubscriptionId, currentTermEnd ?? null],
  );
  return row ?? null;
}

/** The subscription is cancelled from `at`; cancelling it again keeps the first date. Null when unknown. */
export async function cancelSubscription(db: Queryable, key: ProviderSubscription, at: Date): Promise<SubscriptionRow | null> {
  const [row] = await db.query<SubscriptionRow>(
    `update subscriptions set status = 'cancelled', cancelled_at = coalesce(cancelled_at, $3)
     where provider = $1 and provider_subscription_id = $2
     returning ${COLUMNS}`,
    [key.provider, key.providerSubscriptionId, at],
  );
  return row ?? null;
}

/** The provider's word on a subscription at one version (billing/apply-events.ts). */
export type ProviderState = {
  status: SubscriptionStatus;
  /** When it ended at the provider, which may be in the past (a backdated cancellation); null when not said. */
  cancelledAt: Date | null;
  /** When the portal heard of this state: the end time of a cancellation the provider gave none for. */
  heardAt: Date;
  currentTermEnd: Date | null;
  /** The provider's version, as text: bigint reads differ between drivers, so it is compared only in SQL. */
  version: string;
};

/**
 * A new row in the provider's state; null when the subscription is recorded already (by the other
 * of a checkout's return and its event, perhaps at this moment: the insert waits for that one).
 */
export async function insertSubscription(
  db: Queryable, input: ProviderSubscription & { accountId: number; packageId: number; startedAt: Date }, state: ProviderState,
): Promise<SubscriptionRow | null> {
  const [row] = await db.query<SubscriptionRow>(
    `insert into subscriptions (account_id, package_id, provider, provider_subscription_id, status, started_at, cancelled_at,
       current_term_end, provider_version)
     values ($1, $2, $3, $4, $5, $6, case when $5 = 'cancelled' then coalesce($7::timestamptz, $10::timestamptz) end, $8, $9::bigint)
     on conflict (provider, provider_subscription_id) do nothing
     returning ${COLUMNS}`,
    [input.accountId, input.packageId, input.provider, input.providerSubscriptionId, state.status, input.startedAt,
      state.cancelledAt, state.currentTermEnd, state.version, state.heardAt],
  );
  return row ?? null;
}

/**
 * The row takes the provider's state (and package, when given) unless it already holds a newer
 * version: null then, or when no such subscription is recorded. A cancellation keeps the first
 * time it was recorded with unless the provider names one.
 */
export async function applyProviderState(
  db: Queryable, key: ProviderSubscription, state: ProviderState, packageId: number | null = null,
): Promise<SubscriptionRow | null> {
  const [row] = await db.query<SubscriptionRow>(
    `update subscriptions set status = $3,
       cancelled_at = case when $3 = 'cancelled' then coalesce($4::timestamptz, cancelled_at, $7::timestamptz) end,
       current_term_end = coalesce($5, current_term_end), provider_version = $6::bigint,
       package_id = coalesce($8::int, package_id)
     where provider = $1 and provider_subscription_id = $2 and provider_version <= $6::bigint
     returning ${COLUMNS}`,
    [key.provider, key.providerSubscriptionId, state.status, state.cancelledAt, state.currentTermEnd, state.version,
      state.heardAt, packageId],
  );
  return row ?? null;
}

/** Whether the account has ever had a subscription, active or not. */
export async function hasSubscriptions(db: Queryable, accountId: number): Promise<boolean> {
  const rows = await db.query('select 1 from subscriptions where account_id = $1 limit 1', [accountId]);
  return rows.length > 0;
}
