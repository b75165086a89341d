import { array, number, object, string, type Infer } from 'superstruct';
import { MAX_ID, field, id, requiredMessage, text } from './fields';
import { OpaqueToken } from './primitives';

/** Spec 5, 8 and the subscribe flow's refusals and answers. */
export const billingMessages = {
  selectAccount: 'Please select an account.',
  noOwnerAccount: "You don't have any owner account please create one!",
  packageLinkInvalid: 'This package link is invalid or has expired.',
  packageNotFound: 'Package not found.',
  checkoutNotFound: 'This checkout was not found.',
  checkoutNotYours: 'This checkout was started by another user.',
  checkoutNotPaid: 'This checkout has not been paid.',
  subscribed: 'Your subscription is active.',
  verifying: 'Verifying Subscription...',
  invalidAccessToken: 'Invalid Access Token...',
} as const;

/** POST package/info: the signed package token from a `/subscribe?token=` link. */
export const PackageInfoRequest = object({ token: OpaqueToken });
export type PackageInfoRequest = Infer<typeof PackageInfoRequest>;

/** Spec 3 "Package info". */
export const SubProduct = object({ id: number(), name: string(), description: string() });
export const PackageInfo = object({
  id: number(),
  name: string(),
  description: string(),
  packageProduct: object({ subProducts: array(SubProduct) }),
});
export type PackageInfo = Infer<typeof PackageInfo>;

/** User ids of the account's members whose use of the package is blocked from the start. */
const ExcludedUsers = field<number[]>('Excluded users', (value) => {
  if (value === undefined || value === null) return requiredMessage('Excluded users');
  const ids = Array.isArray(value) && value.length <= 5000 && value.every((entry) => Number.isInteger(entry) && entry > 0 && entry <= MAX_ID);
  return ids || 'Excluded users must be a list of user ids';
});

/** POST package/subscribe (bearer of the chosen account, administrators only). */
export const SubscribeRequest = object({ package_id: id('Package'), excluded_users: ExcludedUsers });
export type SubscribeRequest = Infer<typeof SubscribeRequest>;

/** Spec 3 "Subscribe response": where the browser goes to pay. */
export const SubscribeResponse = object({ data: object({ access_url: string() }) });
export type SubscribeResponse = Infer<typeof SubscribeResponse>;

/** POST package/check-subscription (session bearer): the hosted page id the provider sent back. */
export const CheckSubscriptionRequest = object({
  hosted_page_id: text({ label: 'Hosted page id', required: requiredMessage('Hosted page id'), max: 200 }),
});
export type CheckSubscriptionRequest = Infer<typeof CheckSubscriptionRequest>;

/** Spec 3 "Checkout check response". */
export const CheckSubscriptionResponse = object({ account_id: number(), message: string() });
export type CheckSubscriptionResponse = Infer<typeof CheckSubscriptionResponse>;

/** POST account/session-portal (account bearer, administrators): the account whose billing portal opens. */
export const SessionPortalRequest = object({ account_id: id('Account') });
export type SessionPortalRequest = Infer<typeof SessionPortalRequest>;

/** Where the billing portal frame goes: a one-time link to the provider's self-service portal. */
export const SessionPortalResponse = object({ access_url: string() });
export type SessionPortalResponse = Infer<typeof SessionPortalResponse>;

/**
 * Spec 3 "Subscribed app row", for the selected account (GET package/subscribed-apps, account
 * bearer): one row per product of the account's active subscriptions, less those blocked for the
 * caller. `referrer` identifies the product to the launcher.
 */
export const SubscribedApp = object({
  product_id: number(),
  product_name: string(),
  name: string(),
  description: string(),
  url: string(),
  referrer: string(),
});
export type SubscribedApp = Infer<typeof SubscribedApp>;
export const SubscribedAppList = array(SubscribedApp);
