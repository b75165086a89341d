import type { QueryClient } from '@tanstack/react-query';
import { TENANCY, type CurrentUserResponse, type UserAccount } from '../api/contract';
import { startMemberListWorker } from '../api/member-list-worker/client';
import { paths } from '../routing/paths';
import type { SessionStarted } from '../session/SessionProvider';
import { hasStoredToken } from '../session/token-store';
import * as screens from './screens';

/*
 * A signed-in start opening Manage Users asked for its list only once the layout and then the
 * screen had rendered. The list is the largest answer the portal gets (2 MB at 5,000 members, or
 * a 304): started here, when the server has confirmed the session, it travels while the phone
 * renders; the screen's query then finds it (same key, fresh for the default staleTime). Only what
 * this member may see is asked for. The query loads with the warm-up (a small module fetched
 * beside the screen's chunk), so the first script of every other screen does not carry it.
 *
 * Not the dashboard's apps any more: a few hundred bytes, asked for by the screen as it shows
 * (one short render now that the frame is plain CSS), while asked for here the request competed
 * with the screen's first paint (Lighthouse mobile counts it before the LCP: 1.9 -> 1.75 s).
 *
 * The opened screen's module is loaded here too, and start-up waits for it (a little: at most
 * SCREEN_WAIT_MS) before it shows the signed-in frame, so the frame and the screen come in one
 * render. Its route page (scripts/route-preloads.ts) has fetched it beside the entry already.
 */
type WarmUp = (queryClient: QueryClient, userId: number, account: UserAccount) => void;

/** How long start-up waits for the opened screen's code before it shows the frame without it. */
export const SCREEN_WAIT_MS = 1000;

const warmUps: Record<string, WarmUp> = {
  // The list an administrator checks most, and the largest.
  [paths.manageUser]: (queryClient, userId, account) => {
    if (account.tenancy !== TENANCY.ADMINISTRATOR) return;
    void import('../features/members/queries').then(({ membersQuery }) =>
      queryClient.prefetchQuery(membersQuery(userId, account.id, account.user_account_token)));
  },
};

/**
 * The screens start-up loads ahead, by path: those a signed-in user opens cold, the paths whose
 * pages name their scripts (scripts/route-preloads.ts PRELOADED_SCREENS, plus the dashboard).
 */
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
  const route = routeOf(path);
  const warm = warmUps[route];
  const account = started.userAccounts.find(({ id }) => id === selectedAccountId);
  if (warm && account) warm(queryClient, started.user.id, account);
  const screen = openedScreens[route];
  return screen ? waitForScreen(screen) : Promise.resolve();
}

/**
 * A start without a session on the login page waits for the login screen's code the same way
 * (index.html names its scripts, so they are on their way beside the entry): the first render
 * shows the form rather than 'Loading' and then, a long task later, the form.
 */
export function warmUpLogin(path: string, signedIn = hasStoredToken()): Promise<void> {
  if (signedIn || routeOf(path) !== paths.login) return Promise.resolve();
  return waitForScreen(screens.LoginPage);
}

/**
 * A start with a session on Manage Users: its list is fetched and read by a worker
 * (api/member-list-worker), started now so that the worker's script has loaded by the time the
 * server has confirmed the session and the list is asked for.
 */
export function warmUpListWorker(path: string, signedIn = hasStoredToken()): void {
  if (signedIn && routeOf(path) === paths.manageUser) startMemberListWorker();
}

/** The route of a path: a trailing slash ignored ('/' stays '/'). */
function routeOf(path: string): string {
  return path.replace(/(.)\/$/, '$1');
}

/** Resolves when the screen's code is there, or has been waited for SCREEN_WAIT_MS. */
function waitForScreen(screen: { preload: () => Promise<void> }): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, SCREEN_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    // A screen that cannot load now is the screen's own render to report (its error boundary), not start-up's.
    screen.preload().then(done, done);
  });
}
