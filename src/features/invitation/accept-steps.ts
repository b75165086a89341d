import { ApiError, errorMessage, type AcceptInvitationResponse } from '../../api/contract';
import { paths, withQuery } from '../../routing/paths';

/**
 * Spec 4 "Accept invitation" as pure decisions, so every branch is tested without a screen:
 * an invitee without a user profile registers with the token the server hands back; one signed
 * in as the invited address gets their session token and has joined; a visitor with a profile
 * who is not signed in signs in first and comes back here; anything else is said on the page.
 */
export type AcceptStep =
  | { kind: 'register'; path: string }
  | { kind: 'joined'; authToken: string }
  /** An answer with neither token: nothing to act on, so its message is shown. */
  | { kind: 'unexpected'; message: string };

export type AcceptFailure =
  /** Spec guard 2: remember `returnTo`, go to login, and show `message` there. */
  | { kind: 'sign-in'; message: string; returnTo: string }
  | { kind: 'stay'; message: string };

/** This page for one invitation: where sign-in brings the user back to. */
export const invitationPath = (invitationToken: string): string => withQuery(paths.invitation, { token: invitationToken });

export function acceptStep(response: AcceptInvitationResponse): AcceptStep {
  if (response.invitationToken) {
    return { kind: 'register', path: withQuery(paths.register, { token: response.invitationToken }) };
  }
  if (response.authToken) return { kind: 'joined', authToken: response.authToken };
  return { kind: 'unexpected', message: response.message };
}

/** A 401 means "sign in first" (the invited address has a profile); every other refusal stays. */
export function acceptFailure(error: unknown, invitationToken: string): AcceptFailure {
  const message = errorMessage(error);
  if (error instanceof ApiError && error.status === 401) {
    return { kind: 'sign-in', message, returnTo: invitationPath(invitationToken) };
  }
  return { kind: 'stay', message };
}
