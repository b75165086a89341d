import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmedSignInResponse } from '../../api/contract';
import { sessionProofsApi } from '../../api/session-proofs';
import { currentUserKey } from '../../session/current-user';
import { storeToken } from '../../session/token-store';
import { useCompleteSignIn } from '../../session/useCompleteSignIn';

export type OwnSignIn = {
  /** POST auth/confirm-sign-in: the confirmed session, or the way on to the second factor. */
  confirm: ReturnType<typeof useConfirmSignInMutation>['mutateAsync'];
  /** The password alone confirmed it: its token and accounts become the session's. */
  adopt: (answer: ConfirmedSignInResponse) => void;
  /** The second factor confirmed it: its token is the session's successor; GET auth says what it opens. */
  complete: (token: string) => Promise<void>;
};

/**
 * Once and at once, like every change (offline, http.ts refuses it with its message), and gone from
 * the mutation cache as soon as the dialog stops watching it: its variables hold the password.
 */
function useConfirmSignInMutation() {
  return useMutation({ networkMode: 'always', retry: 0, gcTime: 0, mutationFn: sessionProofsApi.confirmSignIn });
}

/**
 * Confirming one's own sign-in in a session another account's provider opened. The successor
 * token is kept where the session's own is (its 'Keep me signed in'), so the session lasts as it did.
 */
export function useConfirmOwnSignIn(): OwnSignIn {
  const queryClient = useQueryClient();
  const completeSignIn = useCompleteSignIn();
  const { mutateAsync } = useConfirmSignInMutation();
  const adopt = useCallback(
    (answer: ConfirmedSignInResponse) => {
      storeToken(answer.token);
      queryClient.setQueryData(currentUserKey(answer.user.id), answer);
    },
    [queryClient],
  );
  const complete = useCallback((token: string) => completeSignIn(token), [completeSignIn]);
  return { confirm: mutateAsync, adopt, complete };
}
