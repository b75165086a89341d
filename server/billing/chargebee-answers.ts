import { array, enums, nullable, number, optional, string, type as shape, type Infer } from 'superstruct';
import type { CheckoutState, SubscriptionChangeKind, SubscriptionSnapshot, SubscriptionStatus } from './provider';

// Chargebee's documented answers, only the fields we read. `type` (not `object`): Chargebee sends
// many more, and adds new ones without notice.

const CHARGEBEE_STATUSES = ['future', 'in_trial', 'active', 'non_renewing', 'paused', 'cancelled', 'transferred'] as const;

const Subscription = shape({
  id: string(),
  customer_id: optional(string()),
  status: enums(CHARGEBEE_STATUSES),
  current_term_end: optional(nullable(number())),
  cancelled_at: optional(nullable(number())),
  // Grows with every change of the subscription (ms): what orders events that arrive out of order.
  resource_version: optional(nullable(number())),
  subscription_items: optional(array(shape({ item_price_id: string(), item_type: string() }))),
});
type Subscription = Infer<typeof Subscription>;

export const HostedPageAnswer = shape({
  hosted_page: shape({
    id: string(),
    url: string(),
    state: enums(['created', 'requested', 'succeeded', 'cancelled', 'acknowledged']),
    content: optional(nullable(shape({ subscription: optional(Subscription) }))),
  }),
});
export type HostedPage = Infer<typeof HostedPageAnswer>['hosted_page'];

export const CustomerAnswer = shape({ customer: shape({ id: string() }) });

export const PortalSessionAnswer = shape({ portal_session: shape({ id: string(), access_url: string() }) });

/** A webhook body (an event resource); content.subscription is there for subscription events. */
export const WebhookEventBody = shape({
  id: string(),
  occurred_at: optional(number()),
  event_type: string(),
  content: shape({ subscription: optional(Subscription) }),
});

/** Created and acknowledged are where a successful page starts and ends; only payment matters here. */
export function checkoutState(state: HostedPage['state']): CheckoutState {
  if (state === 'succeeded' || state === 'acknowledged') return 'succeeded';
  if (state === 'cancelled') return 'cancelled';
  return 'pending';
}

const STATUS: Record<Subscription['status'], SubscriptionStatus> = {
  future: 'future',
  in_trial: 'active',
  active: 'active',
  non_renewing: 'active',
  paused: 'paused',
  cancelled: 'cancelled',
  transferred: 'cancelled',
};

const fromSeconds = (seconds: number | null | undefined): Date | null => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** occurredAt (s): the event's time orders it when the subscription carries no resource_version. */
export const snapshot = (subscription: Subscription, occurredAt?: number): SubscriptionSnapshot => ({
  id: subscription.id,
  customerId: subscription.customer_id ?? null,
  status: STATUS[subscription.status],
  currentTermEnd: fromSeconds(subscription.current_term_end),
  // The plan item's price names the package; addons and charges beside it do not.
  priceRef: subscription.subscription_items?.find((item) => item.item_type === 'plan')?.item_price_id ?? null,
  cancelledAt: subscription.status === 'cancelled' ? fromSeconds(subscription.cancelled_at) : null,
  version: subscription.resource_version ?? (occurredAt ?? 0) * 1000,
});

/**
 * The events that change what a subscription grants: each carries the subscription as it stands,
 * and that state is what is applied. subscription_started is a future start coming due; the
 * `_with_backdating` variants are the same changes dated in the past.
 */
const EVENT_KINDS: Record<string, SubscriptionChangeKind> = {
  subscription_created: 'created',
  subscription_created_with_backdating: 'created',
  subscription_started: 'changed',
  subscription_changed: 'changed',
  subscription_changed_with_backdating: 'changed',
  subscription_activated: 'changed',
  subscription_activated_with_backdating: 'changed',
  subscription_reactivated: 'changed',
  subscription_reactivated_with_backdating: 'changed',
  subscription_paused: 'changed',
  subscription_resumed: 'changed',
  subscription_cancelled: 'cancelled',
  subscription_deleted: 'cancelled',
  subscription_renewed: 'renewed',
};

export const eventKind = (eventType: string): SubscriptionChangeKind | null =>
  Object.hasOwn(EVENT_KINDS, eventType) ? EVENT_KINDS[eventType] : null;
