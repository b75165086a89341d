import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDomainRequest, UserAccount } from '../../api/contract';
import { ssoApi } from '../../api/sso';
import { useSession } from '../../session/SessionProvider';
import { ssoKeys } from './queries';

/**
 * The domain changes, each with the account's token; they run once and at once (the query
 * client's defaults), never queued offline. Every outcome refetches the list, a refusal too: a
 * domain removed or verified elsewhere meanwhile shows as it now stands.
 */
function useRefreshDomains(account: UserAccount) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ssoKeys.domains(user?.id ?? 0, account.id) });
}

export function useAddDomain(account: UserAccount) {
  const refresh = useRefreshDomains(account);
  return useMutation({
    mutationFn: (body: AddDomainRequest) => ssoApi.addDomain(body, account.user_account_token),
    onSuccess: () => refresh(),
  });
}

export function useVerifyDomain(account: UserAccount) {
  const refresh = useRefreshDomains(account);
  return useMutation({
    mutationFn: (id: number) => ssoApi.verifyDomain(id, account.user_account_token),
    onSettled: () => refresh(),
  });
}

export function useRemoveDomain(account: UserAccount) {
  const refresh = useRefreshDomains(account);
  return useMutation({
    mutationFn: (id: number) => ssoApi.removeDomain(id, account.user_account_token),
    onSettled: () => refresh(),
  });
}
