import type { Queryable } from '../db/db';
import type { BillingProvider, SubscriptionChange, SubscriptionSnapshot } from './provider';

/** The snapshot's version as the bigint text the database compares (never a fraction or below 0). */
export const versionText = (snapshot: SubscriptionSnapshot): string => String(Math.max(0, Math.trunc(snapshot.version)));

/**
 * Puts a verified subscription change in the billing_events inbox, once per provider and event id:
 * providers resend events, and the sandbox portal's cancel may be pressed twice. True when new.
 *
 * Nothing here touches the account's subscription rows: receiveSubscriptionChange (apply-events.ts)
 * records through here and then applies, so webhooks and the sandbox portal change them by one path.
 */
export async function recordSubscriptionChange(
  db: Queryable,
  provider: BillingProvider['kind'],
  change: SubscriptionChange,
  receivedAt: Date,
): Promise<boolean> {
  const { subscription } = change;
  const rows = await db.query<{ event_id: string }>(
    `insert into billing_events
       (provider, event_id, kind, subscription_id, customer_id, status, current_term_end, received_at,
        price_ref, provider_version, cancelled_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::bigint, $11)
     on conflict (provider, event_id) do nothing
     returning event_id`,
    [provider, change.eventId, change.kind, subscription.id, subscription.customerId, subscription.status,
      subscription.currentTermEnd, receivedAt, subscription.priceRef, versionText(subscription),
      subscription.cancelledAt],
  );
  return rows.length > 0;
}
