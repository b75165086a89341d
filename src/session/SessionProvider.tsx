import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUserResponse, User, UserAccount } from '../api/contract';
import { authApi } from '../api/auth';
import { ApiError, errorMessage } from '../api/errors';
import { clearPersistedCaches, startPersistence } from '../offline/persistence';
import { toastError } from '../ui/toast';
import { currentUserKey, currentUserQuery } from './current-user';
import { readSelectedAccount, writeSelectedAccount } from './selected-account';
import { initialSessionState, sessionReducer, type SessionState } from './session-machine';
import { applyToken, clearToken, restoreToken, sessionStore, storeToken, tokenUserId } from './token-store';

export type SignInArgs = {
  user: User;
  token: string | null;
  userAccounts?: UserAccount[];
  /** Keep the token in storage (verified e-mail or a completed login), or only in this tab. */
  persist: boolean;
  remember?: boolean;
};

export type SessionValue = SessionState & {
  accounts: UserAccount[];
  selectedAccount: UserAccount | null;
  /** Spec 4: re-read the user with the stored token (after verification, reset, acceptance). */
  initialise: () => Promise<void>;
  signIn: (args: SignInArgs) => void;
  logout: () => void;
  updateProfile: (user: User) => void;
  setAccounts: (update: (accounts: UserAccount[]) => UserAccount[]) => void;
  selectAccount: (accountId: number | null) => void;
};

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(sessionReducer, initialSessionState);
  const userId = state.user?.id ?? 0;
  // Reads the cache reactively; fetching is done by initialise, so this never fires a request.
  const { data } = useQuery({ ...currentUserQuery(userId), enabled: false });
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const initialise = useCallback(async () => {
    const token = restoreToken();
    const id = tokenUserId(token);
    if (!token || !id) {
      dispatch({ type: 'INITIALISE', user: null });
      return;
    }
    await startPersistence(queryClient, id, sessionStore());
    setSelectedId(readSelectedAccount(id));
    try {
      const fresh = await queryClient.fetchQuery({ ...currentUserQuery(id), staleTime: 0, retry: false });
      storeToken(fresh.token);
      dispatch({ type: 'INITIALISE', user: fresh.user });
    } catch (error) {
      const cached = queryClient.getQueryData<CurrentUserResponse>(currentUserKey(id));
      const unreachable = error instanceof ApiError && error.isNetworkError;
      if (unreachable && cached) {
        // Offline with a saved session: read what was cached; the server decides when back online.
        dispatch({ type: 'INITIALISE', user: cached.user });
        return;
      }
      if (unreachable) {
        // Nothing saved to show, but the token may well be good: keep it for when the network returns.
        toastError(error);
        dispatch({ type: 'INITIALISE', user: null, error: errorMessage(error) });
        return;
      }
      clearToken();
      clearPersistedCaches();
      queryClient.clear();
      toastError(error);
      dispatch({ type: 'INITIALISE', user: null, error: errorMessage(error) });
    }
  }, [queryClient]);

  useEffect(() => {
    // Start-up runs once, after the first paint of the 'Loading' view.
    void Promise.resolve().then(initialise);
  }, [initialise]);

  const signIn = useCallback(
    ({ user, token, userAccounts = [], persist, remember }: SignInArgs) => {
      if (persist && token) {
        storeToken(token, remember);
        void startPersistence(queryClient, user.id, sessionStore());
      } else {
        applyToken(token);
      }
      queryClient.setQueryData(currentUserKey(user.id), { user, token: token ?? '', userAccounts });
      setSelectedId(readSelectedAccount(user.id));
      dispatch({ type: 'LOGIN', user });
    },
    [queryClient],
  );

  const logout = useCallback(() => {
    // Revoke the session on the server while the token is still set; offline, just forget it here.
    authApi.logout().catch(() => undefined);
    if (state.user) writeSelectedAccount(state.user.id, null);
    clearToken();
    clearPersistedCaches();
    queryClient.clear();
    setSelectedId(null);
    dispatch({ type: 'LOGOUT' });
  }, [queryClient, state.user]);

  const updateCached = useCallback(
    (update: (current: CurrentUserResponse) => CurrentUserResponse) => {
      if (!userId) return;
      queryClient.setQueryData<CurrentUserResponse>(currentUserKey(userId), (current) => current && update(current));
    },
    [queryClient, userId],
  );

  const updateProfile = useCallback(
    (user: User) => {
      updateCached((current) => ({ ...current, user }));
      dispatch({ type: 'UPDATE_PROFILE', user });
    },
    [updateCached],
  );

  const setAccounts = useCallback(
    (update: (accounts: UserAccount[]) => UserAccount[]) =>
      updateCached((current) => ({ ...current, userAccounts: update(current.userAccounts) })),
    [updateCached],
  );

  const selectAccount = useCallback(
    (accountId: number | null) => {
      if (userId) writeSelectedAccount(userId, accountId);
      setSelectedId(accountId);
    },
    [userId],
  );

  const value = useMemo<SessionValue>(() => {
    const accounts = state.isAuthenticated ? (data?.userAccounts ?? []) : [];
    return {
      ...state,
      accounts,
      selectedAccount: accounts.find((account) => account.id === selectedId) ?? null,
      initialise,
      signIn,
      logout,
      updateProfile,
      setAccounts,
      selectAccount,
    };
  }, [state, data, selectedId, initialise, signIn, logout, updateProfile, setAccounts, selectAccount]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
