import { queryOptions } from '@tanstack/react-query';
import { billingApi } from '../../api/billing';
import { usersApi } from '../../api/users';

/**
 * Keys start with [userId, accountId] (DESIGN "Data"). The package info is public, so it has no
 * account; neither list is persisted: subscribing needs the network anyway.
 */
export const subscribeKeys = {
  packageInfo: (userId: number, token: string) => [userId, null, 'package-info', token] as const,
  members: (userId: number, accountId: number) => [userId, accountId, 'user-options'] as const,
};

export const packageInfoQuery = (userId: number, token: string) =>
  queryOptions({
    queryKey: subscribeKeys.packageInfo(userId, token),
    queryFn: () => billingApi.packageInfo(token),
    staleTime: 5 * 60_000,
  });

/** GET user/all: the chosen account's members, for 'Exclude Users'. */
export const memberOptionsQuery = (userId: number, accountId: number, accountToken: string) =>
  queryOptions({
    queryKey: subscribeKeys.members(userId, accountId),
    queryFn: () => usersApi.members(accountToken),
  });
