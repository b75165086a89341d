import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveConnectionRequest, UserAccount } from '../../api/contract';
import { ssoApi } from '../../api/sso';
import { useSession } from '../../session/SessionProvider';
import { ssoKeys } from './queries';

/**
 * The connection's calls, each with the account's token, run once and at once like the domains'.
 * Every outcome refetches the connection: a test records its success, a save resets it.
 */
function useRefreshConnection(account: UserAccount) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ssoKeys.connection(user?.id ?? 0, account.id) });
}

export function useSaveConnection(account: UserAccount) {
  const refresh = useRefreshConnection(account);
  return useMutation({
    mutationFn: (body: SaveConnectionRequest) => ssoApi.saveConnection(body, account.user_account_token),
    onSettled: () => refresh(),
  });
}

export function useTestConnection(account: UserAccount) {
  const refresh = useRefreshConnection(account);
  return useMutation({
    mutationFn: () => ssoApi.testConnection(account.user_account_token),
    onSettled: () => refresh(),
  });
}

export function useRemoveConnection(account: UserAccount) {
  const refresh = useRefreshConnection(account);
  return useMutation({
    mutationFn: () => ssoApi.removeConnection(account.user_account_token),
    onSettled: () => refresh(),
  });
}
