import { useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import './api-bridge';
import { currentUserQuery } from './current-user';
import { SessionContext, type OnSessionStarted, type SessionPersistence, type SessionValue } from './session-context';
import { initialSessionState, sessionReducer, type SessionState } from './session-machine';
import { sendPendingRevocationsWhenOnline } from './pending-revocations';
import { useSessionActions } from './useSessionActions';
import { restoreToken, tokenUserId } from './token-store';
import { useSessionStartup } from './useSessionStartup';
import { useServerRefusals } from './useServerRefusals';

export { useSession, type OnSessionStarted, type SessionPersistence, type SessionValue, type SignInArgs, type StartedSession } from './session-context';

/** Spec 4 "Session": start-up, then the user, their accounts and the selected one, for every screen. */
export function SessionProvider({ children, persistence, onStarted }: {
  children: ReactNode;
  persistence: SessionPersistence;
  /** The start's session is known: the app asks for its first screen's data (app/screen-data.ts). */
  onStarted?: OnSessionStarted;
}) {
  const [state, dispatch] = useReducer(sessionReducer, initialSessionState, startingState);
  const [startedSignedOut] = useState(() => state.isInitialized);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Reads the cache reactively; fetching is start-up's job, so this never fires a request.
  const { data } = useQuery({ ...currentUserQuery(state.user?.id ?? 0), enabled: false });
  const initialise = useSessionStartup(dispatch, persistence, setSelectedId, onStarted);
  const actions = useSessionActions(dispatch, persistence, state.user, setSelectedId);
  useServerRefusals({ signedIn: state.isAuthenticated, selectedId, setAccounts: actions.setAccounts, logout: actions.logout });

  // Logouts whose revocation has not reached the server yet, this visit's or an earlier one's.
  useEffect(() => sendPendingRevocationsWhenOnline(), []);

  useEffect(() => {
    // Start-up runs once, after the first paint of the 'Loading' view; what this device saved shows at once.
    if (!startedSignedOut) void Promise.resolve().then(() => initialise({ paintSaved: true }));
  }, [initialise, startedSignedOut]);

  const value = useMemo<SessionValue>(() => {
    const accounts = state.isAuthenticated ? (data?.userAccounts ?? []) : [];
    const selectedAccount = accounts.find((account) => account.id === selectedId) ?? null;
    return { ...state, ...actions, accounts, selectedAccount, initialise };
  }, [state, actions, data, selectedId, initialise]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * Without a stored token start-up has nothing to ask the server: the session starts signed out, so
 * the first render is already the sign-in page rather than the 'Loading' view.
 */
function startingState(initial: SessionState): SessionState {
  return tokenUserId(restoreToken()) ? initial : sessionReducer(initial, { type: 'INITIALISE', user: null });
}
