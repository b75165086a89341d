import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { authApi } from '../../api/auth';
import { useOnline } from '../../offline/useOnline';
import { useSession } from '../../session/SessionProvider';

/** A move within this long of the last check is a redirect on the way to a page, not a person moving on. */
const REDIRECT_WINDOW_MS = 1000;

/**
 * Each move to another signed-in page asks the server whether the session still stands (GET auth,
 * in the background: the page shows at once). A session signed out from another device, or ended
 * by a password change there, is refused, and useServerRefusals signs this device out, so the
 * user lands on the login page rather than on screens of saved data that can no longer change.
 * The answer is only a yes or no: it has a key of its own and leaves the session's user and
 * accounts, which screens may just have changed, as they are. The first page needs no check
 * (start-up or the sign-in has just been answered), nor does a redirect; offline there is no one to ask.
 */
export function useSessionCheckOnNavigation(): void {
  const [location] = useLocation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const online = useOnline();
  const checked = useRef({ location, at: 0 });
  const userId = user?.id ?? 0;

  useEffect(() => {
    checked.current.at = Date.now();
  }, []);

  useEffect(() => {
    const last = checked.current;
    if (!userId || last.location === location) return;
    const now = Date.now();
    checked.current = { location, at: now - last.at < REDIRECT_WINDOW_MS ? last.at : now };
    if (!online || now - last.at < REDIRECT_WINDOW_MS) return;
    void queryClient
      .fetchQuery({ queryKey: [userId, null, 'session-check'], queryFn: authApi.currentUser, staleTime: 0, gcTime: 0, retry: false })
      .catch(() => undefined);
  }, [location, userId, queryClient, online]);
}
