import { enums, nullable, number, optional, string, type as shape, type Infer } from 'superstruct';
import type { CheckoutState, SubscriptionChangeKind, SubscriptionSnapshot, SubscriptionStatus } from './provider';

// Chargebee's documented answers, only the fields we read. `type` (not `object`): Chargebee sends
// many more, and adds new ones without notice.

const CHARGEBEE_STATUSES = ['future', 'in_trial', 'active', 'non_renewing', 'paused', 'cancelled', 'transferred'] as const;

const Subscription = shape({
  id: string(),
  customer_id: optional(string()),
  status: enums(CHARGEBEE_STATUSES),
  current_term_end: optional(nullable(number())),
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

export const PortalSessionAnswer = shape({ portal_session: shape({ id: string(), access_url: string() }) });

/** A webhook body (an event resource); content.subscription is there for subscription events. */
export const WebhookEventBody = shape({
  id: string(),
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

export const snapshot = (subscription: Subscription): SubscriptionSnapshot => ({
  id: subscription.id,
  customerId: subscription.customer_id ?? null,
  status: STATUS[subscription.status],
  currentTermEnd: typeof subscription.current_term_end === 'number' ? new Date(subscription.current_term_end * 1000) : null,
});

/**
 * The events that change what a subscription grants. Besides the four the issue names, pausing,
 * resuming, reactivating and deleting change the status too, so they count as changes.
 */
const EVENT_KINDS: Record<string, SubscriptionChangeKind> = {
  subscription_created: 'created',
  subscription_changed: 'changed',
  subscription_activated: 'changed',
  subscription_reactivated: 'changed',
  subscription_paused: 'changed',
  subscription_resumed: 'changed',
  subscription_cancelled: 'cancelled',
  subscription_deleted: 'cancelled',
  subscription_renewed: 'renewed',
};

export const eventKind = (eventType: string): SubscriptionChangeKind | null =>
  Object.hasOwn(EVENT_KINDS, eventType) ? EVENT_KINDS[eventType] : null;
