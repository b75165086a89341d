import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { newFlowToken, sha256 } from '../auth/random';
import {
  WebhookRefusedError,
  type BillingProvider, type CheckoutOutcome, type CheckoutRequest, type CustomerRequest, type HostedCheckout, type PortalRequest,
  type SubscriptionEvent,
} from './provider';

export const SANDBOX_PORTAL_SESSION_MS = 60 * 60 * 1000;

export type SandboxDeps = { db: Db; clock: Clock; publicUrl: string };

/**
 * The default provider: no account anywhere, no money. It keeps what a real provider would keep
 * in its own sandbox_* tables and serves its hosted pages itself (sandbox-pages.ts), so the
 * subscribe journey runs end to end on one machine.
 */
export class SandboxProvider implements BillingProvider {
  readonly kind = 'sandbox';

  constructor(private readonly deps: SandboxDeps) {}

  /** The sandbox keeps no customers of its own: the portal's id is the customer's. */
  async createCustomer(request: CustomerRequest): Promise<string> {
    return request.id;
  }

  async createCheckout(request: CheckoutRequest): Promise<HostedCheckout> {
    const { db, clock, publicUrl } = this.deps;
    const { account, customer, plan } = request;
    // The sandbox sends the browser to these URLs itself: only our own portal may be one.
    ensureOwnUrl(publicUrl, request.redirectUrl, 'redirectUrl');
    ensureOwnUrl(publicUrl, request.cancelUrl, 'cancelUrl');
    const now = clock.now();
    // Like Chargebee, a repeated key gets the page made the first time, whatever else it says.
    await db.query(
      `insert into sandbox_checkouts (id, idempotency_key, account_id, account_name, package_id, package_name, price_ref,
         customer_id, customer_email, customer_first_name, customer_last_name, redirect_url, cancel_url, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
       on conflict (idempotency_key) do nothing`,
      [newFlowToken(), request.idempotencyKey, account.id, account.name, plan.packageId, plan.packageName, plan.priceRef,
        customer.id, customer.email, customer.firstName, customer.lastName, request.redirectUrl, request.cancelUrl, now],
    );
    const [row] = await db.query<{ id: string }>('select id from sandbox_checkouts where idempotency_key = $1', [request.idempotencyKey]);
    return { hostedPageId: row.id, url: `${publicUrl}/__sandbox/checkout/${row.id}` };
  }

  async readCheckout(hostedPageId: string): Promise<CheckoutOutcome | null> {
    const [row] = await this.deps.db.query<{
      state: 'pending' | 'succeeded' | 'cancelled'; acknowledged: boolean;
      subscription_id: string | null; customer_id: string; status: 'active' | 'cancelled' | null; current_term_end: Date | null;
      price_ref: string; created_at: Date | null; cancelled_at: Date | null;
    }>(
      `select c.state, c.acknowledged_at is not null as acknowledged, s.id as subscription_id, c.customer_id, s.status, s.current_term_end,
         c.price_ref, s.created_at, s.cancelled_at
       from sandbox_checkouts c left join sandbox_subscriptions s on s.checkout_id = c.id
       where c.id = $1`,
      [hostedPageId],
    );
    if (!row) return null;
    return {
      hostedPageId,
      state: row.state,
      acknowledged: row.acknowledged,
      subscription: row.subscription_id && row.status
        ? {
          id: row.subscription_id, customerId: row.customer_id, status: row.status, currentTermEnd: row.current_term_end,
          priceRef: row.price_ref, cancelledAt: row.cancelled_at,
          // Its last change: what the sandbox's own events carry as their version too.
          version: (row.cancelled_at ?? row.created_at ?? new Date(0)).getTime(),
        }
        : null,
    };
  }

  /** Stamps a succeeded checkout once; anything else is left as it is. */
  async acknowledgeCheckout(hostedPageId: string): Promise<void> {
    await this.deps.db.query(
      `update sandbox_checkouts set acknowledged_at = $2, updated_at = $2
       where id = $1 and state = 'succeeded' and acknowledged_at is null`,
      [hostedPageId, this.deps.clock.now()],
    );
  }

  async openPortal(request: PortalRequest): Promise<{ url: string }> {
    const { db, clock, publicUrl } = this.deps;
    ensureOwnUrl(publicUrl, request.returnUrl, 'returnUrl');
    const token = newFlowToken();
    const now = clock.now();
    await db.query(
      `insert into sandbox_portal_sessions (token_hash, customer_id, account_id, return_url, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [sha256(token), request.customerId, request.accountId, request.returnUrl, now, new Date(now.getTime() + SANDBOX_PORTAL_SESSION_MS)],
    );
    return { url: `${publicUrl}/__sandbox/portal/${token}` };
  }

  /** The sandbox sends no webhooks: its portal puts changes in the billing_events inbox directly. */
  parseWebhook(): SubscriptionEvent {
    throw new WebhookRefusedError('the sandbox provider sends no webhooks');
  }
}

/** A programming error, not a user's: the routes build these URLs from publicUrl. */
function ensureOwnUrl(publicUrl: string, url: string, name: string): void {
  if (new URL(url).origin !== new URL(publicUrl).origin) {
    throw new Error(`SandboxProvider: ${name} must be on ${publicUrl}, got ${url}`);
  }
}
