import { useCallback, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../api/contract';
import type { OnSessionStarted, SessionPersistence } from './session-context';
import { startSession, takeEarlyStart } from './session-start';
import type { SessionAction } from './session-machine';
import { clearToken, restoreToken, storeToken, tokenUserId } from './token-store';

/** How a start-up treats the session this device saved. */
export type StartupOptions = {
  /**
   * Paint the saved user and accounts at once, before GET auth answers, and let GET auth
   * revalidate them: the portal's own start. A sign-in that just stored a new token waits for the
   * server instead, since what it proved (a verified e-mail, a new account) is not saved yet.
   */
  paintSaved?: boolean;
};

/**
 * Spec 4 "Session: Initialise": with a stored token, fetch the current user. Offline, the saved
 * user stands in; a refusal (401) forgets the token and the saved data. A failure becomes the
 * session's error, which the sign-in screen shows: the session layer itself shows nothing.
 */
export function useSessionStartup(
  dispatch: Dispatch<SessionAction>,
  persistence: SessionPersistence,
  onSelectedAccount: (accountId: number | null) => void,
  onStarted?: OnSessionStarted,
): (options?: StartupOptions) => Promise<void> {
  const queryClient = useQueryClient();

  return useCallback(
    async ({ paintSaved = false }: StartupOptions = {}) => {
      const token = restoreToken();
      const id = tokenUserId(token);
      if (!token || !id) {
        dispatch({ type: 'INITIALISE', user: null });
        return;
      }
      // The portal's own start began as its entry ran; any other initialise (a sign-in) starts here.
      const start = (paintSaved ? takeEarlyStart(id) : null) ?? startSession(queryClient, persistence, id, paintSaved ? onStarted : undefined);
      const { selectedId, saved, paintable } = await start.restored;
      onSelectedAccount(selectedId);
      // The screen, its chunk and its own queries start now, beside GET auth rather than after it,
      // with the saved accounts' tokens while they are good for a while yet.
      if (paintSaved && saved && paintable) dispatch({ type: 'INITIALISE', user: saved.user });
      try {
        const fresh = await start.fresh;
        storeToken(fresh.token);
        dispatch({ type: 'INITIALISE', user: fresh.user });
      } catch (error) {
        const unreachable = error instanceof ApiError && error.isNetworkError;
        console.error(error);
        if (unreachable && saved) {
          // Offline with a saved session: read what was saved; the server decides when back online.
          dispatch({ type: 'INITIALISE', user: saved.user });
          return;
        }
        if (!unreachable) {
          // Refused: the token is no good. Unreachable with nothing saved, it may well be good:
          // it is kept for when the network returns.
          clearToken();
          persistence.clear();
          queryClient.clear();
        }
        dispatch({ type: 'INITIALISE', user: null, error: errorMessage(error) });
      }
    },
    [dispatch, persistence, onSelectedAccount, onStarted, queryClient],
  );
}
