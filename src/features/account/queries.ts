import { queryOptions } from '@tanstack/react-query';
import { accountsApi } from '../../api/accounts';
import { usersApi } from '../../api/users';

/** Keys start with [userId, accountId] (DESIGN "Data"); accountId is null before any account exists. */
export const accountKeys = {
  companies: (userId: number, accountId: number | null, text: string) => [userId, accountId, 'company-search', text] as const,
  administrators: (userId: number, accountId: number) => [userId, accountId, 'administrators'] as const,
};

/** Spec 7 GET company/{search text}. A failure shows at once under the field instead of retrying. */
export const companySearchQuery = (userId: number, accountId: number | null, text: string) =>
  queryOptions({
    queryKey: accountKeys.companies(userId, accountId, text),
    queryFn: ({ signal }) => accountsApi.searchCompanies(text, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Spec 7 GET user/administrators, with the chosen account's token: who may become primary contact. */
export const administratorsQuery = (userId: number, accountId: number, accountToken: string) =>
  queryOptions({
    queryKey: accountKeys.administrators(userId, accountId),
    queryFn: () => usersApi.administrators(accountToken),
  });
