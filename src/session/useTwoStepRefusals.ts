import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, twoStepMessages, type UserAccount } from '../api/contract';

const isTwoStepRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.message === twoStepMessages.accountRequiresTwoStep;

/**
 * The server's word wins over the saved account list: when a call of the chosen account is refused
 * because the account now requires two-step verification (an administrator switched it on
 * elsewhere), the account is marked so, and the guard sends the user to Security.
 */
export function useTwoStepRefusals(
  selectedId: number | null,
  setAccounts: (update: (accounts: UserAccount[]) => UserAccount[]) => void,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (selectedId === null) return undefined;
    const markRequired = (error: unknown) => {
      if (!isTwoStepRefusal(error)) return;
      setAccounts((accounts) =>
        accounts.map((account) => (account.id === selectedId ? { ...account, require_two_step: true, needs_two_step: true } : account)),
      );
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') markRequired(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') markRequired(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, selectedId, setAccounts]);
}
