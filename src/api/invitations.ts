import { AcceptInvitationResponse, MemberMessageResponse, type InvitationTokenRequest } from './contract';
import { request } from './http';

/**
 * Spec 7: the invitee's two calls. They carry the session's bearer when there is one: the server
 * accepts for a signed-in invitee and asks anyone else to sign in or to register.
 */
export const invitationsApi = {
  accept: (invitationToken: string) =>
    request('invitation/accept-invitation', AcceptInvitationResponse, { method: 'POST', body: { invitationToken } satisfies InvitationTokenRequest }),
  decline: (invitationToken: string) =>
    request('invitation/cancel-invitation', MemberMessageResponse, { method: 'POST', body: { invitationToken } satisfies InvitationTokenRequest }),
};
