import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { needsSecondStep, type ProvenIdentityResponse, type ProvenMailboxResponse } from '../../api/contract';
import { useCompleteSignIn } from '../../session/useCompleteSignIn';
import { secondStepPath } from './login-flow';

/**
 * The end of a proven mailbox (a reset, an e-mail or identity code or link): signed in, or, for a
 * user with a second factor, on to the sign-in's second step, which opens the session itself with
 * the 'Keep me signed in' the server carried along.
 */
export function useFinishProof(): (answer: ProvenMailboxResponse | ProvenIdentityResponse, remember?: boolean) => Promise<void> {
  const completeSignIn = useCompleteSignIn();
  const [, navigate] = useLocation();
  return useCallback(
    async (answer, remember) => {
      if (needsSecondStep(answer)) {
        navigate(secondStepPath(answer.otpToken, answer.two_step));
        return;
      }
      await completeSignIn(answer.token, remember);
    },
    [completeSignIn, navigate],
  );
}
