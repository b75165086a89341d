import { queryOptions } from '@tanstack/react-query';
import { activityApi } from '../../api/activity';

/** Keys start with [userId, accountId] (DESIGN "Data"); each person filter is its own list. */
export const activityKeys = {
  list: (userId: number, accountId: number, person: number | null) => [userId, accountId, 'activity', person ?? 'everyone'] as const,
};

/** The log's newest entries for the filter; saved per user and account (`persist`), so it reads offline. */
export const activityQuery = (userId: number, accountId: number, accountToken: string, person: number | null) =>
  queryOptions({
    queryKey: activityKeys.list(userId, accountId, person),
    queryFn: () => activityApi.newest(accountToken, person),
    meta: { persist: true },
  });
