import { INVITATION_STATUS } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { addMembership, findTenancy } from '../accounts/memberships';
import { markEmailVerified } from '../auth/users';
import { replaceBlockedProducts } from './blocked-products';
import { answerInvitation, type InvitationRow } from './invitation-store';
import { invalidInvitation } from './invitation-token';

/**
 * The invitee joins: in the caller's transaction the invitation is used up (a second use, or one
 * racing this, gets 400 invitationInvalid and rolls the call back) and the membership is made with
 * the invitation's tenancy and blocked apps. The link came to the invited address, so that address
 * is now proven: the user's e-mail counts as verified. Someone who is a member already (added
 * meanwhile) keeps the membership they have: an invitation never changes an existing one.
 */
export async function joinAccount(tx: Queryable, invitation: InvitationRow, userId: number, now: Date): Promise<void> {
  if (!(await answerInvitation(tx, invitation, INVITATION_STATUS.ACCEPTED, now))) throw invalidInvitation();
  await markEmailVerified(tx, userId, now);
  if (await findTenancy(tx, userId, invitation.account_id)) return;
  await addMembership(tx, { userId, accountId: invitation.account_id, tenancy: invitation.tenancy, now });
  await replaceBlockedProducts(tx, invitation.account_id, userId, invitation.blocked_product_ids);
}

/** The invitee declines: the invitation becomes REJECTED, its link stops working and it leaves the list. */
export async function declineInvitation(db: Queryable, invitation: InvitationRow, now: Date): Promise<void> {
  if (!(await answerInvitation(db, invitation, INVITATION_STATUS.REJECTED, now))) throw invalidInvitation();
}
