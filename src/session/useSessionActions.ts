import { useCallback, useMemo, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUserResponse, User, UserAccount } from '../api/contract';
import { currentUserKey } from './current-user';
import type { SessionActions, SessionPersistence, SignInArgs } from './session-context';
import type { SessionAction } from './session-machine';
import { addPendingRevocation, sendPendingRevocations } from './pending-revocations';
import { readSelectedAccount, writeSelectedAccount } from './selected-account';
import { applyToken, clearToken, getToken, sessionStore, storeToken } from './token-store';
import { storageKeys } from './storage-keys';

/** Spec 4's transitions after start-up: sign in, log out, profile and account changes, selection. */
export function useSessionActions(
  dispatch: Dispatch<SessionAction>,
  persistence: SessionPersistence,
  user: User | null,
  onSelectedAccount: (accountId: number | null) => void,
): SessionActions {
  const queryClient = useQueryClient();
  const userId = user?.id ?? 0;

  const signIn = useCallback(
    ({ user: signedIn, token, userAccounts = [], persist, remember }: SignInArgs) => {
      if (persist && token) {
        storeToken(token, remember);
        void persistence.start(queryClient, signedIn.id, sessionStore());
      } else {
        applyToken(token);
      }
      queryClient.setQueryData(currentUserKey(signedIn.id), { user: signedIn, token: token ?? '', userAccounts });
      onSelectedAccount(readSelectedAccount(signedIn.id));
      dispatch({ type: 'LOGIN', user: signedIn });
    },
    [dispatch, persistence, onSelectedAccount, queryClient],
  );

  const logout = useCallback((reason?: string) => {
    // The device is wiped at once; the server's revocation of the session is kept until it is
    // confirmed, so a logout offline (or one the server fails) is sent when the portal is online.
    const token = getToken();
    if (token) addPendingRevocation(token);
    void sendPendingRevocations();
    if (userId) writeSelectedAccount(userId, null);
    clearToken();
    // The wait before another verification mail names the address: it goes with the person.
    localStorage.removeItem(storageKeys.verifyMailWaits);
    persistence.clear();
    queryClient.clear();
    onSelectedAccount(null);
    dispatch({ type: 'LOGOUT', error: reason ?? null });
  }, [dispatch, persistence, onSelectedAccount, queryClient, userId]);

  const updateCached = useCallback(
    (update: (current: CurrentUserResponse) => CurrentUserResponse) => {
      if (!userId) return;
      queryClient.setQueryData<CurrentUserResponse>(currentUserKey(userId), (current) => current && update(current));
    },
    [queryClient, userId],
  );

  const updateProfile = useCallback(
    (updated: User) => {
      updateCached((current) => ({ ...current, user: updated }));
      dispatch({ type: 'UPDATE_PROFILE', user: updated });
    },
    [dispatch, updateCached],
  );

  const setAccounts = useCallback(
    (update: (accounts: UserAccount[]) => UserAccount[]) =>
      updateCached((current) => ({ ...current, userAccounts: update(current.userAccounts) })),
    [updateCached],
  );

  const selectAccount = useCallback(
    (accountId: number | null) => {
      if (userId) writeSelectedAccount(userId, accountId);
      onSelectedAccount(accountId);
    },
    [onSelectedAccount, userId],
  );

  return useMemo(
    () => ({ signIn, logout, updateProfile, setAccounts, selectAccount }),
    [signIn, logout, updateProfile, setAccounts, selectAccount],
  );
}
