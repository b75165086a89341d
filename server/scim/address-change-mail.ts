import { paths } from '../../src/routing/paths';
import { escapeHtml } from '../http/html';
import type { MailMessage } from '../mail/mailer';

/*
 * The notice directory sync sends to a person's old address when the organisation's directory
 * moves their profile to a new one: the old mailbox hears of it, with who did it and when, as
 * the person's own address change tells it (mail/credential-notices.ts).
 */

export type DirectoryAddressNotice = { to: string; firstName: string; newEmail: string; accountName: string; at: Date; publicUrl: string };

const when = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;

export function directoryAddressNoticeMail(input: DirectoryAddressNotice): MailMessage {
  const subject = 'Your e-mail address was changed';
  const what = `The e-mail address of your user profile was changed to ${input.newEmail} by the directory sync of ${input.accountName}.`;
  const context = `This happened on ${when(input.at)}. From now on you sign in with the new address.`;
  const advice = `If you did not expect this, contact the administrators of ${input.accountName}; the portal is at ${input.publicUrl}${paths.login}.`;
  const text = [`Hello ${input.firstName},`, '', what, context, '', advice].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello ${escapeHtml(input.firstName)},</p>
<p>${escapeHtml(what)}<br>${escapeHtml(context)}</p>
<p>${escapeHtml(advice)}</p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
