import { useCallback, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage, type CurrentUserResponse } from '../api/contract';
import { currentUserKey, currentUserQuery } from './current-user';
import type { SessionPersistence } from './session-context';
import type { SessionAction } from './session-machine';
import { readSelectedAccount } from './selected-account';
import { clearToken, restoreToken, sessionStore, storeToken, tokenLive, tokenUserId } from './token-store';

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
      await persistence.start(queryClient, id, sessionStore());
      onSelectedAccount(readSelectedAccount(id));
      const saved = queryClient.getQueryData<CurrentUserResponse>(currentUserKey(id));
      // The screen, its chunk and its own queries start now, beside GET auth rather than after it,
      // with the saved accounts' tokens while they are good for a while yet.
      if (paintSaved && saved && accountTokensLive(saved)) dispatch({ type: 'INITIALISE', user: saved.user });
      try {
        const fresh = await queryClient.fetchQuery({ ...currentUserQuery(id), staleTime: 0, retry: false });
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
    [dispatch, persistence, onSelectedAccount, queryClient],
  );
}

/** A minute's margin: a screen's first calls go out with the saved tokens within it. */
const SAVED_TOKEN_MARGIN_MS = 60_000;

const accountTokensLive = (saved: CurrentUserResponse): boolean =>
  saved.userAccounts.every((account) => tokenLive(account.user_account_token, SAVED_TOKEN_MARGIN_MS));
