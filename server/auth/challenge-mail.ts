import type { Queryable } from '../db/db';
import type { Services } from '../services';
import { HttpError } from '../http/errors';
import type { MailMessage } from '../mail/mailer';
import { takeMail } from '../limits/mail';
import { refuseIfWaiting } from '../limits/refusal';
import { identityMail, mailLinks, resetMail, verificationMail } from '../mail/templates';
import { issueChallenge, type IssuedChallenge, type Purpose } from './challenges';
import { MAIL_FAILED_MESSAGE } from './messages';
import type { UserRow } from './users';

/*
 * One policy when a mail cannot be sent, for every flow that mails a code or a link (register,
 * login's identity or e-mail challenge, resend-verify-email, forgot-password, the e-mail change of
 * update-me, invitations):
 *
 * - The challenge is issued and mailed inside the caller's transaction, the mail as the last step.
 *   A failed send throws MailFailedError (503, MAIL_FAILED_MESSAGE) and the transaction rolls back
 *   everything the call did: the new challenge (so the previous code keeps working), a new user and
 *   its session, an e-mail change. Nothing is left half-done, and the user simply tries again.
 * - invitation/invite sends one mail per address, each in its own transaction with that address's
 *   invitation: a failed send takes back only that invitation, and its result says
 *   MAIL_FAILED_MESSAGE while the other addresses of the batch are invited (members/invite.ts).
 * - forgot-password is the one exception: a 503 for a known address and a 200 for an unknown one
 *   would tell anyone which addresses have a profile, and so would the time a mail takes. There the
 *   challenge is written in the call's transaction without voiding the earlier one, and the mail
 *   goes after the answer (auth/reset-request.ts): sent, it voids the earlier challenges; failed, it
 *   is logged and voids the new one, so its token matches nothing, as an unknown address's does,
 *   and the code mailed before keeps working.
 *
 * Every mail also counts against its address's allowance (limits/mail.ts), checked and taken under
 * the counter's lock in the transaction that issues it, before the answer: of a burst for one
 * address and purpose, sequential or parallel, one call a minute mails. A mail that could not be
 * sent costs nothing: its transaction rolls back, or for forgot-password the failure gives the
 * allowance back along with voiding the challenge.
 *
 * The outbox mailer writes into the same transaction, so a rolled-back call leaves no mail behind.
 * SMTP cannot take a mail back: if the commit fails after the server accepted the mail, the user
 * holds a code that matches nothing and asks for a new one. Sending inside the transaction keeps it
 * open for one SMTP round trip, which SmtpMailer bounds with short timeouts.
 */

export type MailedPurpose = Exclude<Purpose, 'reset_grant' | 'second_factor'>;

const kinds = {
  verify_email: { template: verificationMail, link: mailLinks.verifyEmail },
  verify_identity: { template: identityMail, link: mailLinks.verifyIdentity },
  reset_password: { template: resetMail, link: mailLinks.resetPassword },
} satisfies Record<MailedPurpose, unknown>;

/** The mail server refused or did not answer; the transaction it was sent in rolls back. */
export class MailFailedError extends HttpError {
  constructor() {
    super(503, { message: MAIL_FAILED_MESSAGE });
    this.name = 'MailFailedError';
  }
}

type MailedChallenge = {
  user: UserRow; purpose: MailedPurpose; deviceId: string | null; rememberMe: boolean; now: Date;
  /** Where the mail goes: the user's e-mail unless given (a pending address, which the challenge then proves). */
  to?: string;
};

/**
 * Issues a challenge (voiding the user's earlier ones of the purpose) and mails its code and magic
 * link to the user's e-mail (or `to`), both in `tx`; the challenge records the address. Call it as
 * the transaction's last step: a failed mail throws MailFailedError and must take the whole call
 * back with it.
 */
export async function issueMailedChallenge(services: Services, tx: Queryable, input: MailedChallenge): Promise<IssuedChallenge> {
  const { user, purpose } = input;
  const to = input.to ?? user.email;
  // A mail to this address a moment ago: 429, and the transaction takes the whole call back.
  refuseIfWaiting(await takeMail(tx, purpose, to, input.now));
  const issued = await issueChallenge(tx, services.keys.code, {
    userId: user.id, purpose, deviceId: input.deviceId, rememberMe: input.rememberMe, now: input.now, email: to,
  });
  await sendInTransaction(services, tx, challengeMessage(services, user, purpose, issued, to));
  return issued;
}

/** The mail carrying a challenge's code and magic link, to the user's e-mail unless `to` names another. */
export function challengeMessage(
  services: Services, user: UserRow, purpose: MailedPurpose, issued: IssuedChallenge, to: string = user.email,
): MailMessage {
  if (issued.code === null || issued.linkToken === null) throw new Error(`${purpose} challenge without code or link`);
  const kind = kinds[purpose];
  return kind.template({
    to,
    firstName: user.first_name,
    code: issued.code,
    link: kind.link(services.config.publicUrl, issued.linkToken),
  });
}

/**
 * Sends a mail as the last step of the transaction `tx` (the policy above): a failed send is logged
 * and throws MailFailedError, which must take the whole transaction back with it.
 */
export async function sendInTransaction(services: Services, tx: Queryable, message: MailMessage): Promise<void> {
  try {
    await services.mailer.send(message, tx);
  } catch (error) {
    console.error(`Sending "${message.subject}" to ${message.to} failed:`, error);
    throw new MailFailedError();
  }
}
