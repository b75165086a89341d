import type { QueryClient } from '@tanstack/react-query';
import { TENANCY, type CurrentUserResponse, type UserAccount } from '../api/contract';
import { paths } from '../routing/paths';
import type { SessionStarted } from '../session/SessionProvider';
import * as screens from './screens';

/*
 * A signed-in start opening the dashboard asked for its apps only once the layout and then the
 * home screen had rendered: on a slow phone that was two long renders before the request left,
 * and the apps (the screen's largest content) came a round trip after those. Started here, when
 * the server has confirmed the session, the request and the screen's chunk travel while the
 * phone renders; the screen's query then finds them (same key, fresh for the default staleTime).
 * Only what the opened screen shows, and only what this member may see, is asked for. The
 * queries load with the warm-up (a small module each, fetched beside the screen's chunk), so the
 * first script of every other screen does not carry them.
 *
 * The opened screen's module is loaded here too, and start-up waits for it (a little: at most
 * SCREEN_WAIT_MS) before it shows the signed-in frame, so the frame and the screen come in one
 * render. Its route page (scripts/route-preloads.ts) has fetched it beside the entry already.
 */
type WarmUp = (queryClient: QueryClient, userId: number, account: UserAccount) => void;

/** How long start-up waits for the opened screen's code before it shows the frame without it. */
export const SCREEN_WAIT_MS = 1000;

const warmUps: Record<string, WarmUp> = {
  [paths.dashboard]: (queryClient, userId, account) => {
    void import('../features/dashboard/apps-queries').then(({ subscribedAppsQuery }) =>
      queryClient.prefetchQuery(subscribedAppsQuery(userId, account.id, account.user_account_token)));
  },
  // The list an administrator checks most, and the largest: 2 MB at 5,000 members, or a 304.
  [paths.manageUser]: (queryClient, userId, account) => {
    if (account.tenancy !== TENANCY.ADMINISTRATOR) return;
    void import('../features/members/queries').then(({ membersQuery }) =>
      queryClient.prefetchQuery(membersQuery(userId, account.id, account.user_account_token)));
  },
};

/** The screens start-up loads ahead, by path: those a signed-in user opens cold. */
const openedScreens: Record<string, { preload: () => Promise<void> }> = {
  [paths.home]: screens.AccountSelectionPage,
  [paths.dashboard]: screens.HomePage,
  [paths.products]: screens.ProductsPage,
  [paths.manageUser]: screens.ManageUsersPage,
  [paths.updateAccount]: screens.AccountPage,
  [paths.profile]: screens.ProfilePage,
};

export const warmUpOpenedScreen: SessionStarted = (queryClient, started, selectedAccountId) =>
  warmUp(window.location.pathname, queryClient, started, selectedAccountId);

/** Starts what the screen at `path` needs; resolves when its code is there, or has been waited for long enough. */
export function warmUp(path: string, queryClient: QueryClient, started: CurrentUserResponse, selectedAccountId: number | null): Promise<void> {
  const route = path.replace(/(.)\/$/, '$1');
  const warm = warmUps[route];
  const account = started.userAccounts.find(({ id }) => id === selectedAccountId);
  if (warm && account) warm(queryClient, started.user.id, account);
  const screen = openedScreens[route];
  if (!screen) return Promise.resolve();
  // A screen that cannot load now is the screen's own render to report (its error boundary), not start-up's.
  const loaded = screen.preload().catch(() => undefined);
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, SCREEN_WAIT_MS))]);
}
