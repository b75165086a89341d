import { paths } from '../../src/routing/paths';
import { escapeHtml } from '../http/html';
import type { MailMessage } from './mailer';

/*
 * The notice a changed credential sends to the address the profile had before the change: if
 * someone else made it, the owner hears of it where they still read, with when and from which
 * browser, and what to do next.
 */

export type CredentialChange = { kind: 'email'; newEmail: string } | { kind: 'password' };

export type CredentialNoticeInput = {
  to: string;
  firstName: string;
  change: CredentialChange;
  at: Date;
  /** 'Chrome 131 on Linux', as the Security screen names devices. */
  device: string;
  publicUrl: string;
};

const when = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;

export function credentialNoticeMail(input: CredentialNoticeInput): MailMessage {
  const { change } = input;
  const subject = change.kind === 'email' ? 'A new e-mail address was asked for' : 'Your password was changed';
  const what =
    change.kind === 'email'
      ? `A change of your user profile's e-mail address to ${change.newEmail} was asked for. You keep signing in with this address until the new one is verified by the code sent to it.`
      : 'The password of your user profile was changed, and every other device was signed out.';
  const context = `This happened on ${when(input.at)}, from ${input.device}.`;
  const resetLink = `${input.publicUrl}${paths.forgotPassword}`;
  const advice =
    change.kind === 'email'
      ? `If this was not you, someone knows your password: reset it now at ${resetLink}, which also keeps this address, and check the signed-in devices on your Security page.`
      : `If this was not you, reset your password now at ${resetLink} and check the signed-in devices on your Security page.`;
  const ignore = 'If it was you, there is nothing to do.';

  const text = [`Hello ${input.firstName},`, '', what, context, '', advice, ignore].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello ${escapeHtml(input.firstName)},</p>
<p>${escapeHtml(what)}<br>${escapeHtml(context)}</p>
<p>${escapeHtml(advice)}<br>${escapeHtml(ignore)}</p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
