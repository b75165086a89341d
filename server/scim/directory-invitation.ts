import { INVITATION_STATUS, TENANCY, scimErrorDetails } from '../../src/api/contract';
import { findAccountName } from '../accounts/account-store';
import { recordActivity } from '../activity/activity-store';
import { DIRECTORY_SYNC } from '../activity/actors';
import { MailFailedError, sendInTransaction } from '../auth/challenge-mail';
import type { Queryable } from '../db/db';
import { takeDirectoryInvitation } from '../limits/directory-invitations';
import { retryAfterSeconds } from '../limits/refusal';
import { invitationMail, mailLinks } from '../mail/templates';
import { blockedFor } from '../members/blocked-products';
import { cancelInvitation, findInvitationByEmail, insertInvitation, isLive, reissueInvitation } from '../members/invitation-store';
import { invitationToken, newInvitationSecret } from '../members/invitation-token';
import type { Services } from '../services';
import { ScimError } from './scim-error';

/*
 * A person outside the account's verified domains: the directory cannot vouch for their address,
 * so it invites them as an administrator would, and the person joins by proving the mailbox
 * (accepting as any invitation is accepted). Each runs in the caller's transaction, under the
 * account's lock; the SCIM resource names the invitation by its address (scim_users.invited_email).
 */

/**
 * Invites `email` as a STANDARD member with every app blocked (as a provisioned member starts):
 * the invitation row (re)issued and its mail sent, last, in `tx`. A live invitation to the address
 * (an administrator's) is the resource's as it is: nothing is sent or counted. Past the directory's
 * daily allowance, 429 with Retry-After; a mail that cannot be sent, 503: either takes back `tx`.
 */
export async function inviteForDirectory(services: Services, tx: Queryable, accountId: number, email: string, now: Date): Promise<void> {
  const existing = await findInvitationByEmail(tx, accountId, email);
  if (existing && isLive(existing, now)) return;
  const wait = await takeDirectoryInvitation(tx, accountId, email, now);
  if (wait > 0) {
    const seconds = retryAfterSeconds(wait);
    throw new ScimError(429, scimErrorDetails.tooManyRequests(seconds), undefined, { 'Retry-After': String(seconds) });
  }
  const products = await tx.query<{ id: number }>('select id from products order by id');
  const { secret, hash } = newInvitationSecret();
  const issue = {
    accountId, email, tenancy: TENANCY.STANDARD, blockedProductIds: blockedFor(TENANCY.STANDARD, products.map((product) => product.id)),
    secretHash: hash, invitedBy: null, now,
  };
  const again = existing !== null && (await reissueInvitation(tx, existing.id, issue));
  const id = again ? existing.id : await insertInvitation(tx, issue);
  // The account's lock is held: no other call invites this address meanwhile.
  if (id === null) throw new Error(`no invitation for ${email} after inviting it`);
  await recordActivity(tx, {
    accountId, actor: DIRECTORY_SYNC, action: again ? 'member_reinvited' : 'member_invited', subject: email,
    details: `Invited as ${TENANCY.STANDARD}`, at: now,
  });
  const accountName = (await findAccountName(tx, accountId)) ?? 'your organisation';
  const token = await invitationToken(services, { invitationId: id, secret, email, accountName, now });
  try {
    await sendInTransaction(services, tx, invitationMail({
      to: email, accountName, inviterName: `The directory sync of ${accountName}`, link: mailLinks.invitation(services.config.publicUrl, token),
    }));
  } catch (error) {
    if (error instanceof MailFailedError) throw new ScimError(503, scimErrorDetails.invitationMailFailed);
    throw error;
  }
}

/** Withdraws the pending invitation to `email`, if there is one: its link stops working (listed as canceled, to invite again). */
export async function cancelForDirectory(tx: Queryable, accountId: number, email: string, now: Date): Promise<void> {
  const invitation = await findInvitationByEmail(tx, accountId, email);
  if (!invitation || invitation.status !== INVITATION_STATUS.PENDING) return;
  await cancelInvitation(tx, invitation.id, now);
  await recordActivity(tx, { accountId, actor: DIRECTORY_SYNC, action: 'invitation_canceled', subject: email, details: '', at: now });
}

/**
 * The invitee accepted (members/invitation-answers.ts, in its transaction, the membership made):
 * the account's pending user resource for that address names the member from now on, with the
 * same SCIM id, and the groups it is in count for the member's apps. A member that already has a
 * resource in the account keeps that one.
 */
export async function linkDirectoryInvitee(tx: Queryable, accountId: number, email: string, userId: number, now: Date): Promise<void> {
  const linked = await tx.query<{ id: number }>(
    `update scim_users set user_id = $3, invited_email = null, updated_at = $4
     where account_id = $1 and invited_email = $2
       and not exists (select 1 from scim_users other where other.account_id = $1 and other.user_id = $3)
     returning id`,
    [accountId, email, userId, now],
  );
  if (linked.length === 0) return;
  await tx.query('update scim_group_members set user_id = $3 where account_id = $1 and scim_user_id = any($2::int[])', [
    accountId, linked.map((row) => row.id), userId,
  ]);
}
