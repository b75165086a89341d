import { is } from 'superstruct';
import { Email, inviteMessages, type InviteResult } from '../../src/api/contract';
import { normaliseEmail } from '../auth/users';
import { isLive, type InvitationRow } from './invitation-store';

/** An address answered at once, or one to (re)send an invitation to. */
export type InviteDecision =
  | InviteResult
  | { email: string; normalised: string; send: 'new' }
  | { email: string; normalised: string; send: 'again'; invitationId: number };

/** What the batch is decided against, read once for all its addresses. */
export type InviteFacts = {
  callerEmail: string;
  memberEmails: ReadonlySet<string>;
  invitations: ReadonlyMap<string, Pick<InvitationRow, 'id' | 'status' | 'expires_at'>>;
  now: Date;
};

/**
 * Each address of an invite, in the order given, decided on its own (never all-or-nothing):
 * malformed, repeated in this batch (case-insensitively), the caller's own, already a member,
 * already invited and the invitation still live; otherwise invited, again if a canceled, declined,
 * expired or stale invitation exists. `email` is echoed as given.
 */
export function decideInvites(addresses: string[], facts: InviteFacts): InviteDecision[] {
  const seen = new Set<string>();
  return addresses.map((email): InviteDecision => {
    if (!is(email, Email)) return { email, message: inviteMessages.malformed };
    const normalised = normaliseEmail(email);
    if (seen.has(normalised)) return { email, message: inviteMessages.duplicate };
    seen.add(normalised);
    if (normalised === facts.callerEmail) return { email, message: inviteMessages.yourself };
    if (facts.memberEmails.has(normalised)) return { email, message: inviteMessages.alreadyMember };
    const invitation = facts.invitations.get(normalised);
    if (!invitation) return { email, normalised, send: 'new' };
    if (isLive(invitation, facts.now)) return { email, message: inviteMessages.alreadyInvited };
    return { email, normalised, send: 'again', invitationId: invitation.id };
  });
}
