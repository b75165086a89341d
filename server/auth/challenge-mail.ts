import type { Services } from '../services';
import { HttpError } from '../http/errors';
import { identityMail, mailLinks, resetMail, verificationMail } from '../mail/templates';
import type { IssuedChallenge, Purpose } from './challenges';
import { MAIL_FAILED_MESSAGE } from './messages';
import type { UserRow } from './users';

type MailedPurpose = Exclude<Purpose, 'reset_grant'>;

const kinds = {
  verify_email: { template: verificationMail, link: mailLinks.verifyEmail },
  verify_identity: { template: identityMail, link: mailLinks.verifyIdentity },
  reset_password: { template: resetMail, link: mailLinks.resetPassword },
} satisfies Record<MailedPurpose, unknown>;

/** Mails a challenge's code and magic link. A mail server failure is a 503 the user can retry. */
export async function mailChallenge(
  services: Services,
  user: UserRow,
  purpose: MailedPurpose,
  issued: IssuedChallenge,
): Promise<void> {
  if (issued.code === null || issued.linkToken === null) throw new Error(`${purpose} challenge without code or link`);
  const kind = kinds[purpose];
  const message = kind.template({
    to: user.email,
    firstName: user.first_name,
    code: issued.code,
    link: kind.link(services.config.publicUrl, issued.linkToken),
  });
  try {
    await services.mailer.send(message);
  } catch (error) {
    console.error(`Sending "${message.subject}" to ${message.to} failed:`, error);
    throw new HttpError(503, { message: MAIL_FAILED_MESSAGE });
  }
}
