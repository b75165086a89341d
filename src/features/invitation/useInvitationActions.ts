import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { memberMessages } from '../../api/contract';
import { invitationsApi } from '../../api/invitations';
import { paths } from '../../routing/paths';
import { saveReturnPath } from '../../session/return-path';
import { useSession } from '../../session/SessionProvider';
import { useCompleteSignIn } from '../../session/useCompleteSignIn';
import { toastError, toastInfo, toastSuccess } from '../../ui/toast';
import { acceptFailure, acceptStep } from './accept-steps';

export type InvitationActions = {
  accept: () => void;
  decline: () => void;
  /** The call under way, if any: its button spins and both are disabled. */
  pending: 'accept' | 'decline' | null;
  /** Why the last Accept did not go through, shown on the page (only there: the user is looking at it). */
  failure: string | null;
};

/** The accept-invitation page's two buttons (spec 4 "Accept invitation", spec 5 "Accept"). */
export function useInvitationActions(invitationToken: string | null): InvitationActions {
  const { isAuthenticated, logout } = useSession();
  const completeSignIn = useCompleteSignIn();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);

  // The HTTP layer has logged the failure already; the message is what the user needs.
  const showFailure = (message: string) => setFailure(message);

  const acceptCall = useMutation({
    mutationFn: invitationsApi.accept,
    onSuccess: async (response) => {
      const step = acceptStep(response);
      switch (step.kind) {
        case 'register':
          // The register page is for signed-out visitors and would send a signed-in user home:
          // whoever is signed in here is not the invited address, which has no profile yet.
          if (isAuthenticated) logout();
          navigate(step.path);
          return;
        case 'joined':
          // Re-reading the session brings the new account into the user's list before '/' shows it.
          await completeSignIn(step.authToken);
          navigate(paths.home);
          toastSuccess(memberMessages.invitationAccepted);
          return;
        case 'unexpected':
          showFailure(step.message);
      }
    },
    onError: (error, token) => {
      const next = acceptFailure(error, token);
      if (next.kind === 'stay') {
        showFailure(next.message);
        return;
      }
      // Back here after sign-in (the guest-only guard reads the return path), to accept again.
      saveReturnPath(next.returnTo);
      // A session the server did not accept would bounce straight back from the login page.
      if (isAuthenticated) logout();
      toastInfo(next.message);
      navigate(paths.login);
    },
  });

  const declineCall = useMutation({
    mutationFn: invitationsApi.decline,
    onSuccess: () => toastSuccess(memberMessages.invitationDeclined),
    onError: toastError,
    // Spec 4: home after Cancel, even when declining failed.
    onSettled: () => navigate(paths.home),
  });

  // Without a token the page says it is missing and does not offer Accept (AcceptInvitationPage).
  const accept = () => {
    if (!invitationToken) return;
    setFailure(null);
    acceptCall.mutate(invitationToken);
  };

  const decline = () => {
    if (invitationToken) declineCall.mutate(invitationToken);
    else navigate(paths.home);
  };

  const pending = acceptCall.isPending ? 'accept' : declineCall.isPending ? 'decline' : null;
  return { accept, decline, pending, failure };
}
