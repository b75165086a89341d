import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, commonMessages, sessionProofMessages, ssoPolicyMessages, twoStepMessages, type UserAccount } from '../api/contract';

/** The account refusals that say what the chosen account now asks of this session, and how it is marked. */
const accountRefusals: ReadonlyArray<readonly [string, Partial<UserAccount>]> = [
  [twoStepMessages.accountRequiresTwoStep, { require_two_step: true, needs_two_step: true }],
  [sessionProofMessages.ownSignInRequired, { needs_own_sign_in: true }],
  [ssoPolicyMessages.refusal, { needs_sso: true }],
];

/** What a 403 of one of the chosen account's calls says the account now asks for, or null. */
export function accountMarkOf(error: unknown): Partial<UserAccount> | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  return accountRefusals.find(([message]) => message === error.message)?.[1] ?? null;
}

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
 *   administrator switched it on elsewhere) marks the account so, and the guard sends the user to Security;
 * - one refused because this session does not open the account (it asks for the person's own
 *   sign-in, or for single sign-on: a selection saved before, or the server's changed word) marks
 *   it so, and the guard sends the user to '/', whose card for it offers the step.
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
      const mark = selectedId === null ? null : accountMarkOf(error);
      if (!mark) return;
      setAccounts((accounts) => accounts.map((account) => (account.id === selectedId ? { ...account, ...mark } : account)));
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
