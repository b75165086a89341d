import { queryOptions } from '@tanstack/react-query';
import { billingApi } from '../../api/billing';
import type { UserAccount } from '../../api/contract';

/** Keys start with [userId, accountId] (DESIGN "Data"): one account's apps never show for another. */
export const appsKeys = {
  subscribed: (userId: number, accountId: number) => [userId, accountId, 'subscribed-apps'] as const,
  billingPortal: (userId: number, accountId: number) => [userId, accountId, 'billing-portal'] as const,
};

/**
 * The subscribed apps of the chosen account; saved (`persist`), so the home screen reads offline.
 * Asked again each time the dashboard opens, however fresh the copy: a subscription starts or ends
 * outside the portal (the provider's event, its billing portal, another administrator), and the
 * copy shows meanwhile.
 */
export const subscribedAppsQuery = (userId: number, accountId: number, accountToken: string) =>
  queryOptions({
    queryKey: appsKeys.subscribed(userId, accountId),
    queryFn: () => billingApi.subscribedApps(accountToken),
    refetchOnMount: 'always',
    meta: { persist: 'small' },
  });

/**
 * A fresh one-time portal link each time the modal opens: never cached (gcTime 0), never saved,
 * never retried (a second session would only replace the first).
 */
export const billingPortalQuery = (userId: number, account: UserAccount) =>
  queryOptions({
    queryKey: appsKeys.billingPortal(userId, account.id),
    queryFn: () => billingApi.sessionPortal(account.id, account.user_account_token),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
