import { queryOptions } from '@tanstack/react-query';
import type { MemberRow } from '../../api/contract';
import { membersApi } from '../../api/members';
import { savedPerQuery } from '../../offline/saved-queries';
import { asHeld, type HeldMembers } from './held-members';

/** Keys start with [userId, accountId] (DESIGN "Data"): one account's members never show for another. */
export const memberKeys = {
  list: (userId: number, accountId: number) => [userId, accountId, 'members'] as const,
  products: (userId: number, accountId: number) => [userId, accountId, 'products'] as const,
};

/**
 * The members table; saved per user and account on its own (a large list: offline/saved-queries.ts), so it still reads offline. Each
 * refresh names the list held by its ETag, and a 304 keeps it: 2 MB at 5,000 members is then
 * not downloaded again until the list changes. Screens see the rows (`select`).
 */
export const membersQuery = (userId: number, accountId: number, accountToken: string) =>
  queryOptions({
    queryKey: memberKeys.list(userId, accountId),
    queryFn: async ({ client, queryKey }): Promise<HeldMembers> => {
      const kept = asHeld(client.getQueryData<HeldMembers | MemberRow[]>(queryKey));
      const answer = await membersApi.list(accountToken, kept?.etag ?? null);
      if (answer.notModified && kept) return kept;
      if (answer.notModified) throw new Error('304 without a list held');
      return { rows: answer.data, etag: answer.etag };
    },
    select: (data: HeldMembers | MemberRow[]) => asHeld(data)?.rows ?? [],
    ...savedPerQuery<HeldMembers>(userId),
  });

/** The apps the account can grant, for the invite form; only needed online, so not saved. */
export const productsQuery = (userId: number, accountId: number, accountToken: string) =>
  queryOptions({
    queryKey: memberKeys.products(userId, accountId),
    queryFn: () => membersApi.products(accountToken),
    staleTime: 5 * 60_000,
  });
