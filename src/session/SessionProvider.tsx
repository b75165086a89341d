import { useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import './api-bridge';
import { currentUserQuery } from './current-user';
import { SessionContext, type SessionPersistence, type SessionStarted, type SessionValue } from './session-context';
import { initialSessionState, sessionReducer } from './session-machine';
import { useSessionActions } from './useSessionActions';
import { useSessionStartup } from './useSessionStartup';

export { useSession, type SessionPersistence, type SessionStarted, type SessionValue, type SignInArgs } from './session-context';

/** Spec 4 "Session": start-up, then the user, their accounts and the selected one, for every screen. */
export function SessionProvider({ children, persistence, onStarted }: { children: ReactNode; persistence: SessionPersistence; onStarted?: SessionStarted }) {
  const [state, dispatch] = useReducer(sessionReducer, initialSessionState);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Reads the cache reactively; fetching is start-up's job, so this never fires a request.
  const { data } = useQuery({ ...currentUserQuery(state.user?.id ?? 0), enabled: false });
  const initialise = useSessionStartup(dispatch, persistence, setSelectedId, onStarted);
  const actions = useSessionActions(dispatch, persistence, state.user, setSelectedId);

  useEffect(() => {
    // Start-up runs once, after the first paint of the 'Loading' view.
    void Promise.resolve().then(initialise);
  }, [initialise]);

  const value = useMemo<SessionValue>(() => {
    const accounts = state.isAuthenticated ? (data?.userAccounts ?? []) : [];
    const selectedAccount = accounts.find((account) => account.id === selectedId) ?? null;
    return { ...state, ...actions, accounts, selectedAccount, initialise };
  }, [state, actions, data, selectedId, initialise]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
