import { queryOptions } from '@tanstack/react-query';
import { mergeMemberChanges, type MemberRow } from '../../api/contract';
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
 * refresh names the list held by its version and ETag: the server answers the rows changed since
 * (merged into those held, in the list's order), or a 304 that keeps it, or the whole list when
 * it no longer knows the version. One edit in 50,000 rows then costs a few rows, not 25 MB.
 * Screens see the rows (`select`).
 */
export const membersQuery = (userId: number, accountId: number, accountToken: string) =>
  queryOptions({
    queryKey: memberKeys.list(userId, accountId),
    queryFn: async ({ client, queryKey }): Promise<HeldMembers> => {
      const kept = asHeld(client.getQueryData<HeldMembers | MemberRow[]>(queryKey));
      const answer = await membersApi.list(accountToken, kept?.etag ?? null, kept?.version ?? null);
      // A 304 to a version the server no longer knows: the rows held are at the one it names now.
      if (answer.notModified && kept) return answer.version && answer.version !== kept.version ? { ...kept, version: answer.version } : kept;
      if (answer.notModified) throw new Error('304 without a list held');
      const { rows, changes } = answer.data;
      if (rows) return { rows, etag: answer.etag, version: answer.version };
      if (!kept) throw new Error('changes without a list held');
      // The merged rows have no ETag of their own: the version names them from now on.
      return { rows: mergeMemberChanges(kept.rows, changes), etag: null, version: changes.version };
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
