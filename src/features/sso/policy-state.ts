import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SsoConnectionState, SsoDomainList, UserAccount } from '../../api/contract';
import { ssoPolicyApi } from '../../api/sso-policy';
import { useSession } from '../../session/SessionProvider';

/** Keys start with [userId, accountId] (DESIGN "Data"), beside the domains' and the connection's. */
const policyKey = (userId: number, accountId: number) => [userId, accountId, 'sso', 'policy'] as const;

/** Whether the account requires single sign-on; not saved offline, as the domains and the connection. */
export const policyQuery = (userId: number, accountId: number, accountToken: string) =>
  queryOptions({
    queryKey: policyKey(userId, accountId),
    queryFn: () => ssoPolicyApi.policy(accountToken),
  });

/**
 * The server's rule for switching it on, read from the domains and the connection as the page
 * holds them: their own changes refetch them, so the switch follows at once without a call of its own.
 */
export const policyPrerequisitesMet = (domains: SsoDomainList, connection: SsoConnectionState): boolean =>
  domains.some((domain) => domain.verified) && connection.connection?.tested_at != null;

/** Switches the policy, at once and once (never queued offline); the answer is the policy as it now stands. */
export function useSetPolicy(account: UserAccount) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const key = policyKey(user?.id ?? 0, account.id);
  return useMutation({
    mutationFn: (required: boolean) => ssoPolicyApi.setPolicy({ require_sso: required }, account.user_account_token),
    onSuccess: (policy) => queryClient.setQueryData(key, policy),
    // A refusal (prerequisites gone meanwhile) shows the policy as the server has it.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
