import { queryOptions } from '@tanstack/react-query';
import { authApi } from '../api/auth';

/**
 * The signed-in user, their accounts and a fresh token (GET auth). Keyed by user first like every
 * query, and persisted so the account list and profile read offline.
 */
export const currentUserKey = (userId: number) => [userId, null, 'auth'] as const;

export const currentUserQuery = (userId: number) =>
  queryOptions({
    queryKey: currentUserKey(userId),
    queryFn: authApi.currentUser,
    meta: { persist: 'session' },
    staleTime: Infinity,
  });
