import type { QueryClient } from '@tanstack/react-query';
import { TENANCY, type CurrentUserResponse, type UserAccount } from '../api/contract';
import { paths } from '../routing/paths';
import type { SessionStarted } from '../session/SessionProvider';

/*
 * A signed-in start opening the dashboard asked for its apps only once the layout and then the
 * home screen had rendered: on a slow phone that was two long renders before the request left,
 * and the apps (the screen's largest content) came a round trip after those. Started here, when
 * the server has confirmed the session, the request and the screen's chunk travel while the
 * phone renders; the screen's query then finds them (same key, fresh for the default staleTime).
 * Only what the opened screen shows, and only what this member may see, is asked for. The
 * queries load with the warm-up (a small module each, fetched beside the screen's chunk), so the
 * first script of every other screen does not carry them.
 */
type WarmUp = (queryClient: QueryClient, userId: number, account: UserAccount) => void;

const warmUps: Record<string, WarmUp> = {
  [paths.dashboard]: (queryClient, userId, account) => {
    void import('../features/dashboard/HomePage');
    void import('../features/dashboard/apps-queries').then(({ subscribedAppsQuery }) =>
      queryClient.prefetchQuery(subscribedAppsQuery(userId, account.id, account.user_account_token)));
  },
  // The list an administrator checks most, and the largest: 2 MB at 5,000 members, or a 304.
  [paths.manageUser]: (queryClient, userId, account) => {
    if (account.tenancy !== TENANCY.ADMINISTRATOR) return;
    void import('../features/members/ManageUsersPage');
    void import('../features/members/queries').then(({ membersQuery }) =>
      queryClient.prefetchQuery(membersQuery(userId, account.id, account.user_account_token)));
  },
};

export const warmUpOpenedScreen: SessionStarted = (queryClient, started, selectedAccountId) =>
  warmUp(window.location.pathname, queryClient, started, selectedAccountId);

export function warmUp(path: string, queryClient: QueryClient, started: CurrentUserResponse, selectedAccountId: number | null): void {
  const warm = warmUps[path.replace(/(.)\/$/, '$1')];
  const account = started.userAccounts.find(({ id }) => id === selectedAccountId);
  if (warm && account) warm(queryClient, started.user.id, account);
}
