import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { User, UserAccount } from '../api/contract';
import type { SessionState } from './session-machine';

export type SignInArgs = {
  user: User;
  token: string | null;
  userAccounts?: UserAccount[];
  /** Keep the token in storage (verified e-mail or a completed login), or only in this tab. */
  persist: boolean;
  remember?: boolean;
};

export type SessionActions = {
  signIn: (args: SignInArgs) => void;
  /** Signs this device out; `reason` is what the sign-in page then says (a session the server ended). */
  logout: (reason?: string) => void;
  updateProfile: (user: User) => void;
  setAccounts: (update: (accounts: UserAccount[]) => UserAccount[]) => void;
  selectAccount: (accountId: number | null) => void;
};

export type SessionValue = SessionState &
  SessionActions & {
    accounts: UserAccount[];
    selectedAccount: UserAccount | null;
    /** Spec 4: re-read the user with the stored token (after verification, reset, acceptance). */
    initialise: () => Promise<void>;
  };

/**
 * Where a signed-in user's saved data lives. The offline layer sits above the session (DESIGN
 * "Layers"), so the app passes its persistence in rather than the session importing it.
 */
export type SessionPersistence = {
  /** Loads the user's saved cache into the client and keeps saving it. */
  start: (queryClient: QueryClient, userId: number, storage: Storage) => Promise<void>;
  /** Stops saving and removes every saved cache (logout, a refused token). */
  clear: () => void;
};

/** The session a start has as soon as it has one, saved or fresh: its user and chosen account. */
export type StartedSession = { user: User; account: UserAccount | null };

/**
 * Told once per start, as soon as the session is known (the saved one, else GET auth's answer):
 * the app asks for the first screen's own data then, beside GET auth, rather than once the screen
 * has rendered. The session layer knows no screens, so the app passes this in.
 */
export type OnSessionStarted = (queryClient: QueryClient, session: StartedSession) => void;

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
