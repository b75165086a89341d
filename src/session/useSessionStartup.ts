import { useCallback, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage, type CurrentUserResponse } from '../api/contract';
import { currentUserKey, currentUserQuery } from './current-user';
import type { SessionPersistence } from './session-context';
import type { SessionAction } from './session-machine';
import { readSelectedAccount } from './selected-account';
import { clearToken, restoreToken, sessionStore, storeToken, tokenUserId } from './token-store';

/**
 * Spec 4 "Session: Initialise": with a stored token, fetch the current user. Offline, the saved
 * user stands in; a refusal (401) forgets the token and the saved data. A failure becomes the
 * session's error, which the sign-in screen shows: the session layer itself shows nothing.
 */
export function useSessionStartup(
  dispatch: Dispatch<SessionAction>,
  persistence: SessionPersistence,
  onSelectedAccount: (accountId: number | null) => void,
): () => Promise<void> {
  const queryClient = useQueryClient();

  return useCallback(async () => {
    const token = restoreToken();
    const id = tokenUserId(token);
    if (!token || !id) {
      dispatch({ type: 'INITIALISE', user: null });
      return;
    }
    await persistence.start(queryClient, id, sessionStore());
    onSelectedAccount(readSelectedAccount(id));
    try {
      const fresh = await queryClient.fetchQuery({ ...currentUserQuery(id), staleTime: 0, retry: false });
      storeToken(fresh.token);
      dispatch({ type: 'INITIALISE', user: fresh.user });
    } catch (error) {
      const cached = queryClient.getQueryData<CurrentUserResponse>(currentUserKey(id));
      const unreachable = error instanceof ApiError && error.isNetworkError;
      console.error(error);
      if (unreachable && cached) {
        // Offline with a saved session: read what was cached; the server decides when back online.
        dispatch({ type: 'INITIALISE', user: cached.user });
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
  }, [dispatch, persistence, onSelectedAccount, queryClient]);
}
