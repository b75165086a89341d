import { randomBytes } from 'node:crypto';
import { sha256 } from '../auth/random';
import type { Queryable } from '../db/db';
import { receiveSubscriptionChange } from './apply-events';
import type { SubscriptionChangeKind, SubscriptionSnapshot } from './provider';
import type { SandboxDeps } from './sandbox';

/** A paid sandbox subscription runs for this long; nothing renews it (the sandbox has no clock of its own). */
export const SANDBOX_TERM_MS = 30 * 24 * 60 * 60 * 1000;

export type SandboxCheckout = {
  id: string; package_name: string; price_ref: string; account_name: string; customer_email: string;
  state: 'pending' | 'succeeded' | 'cancelled'; redirect_url: string; cancel_url: string;
};

export type SandboxSubscription = {
  id: string; package_name: string; price_ref: string; status: 'active' | 'cancelled'; current_term_end: Date;
};

export type PortalSession = { tokenHash: string; customerId: string; returnUrl: string };

/** What the sandbox's own pages do: the payer's side of checkout and of the self-service portal. */
export function sandboxActions({ db, clock }: SandboxDeps) {
  const checkout = (id: string) => readCheckout(db, id);

  /** Ends a pending checkout as `state`; with 'succeeded' the subscription starts. The checkout as it now stands. */
  const finish = (id: string, state: 'succeeded' | 'cancelled') =>
    db.transaction(async (tx) => {
      const now = clock.now();
      const subscriptionId = state === 'succeeded' ? `sub_sandbox_${randomBytes(12).toString('base64url')}` : null;
      const [ended] = await tx.query<{ customer_id: string; account_id: number; package_id: number; package_name: string; price_ref: string }>(
        `update sandbox_checkouts set state = $2, subscription_id = $3, updated_at = $4
         where id = $1 and state = 'pending'
         returning customer_id, account_id, package_id, package_name, price_ref`,
        [id, state, subscriptionId, now],
      );
      if (ended && subscriptionId) {
        const termEnd = new Date(now.getTime() + SANDBOX_TERM_MS);
        await tx.query(
          `insert into sandbox_subscriptions (id, checkout_id, customer_id, account_id, package_id, package_name, price_ref, status, current_term_end, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, 'active', $8, $9)`,
          [subscriptionId, id, ended.customer_id, ended.account_id, ended.package_id, ended.package_name, ended.price_ref, termEnd, now],
        );
        // Chargebee announces a new subscription by webhook, whether or not the payer's browser comes
        // back to the return page; so does the sandbox, in the same transaction as the payment.
        await record(tx, 'created', {
          id: subscriptionId, customerId: ended.customer_id, status: 'active', currentTermEnd: termEnd, priceRef: ended.price_ref,
          cancelledAt: null, version: now.getTime(),
        });
      }
      return readCheckout(tx, id);
    });

  const record = (tx: Queryable, kind: SubscriptionChangeKind, subscription: SubscriptionSnapshot) =>
    receiveSubscriptionChange(tx, 'sandbox', { eventId: `${subscription.id}:${kind}`, kind, subscription }, clock.now());

  /** Opens a portal link: once, within its hour. Null when it is unknown, used or expired. */
  const openPortalSession = async (token: string): Promise<PortalSession | null> => {
    const [row] = await db.query<{ customer_id: string; return_url: string }>(
      `update sandbox_portal_sessions set opened_at = $2
       where token_hash = $1 and opened_at is null and expires_at > $2
       returning customer_id, return_url`,
      [sha256(token), clock.now()],
    );
    return row ? toSession(token, row) : null;
  };

  /** The session behind an opened portal page's forms: opened, and still within its hour. */
  const openedPortalSession = async (token: string): Promise<PortalSession | null> => {
    const [row] = await db.query<{ customer_id: string; return_url: string }>(
      `select customer_id, return_url from sandbox_portal_sessions
       where token_hash = $1 and opened_at is not null and expires_at > $2`,
      [sha256(token), clock.now()],
    );
    return row ? toSession(token, row) : null;
  };

  const subscriptions = (session: PortalSession) =>
    db.query<SandboxSubscription>(
      `select id, package_name, price_ref, status, current_term_end from sandbox_subscriptions
       where customer_id = $1 order by created_at, id`,
      [session.customerId],
    );

  /**
   * Cancels one of the session's customer's subscriptions at once and puts the change in the
   * inbox, as a webhook would. A second press finds it cancelled and changes nothing. False when
   * the subscription is not the customer's.
   */
  const cancelSubscription = (session: PortalSession, subscriptionId: string): Promise<boolean> =>
    db.transaction(async (tx) => {
      const now = clock.now();
      const [row] = await tx.query<{ status: string; price_ref: string }>(
        'select status, price_ref from sandbox_subscriptions where id = $1 and customer_id = $2 for update',
        [subscriptionId, session.customerId],
      );
      if (!row) return false;
      if (row.status === 'active') {
        await tx.query(`update sandbox_subscriptions set status = 'cancelled', cancelled_at = $2, current_term_end = $2 where id = $1`, [subscriptionId, now]);
        await record(tx, 'cancelled', {
          id: subscriptionId, customerId: session.customerId, status: 'cancelled', currentTermEnd: now, priceRef: row.price_ref,
          cancelledAt: now, version: now.getTime(),
        });
      }
      return true;
    });

  return { checkout, finish, openPortalSession, openedPortalSession, subscriptions, cancelSubscription };
}

export type SandboxActions = ReturnType<typeof sandboxActions>;

const toSession = (token: string, row: { customer_id: string; return_url: string }): PortalSession =>
  ({ tokenHash: sha256(token), customerId: row.customer_id, returnUrl: row.return_url });

async function readCheckout(db: Queryable, id: string): Promise<SandboxCheckout | null> {
  const [row] = await db.query<SandboxCheckout>(
    `select id, package_name, price_ref, account_name, customer_email, state, redirect_url, cancel_url
     from sandbox_checkouts where id = $1`,
    [id],
  );
  return row ?? null;
}
