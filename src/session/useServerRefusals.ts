import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, commonMessages, twoStepMessages, type UserAccount } from '../api/contract';

const isTwoStepRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.message === twoStepMessages.accountRequiresTwoStep;

/** The server no longer knows the session: signed out from another device, or ended by a password change. */
export const isEndedSession = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401 && error.message === commonMessages.sessionExpired;

export type ServerRefusalHandlers = {
  /** Whether a session is signed in: an ended session's refusal only means something then. */
  signedIn: boolean;
  selectedId: number | null;
  setAccounts: (update: (accounts: UserAccount[]) => UserAccount[]) => void;
  logout: (reason?: string) => void;
};

/**
 * The server's word wins over what the device holds. Every call's refusal passes here, from the
 * query and mutation caches, whichever screen made it:
 * - an ended session signs the device out, wiping what it saved; the guard shows the login page,
 *   which says why;
 * - a call of the chosen account refused because it now requires two-step verification (an
 *   administrator switched it on elsewhere) marks the account so, and the guard sends the user to Security.
 */
export function useServerRefusals({ signedIn, selectedId, setAccounts, logout }: ServerRefusalHandlers): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return undefined;
    // Calls in flight together may all be refused: the device signs out once.
    let ended = false;
    const onRefusal = (error: unknown) => {
      if (ended) return;
      if (isEndedSession(error)) {
        ended = true;
        logout(commonMessages.sessionExpired);
        return;
      }
      if (selectedId === null || !isTwoStepRefusal(error)) return;
      setAccounts((accounts) =>
        accounts.map((account) => (account.id === selectedId ? { ...account, require_two_step: true, needs_two_step: true } : account)),
      );
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onRefusal(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onRefusal(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, signedIn, selectedId, setAccounts, logout]);
}
