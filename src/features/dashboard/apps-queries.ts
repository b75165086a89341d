import { queryOptions } from '@tanstack/react-query';
import { billingApi } from '../../api/billing';

/** Keys start with [userId, accountId] (DESIGN "Data"): one account's apps never show for another. */
export const appsKeys = {
  subscribed: (userId: number, accountId: number) => [userId, accountId, 'subscribed-apps'] as const,
};

/** The subscribed apps of the chosen account; saved (`persist`), so the home screen reads offline. */
export const subscribedAppsQuery = (userId: number, accountId: number, accountToken: string) =>
  queryOptions({
    queryKey: appsKeys.subscribed(userId, accountId),
    queryFn: () => billingApi.subscribedApps(accountToken),
    meta: { persist: true },
  });
