import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AllowPackagesRequest, InviteRequest, UserAccount } from '../../api/contract';
import { membersApi } from '../../api/members';
import { useSession } from '../../session/SessionProvider';
import { memberKeys } from './queries';

/**
 * The membership changes, each with the account's token. Mutations run once and at once (the
 * query client's defaults): offline, http.ts refuses them with its message and nothing is queued.
 * Every success refetches the list, so the table shows what the server now holds.
 */
function useRefreshMembers(account: UserAccount) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberKeys.list(user?.id ?? 0, account.id) });
}

/** POST invitation/invite: the invite form and a row's Reinvite. */
export function useInviteMembers(account: UserAccount) {
  const refresh = useRefreshMembers(account);
  return useMutation({
    mutationFn: (body: InviteRequest) => membersApi.invite(body, account.user_account_token),
    onSuccess: () => refresh(),
  });
}

/** POST invitation/cancel-membership-invitation. */
export function useCancelMember(account: UserAccount) {
  const refresh = useRefreshMembers(account);
  return useMutation({
    mutationFn: (email: string) => membersApi.cancel({ email: email.trim() }, account.user_account_token),
    onSuccess: () => refresh(),
  });
}

/** POST invitation/allow-package-membership-invitation. */
export function useAllowPackages(account: UserAccount) {
  const refresh = useRefreshMembers(account);
  return useMutation({
    mutationFn: (body: AllowPackagesRequest) => membersApi.allowPackages(body, account.user_account_token),
    onSuccess: () => refresh(),
  });
}
