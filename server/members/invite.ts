import { MAX_INVITE_BATCH, inviteAddresses, inviteMessages, tooManyAttemptsMessage, type InviteResult } from '../../src/api/contract';
import type { Services } from '../services';
import { badRequest, notFound } from '../http/errors';
import { findAccountName } from '../accounts/account-store';
import { memberEmailsAmong, type Tenancy } from '../accounts/memberships';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../accounts/messages';
import { MailFailedError, sendInTransaction } from '../auth/challenge-mail';
import { MAIL_FAILED_MESSAGE } from '../auth/messages';
import { normaliseEmail, type UserRow } from '../auth/users';
import { checkGrantable, grantableProducts } from '../catalogue/grantable-products';
import { giveBackInvitation, refuseIfAccountOutOfInvites, takeInvitation } from '../limits/invitations';
import { retryAfterSeconds } from '../limits/refusal';
import { invitationMail, mailLinks } from '../mail/templates';
import { blockedFor } from './blocked-products';
import { decideInvites, type InviteDecision } from './invite-decisions';
import { insertInvitation, invitationsTo, reissueInvitation } from './invitation-store';
import { invitationToken, newInvitationSecret } from './invitation-token';
import { recordActivity } from '../activity/activity-store';
import { userActor } from '../activity/actors';

/** blockedPackages null: the invite named no apps, so all of them start blocked (spec 6). */
export type InviteInput = { accountId: number; inviter: UserRow; emails: string; tenancy: Tenancy; blockedPackages: number[] | null };

type Batch = Omit<InviteInput, 'emails' | 'blockedPackages'> & { accountName: string; blockedProductIds: number[] };
type Sending = Exclude<InviteDecision, InviteResult>;

/**
 * POST invitation/invite: one result per address, in order. The batch is read once (members and
 * invitations of all its addresses); then each address to invite gets its own transaction holding
 * its invitation and its mail (policy in auth/challenge-mail.ts). A mail that cannot be sent takes
 * back only that address's invitation, which answers MAIL_FAILED_MESSAGE; the others stand. An
 * address mailed a moment ago, or past the account's daily cap, answers the limit's message
 * (limits/invitations.ts); an account with no invitations left that day gets a 429.
 */
export async function inviteMembers(services: Services, input: InviteInput): Promise<InviteResult[]> {
  const { db, clock } = services;
  const addresses = inviteAddresses(input.emails);
  if (addresses.length === 0) throw badRequest(inviteMessages.emailsRequired, { emails: inviteMessages.emailsRequired });
  if (addresses.length > MAX_INVITE_BATCH) throw badRequest(inviteMessages.tooMany, { emails: inviteMessages.tooMany });
  const grantable = await grantableProducts(db, input.accountId);
  // Spec 6: every app starts blocked until ticked, so an invite that names none blocks them all.
  const blocked = input.blockedPackages === null
    ? grantable.map((product) => product.id)
    : checkGrantable(grantable, input.blockedPackages, 'blocked_packages');
  const accountName = await findAccountName(db, input.accountId);
  if (accountName === null) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  await refuseIfAccountOutOfInvites(db, input.accountId, clock.now());

  const emails = addresses.map(normaliseEmail);
  const invitations = await invitationsTo(db, input.accountId, emails);
  const decisions = decideInvites(addresses, {
    callerEmail: input.inviter.email,
    memberEmails: await memberEmailsAmong(db, input.accountId, emails),
    invitations: new Map(invitations.map((invitation) => [invitation.email, invitation])),
    now: clock.now(),
  });

  const batch: Batch = {
    accountId: input.accountId, inviter: input.inviter, tenancy: input.tenancy, accountName,
    blockedProductIds: blockedFor(input.tenancy, blocked),
  };
  const results: InviteResult[] = [];
  // One after another: a batch is at most 100 short transactions, and SMTP takes one mail at a time.
  for (const decision of decisions) results.push('message' in decision ? decision : await send(services, batch, decision));
  return results;
}

async function send(services: Services, batch: Batch, decision: Sending): Promise<InviteResult> {
  const { secret, hash } = newInvitationSecret();
  const now = services.clock.now();
  const issue = {
    accountId: batch.accountId, email: decision.normalised, tenancy: batch.tenancy, blockedProductIds: batch.blockedProductIds,
    secretHash: hash, invitedBy: batch.inviter.id, now,
  };
  try {
    return await services.db.transaction(async (tx): Promise<InviteResult> => {
      // Mailed a moment ago, or the account's day is used up: this address says so, the batch goes on.
      const wait = await takeInvitation(tx, batch.accountId, decision.normalised, now);
      if (wait > 0) return { email: decision.email, message: tooManyAttemptsMessage(retryAfterSeconds(wait)) };
      // A row that cannot be reissued is live again, or was deleted by the sweep (maintenance/sweep.ts)
      // since the batch was read: then the insert makes it afresh, or finds the live one and does nothing.
      const id = decision.send === 'again' && (await reissueInvitation(tx, decision.invitationId, issue))
        ? decision.invitationId
        : await insertInvitation(tx, issue);
      // Another call invited the address since the batch was read: no mail goes, so none is counted.
      if (id === null) {
        await giveBackInvitation(tx, batch.accountId, decision.normalised, now);
        return { email: decision.email, message: inviteMessages.alreadyInvited };
      }
      // Logged with the invitation and its mail: a mail that fails takes the entry back with them.
      await recordActivity(tx, {
        accountId: batch.accountId, actor: userActor(batch.inviter), action: decision.send === 'new' ? 'member_invited' : 'member_reinvited',
        subject: decision.normalised, details: `Invited as ${batch.tenancy}`, at: now,
      });
      const token = await invitationToken(services, {
        invitationId: id, secret, email: decision.normalised, accountName: batch.accountName, now,
      });
      await sendInTransaction(services, tx, invitationMail({
        to: decision.normalised,
        accountName: batch.accountName,
        inviterName: `${batch.inviter.first_name} ${batch.inviter.last_name}`,
        link: mailLinks.invitation(services.config.publicUrl, token),
      }));
      return { email: decision.email, message: decision.send === 'new' ? inviteMessages.sent : inviteMessages.resent };
    });
  } catch (error) {
    if (error instanceof MailFailedError) return { email: decision.email, message: MAIL_FAILED_MESSAGE };
    throw error;
  }
}
