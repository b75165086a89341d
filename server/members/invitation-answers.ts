import { INVITATION_STATUS } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { addMembership, findTenancy } from '../accounts/memberships';
import { markEmailVerified } from '../auth/users';
import { replaceBlockedProducts } from './blocked-products';
import { answerInvitation, type InvitationRow } from './invitation-store';
import { invalidInvitation } from './invitation-token';
import { recordActivity } from '../activity/activity-store';
import { actorOfUser, addressActor } from '../activity/actors';
import { linkDirectoryInvitee } from '../scim/directory-invitation';

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
  const alreadyMember = (await findTenancy(tx, userId, invitation.account_id)) !== null;
  await recordActivity(tx, {
    accountId: invitation.account_id, actor: await actorOfUser(tx, userId, invitation.email), action: 'invitation_accepted',
    subject: invitation.email, details: alreadyMember ? '' : `Joined as ${invitation.tenancy}`, at: now,
  });
  if (!alreadyMember) {
    await addMembership(tx, { userId, accountId: invitation.account_id, tenancy: invitation.tenancy, now });
    await replaceBlockedProducts(tx, invitation.account_id, userId, invitation.blocked_product_ids);
  }
  await linkDirectoryInvitee(tx, invitation.account_id, invitation.email, userId, now);
}

/**
 * The invitee declines, in the caller's transaction: the invitation becomes REJECTED, its link
 * stops working and it leaves the list. The link alone is enough, so the log names the person by
 * the address it came to (and by name when that address has a profile).
 */
export async function declineInvitation(tx: Queryable, invitation: InvitationRow, now: Date): Promise<void> {
  if (!(await answerInvitation(tx, invitation, INVITATION_STATUS.REJECTED, now))) throw invalidInvitation();
  const [invitee] = await tx.query<{ id: number }>('select id from users where email = $1', [invitation.email]);
  await recordActivity(tx, {
    accountId: invitation.account_id, actor: invitee ? await actorOfUser(tx, invitee.id, invitation.email) : addressActor(invitation.email),
    action: 'invitation_declined', subject: invitation.email, details: '', at: now,
  });
}
