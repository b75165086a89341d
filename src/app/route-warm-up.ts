import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUserResponse } from '../api/contract';
import { subscribedAppsQuery } from '../features/dashboard/apps-queries';
import { paths } from '../routing/paths';
import type { SessionStarted } from '../session/SessionProvider';

/*
 * A signed-in start opening the dashboard asked for its apps only once the layout and then the
 * home screen had rendered: on a slow phone that was two long renders before the request left,
 * and the apps (the screen's largest content) came a round trip after those. Started here, when
 * the server has confirmed the session, the request and the screen's chunk travel while the
 * phone renders; the home screen's query then finds them (same key, fresh for the default
 * staleTime). Only what the opened screen shows is asked for.
 */
export const warmUpOpenedScreen: SessionStarted = (queryClient, started, selectedAccountId) =>
  warmUp(window.location.pathname, queryClient, started, selectedAccountId);

export function warmUp(path: string, queryClient: QueryClient, started: CurrentUserResponse, selectedAccountId: number | null): void {
  if (path.replace(/\/$/, '') !== paths.dashboard) return;
  const account = started.userAccounts.find(({ id }) => id === selectedAccountId);
  if (!account) return;
  void import('../features/dashboard/HomePage');
  void queryClient.prefetchQuery(subscribedAppsQuery(started.user.id, account.id, account.user_account_token));
}
