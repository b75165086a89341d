import {
  CheckSubscriptionResponse, PackageInfo, SessionPortalResponse, SubscribeResponse, SubscribedAppList,
  type SubscribeRequest,
} from './contract';
import { request } from './http';

/** Spec 7: the package/ calls of subscribing, and the apps an account's subscriptions give. */
export const billingApi = {
  /** POST package/info: public, the package a `/subscribe?token=` link offers. */
  packageInfo: (token: string) => request('package/info', PackageInfo, { method: 'POST', body: { token }, token: null }),
  /** POST package/subscribe with the chosen account's token: where the browser goes to pay. */
  subscribe: (body: SubscribeRequest, accountToken: string) =>
    request('package/subscribe', SubscribeResponse, { method: 'POST', body, token: accountToken }),
  /** POST package/check-subscription with the session token: the checkout the provider sent back. */
  checkSubscription: (hostedPageId: string) =>
    request('package/check-subscription', CheckSubscriptionResponse, { method: 'POST', body: { hosted_page_id: hostedPageId } }),
  /** POST account/session-portal with the chosen account's token: a one-time link to the provider's portal. */
  sessionPortal: (accountId: number, accountToken: string) =>
    request('account/session-portal', SessionPortalResponse, {
      method: 'POST',
      body: { account_id: accountId },
      token: accountToken,
    }),
  /** GET package/subscribed-apps with the chosen account's token. */
  subscribedApps: (accountToken: string) => request('package/subscribed-apps', SubscribedAppList, { token: accountToken }),
};
