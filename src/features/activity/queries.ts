import { queryOptions } from '@tanstack/react-query';
import type { ActivityPage } from '../../api/contract';
import { activityApi } from '../../api/activity';
import { savedPerQuery } from '../../offline/saved-queries';

/** Keys start with [userId, accountId] (DESIGN "Data"); each person filter is its own list. */
export const activityKeys = {
  list: (userId: number, accountId: number, person: number | null) => [userId, accountId, 'activity', person ?? 'everyone'] as const,
};

/** The page as the cache holds it: the entries and the ETag they came with, saved together. */
export type HeldActivity = { page: ActivityPage; etag: string | null };

/**
 * The log's newest entries for the filter; saved per user and account on its own (a large list:
 * offline/saved-queries.ts), so it reads offline. Each refresh names the page held by its ETag, and a 304 keeps it. Screens see the page (`select`).
 */
export const activityQuery = (userId: number, accountId: number, accountToken: string, person: number | null) =>
  queryOptions({
    queryKey: activityKeys.list(userId, accountId, person),
    queryFn: async ({ client, queryKey }): Promise<HeldActivity> => {
      const kept = client.getQueryData<HeldActivity>(queryKey);
      const answer = await activityApi.newest(accountToken, person, kept?.etag ?? null);
      if (answer.notModified && kept) return kept;
      if (answer.notModified) throw new Error('304 without a page held');
      return { page: answer.data, etag: answer.etag };
    },
    select: (data: HeldActivity) => data.page,
    ...savedPerQuery<HeldActivity>(userId),
  });
