/**
 * The billing provider (DESIGN "Billing"): where an account pays for a package and manages what it
 * pays for. Provider-neutral: ids are the provider's own strings, times are Dates, and the states
 * are the few the portal acts on.
 */
export interface BillingProvider {
  readonly kind: 'sandbox' | 'chargebee';
  /** A hosted checkout page for one package. The same idempotencyKey gives the same page. */
  createCheckout(request: CheckoutRequest): Promise<HostedCheckout>;
  /** Where a checkout stands; null when the provider does not know the id. */
  readCheckout(hostedPageId: string): Promise<CheckoutOutcome | null>;
  /** Tells the provider a succeeded checkout has been applied, so it stops offering it. */
  acknowledgeCheckout(hostedPageId: string): Promise<void>;
  /**
   * The provider's customer for an account, created with the id the portal proposes; the id the
   * provider answers with is the one to keep (a provider may name it itself, or already hold it).
   */
  createCustomer(request: CustomerRequest): Promise<string>;
  /** A one-time link to the provider's self-service portal for one customer. */
  openPortal(request: PortalRequest): Promise<{ url: string }>;
  /**
   * A webhook call as received. Throws WebhookRefusedError when it is not the provider's (the
   * route answers 401) and WebhookMalformedError when its body is not an event (400).
   */
  parseWebhook(call: WebhookCall): SubscriptionEvent;
}

export type CheckoutRequest = {
  /** The caller's id for this attempt: a retry with the same key must not make a second page. */
  idempotencyKey: string;
  account: { id: number; name: string };
  /**
   * The provider's customer, who owns the subscriptions and opens the portal: the account's one
   * customer (createCustomer), so every administrator manages the same subscriptions.
   */
  customer: { id: string; email: string; firstName: string; lastName: string };
  /** priceRef is the package's price at the provider (Chargebee: an item price id). */
  plan: { packageId: number; packageName: string; priceRef: string };
  /** Where the browser returns after paying; the provider appends `id` and `state`. */
  redirectUrl: string;
  /** Where the browser goes when the payer gives up. */
  cancelUrl: string;
};

export type CustomerRequest = { id: string; email: string; firstName: string; lastName: string; company: string };

export type HostedCheckout = { hostedPageId: string; url: string };

export type CheckoutState = 'pending' | 'succeeded' | 'cancelled' | 'failed';

/**
 * What the provider says a subscription is. 'active' covers everything that grants the apps
 * (Chargebee's in_trial and non_renewing too); 'future' has not started yet.
 */
export type SubscriptionStatus = 'active' | 'future' | 'paused' | 'cancelled';

export type SubscriptionSnapshot = {
  id: string;
  customerId: string | null;
  status: SubscriptionStatus;
  currentTermEnd: Date | null;
  /** The plan's price (Chargebee: the item price of the plan item): it names the package. */
  priceRef: string | null;
  /** When the provider says it ended, which may be before the event arrives (a backdated cancellation). */
  cancelledAt: Date | null;
  /**
   * The provider's version of the subscription, growing with each change (Chargebee's
   * resource_version, else the event's time, in ms); 0 when unknown. Events arrive out of order
   * and twice: an older version never undoes a newer one.
   */
  version: number;
};

export type CheckoutOutcome = {
  hostedPageId: string;
  state: CheckoutState;
  /** Already acknowledged: a second verification must not apply it again. */
  acknowledged: boolean;
  /** Set once the checkout has succeeded. */
  subscription: SubscriptionSnapshot | null;
};

export type PortalRequest = { customerId: string; accountId: number; returnUrl: string };

export type WebhookCall = { headers: Headers; body: string };

export type SubscriptionChangeKind = 'created' | 'changed' | 'cancelled' | 'renewed';

/** A verified webhook event: a subscription change, or one the portal does not act on. */
export type SubscriptionEvent =
  | { eventId: string; kind: SubscriptionChangeKind; subscription: SubscriptionSnapshot }
  | { eventId: string; kind: 'ignored' };

export type SubscriptionChange = Extract<SubscriptionEvent, { subscription: SubscriptionSnapshot }>;

/** The provider could not be reached or answered something unexpected; the route answers 502. */
export class BillingUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'BillingUnavailableError';
  }
}

/** A webhook without the provider's credentials. */
export class WebhookRefusedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookRefusedError';
  }
}

/** A webhook with the right credentials whose body is not an event we can read. */
export class WebhookMalformedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookMalformedError';
  }
}
