import type { QueryClient } from '@tanstack/react-query';
import { TENANCY } from '../api/contract';
import type { StartedSession } from '../session/SessionProvider';
import { verified } from '../session/session-machine';
import { guardRedirect, guardStateOf } from './guard-rules';
import { SIGNED_IN_SCREEN_OF, type SignedInScreenName } from './screen-chunks';

type AskFirstData = (queryClient: QueryClient, session: StartedSession) => Promise<unknown>;

/**
 * The queries each signed-in screen draws first, with the same options as the screen's own hooks,
 * so the screen finds them answered or under way when it mounts (a query is asked once). Screens
 * whose first data is the session itself (the dashboard's heading, account selection) have none.
 */
const FIRST_DATA: Partial<Record<SignedInScreenName, AskFirstData>> = {
  SecurityPage: async (queryClient, { user }) => {
    const { devicesQuery, securityQuery } = await import('../features/security/queries');
    await Promise.all([queryClient.prefetchQuery(securityQuery(user.id)), queryClient.prefetchQuery(devicesQuery(user.id))]);
  },
  ManageUsersPage: async (queryClient, { user, account }) => {
    // Administrators only: a member's screen says why it is empty and asks for nothing.
    if (account?.tenancy !== TENANCY.ADMINISTRATOR) return;
    const { membersQuery } = await import('../features/members/queries');
    await queryClient.prefetchQuery(membersQuery(user.id, account.id, account.user_account_token));
  },
};

/**
 * A signed-in start asks for its screen's data as soon as the session is known, beside GET auth,
 * instead of once the frame and the screen have rendered: at CPU 4× that render is most of a
 * second of a phone's start. Only where the guards would render the screen at this address (an
 * account that asks for a second factor or its own sign-in sends the person elsewhere first).
 */
export function askFirstScreenData(queryClient: QueryClient, session: StartedSession): void {
  const path = location.pathname;
  const screen = Object.hasOwn(SIGNED_IN_SCREEN_OF, path) ? SIGNED_IN_SCREEN_OF[path] : undefined;
  const ask = screen === undefined ? undefined : FIRST_DATA[screen];
  if (!ask) return;
  const state = guardStateOf({ isInitialized: true, isAuthenticated: true, isEmailVerified: verified(session.user), selectedAccount: session.account });
  if (guardRedirect(state, 'session', path).kind !== 'render') return;
  // A chunk that fails to load here is asked for again by the screen, which shows the failure.
  void ask(queryClient, session).catch(() => undefined);
}
