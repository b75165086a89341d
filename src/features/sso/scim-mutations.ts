import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserAccount } from '../../api/contract';
import { scimApi } from '../../api/scim';
import { useSession } from '../../session/SessionProvider';
import { ssoKeys } from './queries';

/**
 * Directory sync's calls, each with the account's token, run once and at once like the domains'.
 * Every outcome refetches the state, a refusal too: a token created or revoked by another
 * administrator meanwhile, or a group the provider deleted, shows as it now stands.
 */
function useRefreshScim(account: UserAccount) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ssoKeys.scim(user?.id ?? 0, account.id) });
}

/**
 * Its answer holds the token itself. The section takes it into its own state at once and resets
 * the mutation; `gcTime: 0` then drops the answer from the mutation cache, so the token lives in
 * the page's memory only (mutations are never persisted either: they never pause).
 */
export function useCreateScimToken(account: UserAccount) {
  const refresh = useRefreshScim(account);
  return useMutation({
    mutationFn: () => scimApi.createToken(account.user_account_token),
    gcTime: 0,
    onSettled: () => refresh(),
  });
}

export function useRevokeScimToken(account: UserAccount) {
  const refresh = useRefreshScim(account);
  return useMutation({
    mutationFn: () => scimApi.revokeToken(account.user_account_token),
    onSettled: () => refresh(),
  });
}

export function useSetGroupApps(account: UserAccount) {
  const refresh = useRefreshScim(account);
  return useMutation({
    mutationFn: ({ groupId, productIds }: { groupId: number; productIds: number[] }) =>
      scimApi.setGroupApps(groupId, { product_ids: productIds }, account.user_account_token),
    onSettled: () => refresh(),
  });
}
