import { queryOptions } from '@tanstack/react-query';
import { membersApi } from '../../api/members';

/** Keys start with [userId, accountId] (DESIGN "Data"): one account's members never show for another. */
export const memberKeys = {
  list: (userId: number, accountId: number) => [userId, accountId, 'members'] as const,
  products: (userId: number, accountId: number) => [userId, accountId, 'products'] as const,
};

/** The members table; saved per user and account (`persist`), so it still reads offline. */
export const membersQuery = (userId: number, accountId: number, accountToken: string) =>
  queryOptions({
    queryKey: memberKeys.list(userId, accountId),
    queryFn: () => membersApi.list(accountToken),
    meta: { persist: true },
  });

/** The apps the account can grant, for the invite form; only needed online, so not saved. */
export const productsQuery = (userId: number, accountId: number, accountToken: string) =>
  queryOptions({
    queryKey: memberKeys.products(userId, accountId),
    queryFn: () => membersApi.products(accountToken),
    staleTime: 5 * 60_000,
  });
