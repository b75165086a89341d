import { INVITATION_TTL_DAYS } from '../../src/api/contract';
import { paths, withQuery } from '../../src/routing/paths';
import { escapeHtml } from '../http/html';
import type { MailMessage } from './mailer';

export type CodeMailInput = { to: string; firstName: string; code: number; link: string };

type Template = { subject: string; intro: string; action: string; ignore: string };

const templates = {
  verification: {
    subject: 'Verify your email',
    intro: 'Please confirm that this is your email address.',
    action: 'Or open this link to verify your email:',
    ignore: 'If you did not create a user profile, you can ignore this email.',
  },
  identity: {
    subject: 'Verify your identity',
    intro: 'Someone is signing in to your user profile from a device we do not know yet.',
    action: 'Or open this link to verify your identity:',
    ignore: 'If this was not you, do not share this code and change your password.',
  },
  reset: {
    subject: 'Reset your password',
    intro: 'We received a request to reset your password.',
    action: 'Or open this link to choose a new password:',
    ignore: 'If you did not ask for this, you can ignore this email; your password stays the same.',
  },
} satisfies Record<string, Template>;

export const verificationMail = (input: CodeMailInput) => render(templates.verification, input);
export const identityMail = (input: CodeMailInput) => render(templates.identity, input);
export const resetMail = (input: CodeMailInput) => render(templates.reset, input);

const portalLink = (path: string) => (publicUrl: string, token: string) => `${publicUrl}${withQuery(path, { token })}`;

/** Magic-link addresses: the portal's routes that read the token from the query string. */
export const mailLinks = {
  verifyEmail: portalLink(paths.verifyEmail),
  verifyIdentity: portalLink(paths.verifyIdentity),
  resetPassword: portalLink(paths.resetPassword),
  invitation: portalLink(paths.invitation),
};

function render(template: Template, { to, firstName, code, link }: CodeMailInput): MailMessage {
  const expiry = 'The code and the link expire in 10 minutes and work once.';
  const text = [
    `Hello ${firstName},`,
    '',
    template.intro,
    '',
    `Your code is ${code}.`,
    '',
    template.action,
    link,
    '',
    expiry,
    template.ignore,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello ${escapeHtml(firstName)},</p>
<p>${escapeHtml(template.intro)}</p>
<p>Your code is <strong style="font-size: 1.4em; letter-spacing: 0.1em">${code}</strong>.</p>
<p>${escapeHtml(template.action)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(expiry)}<br>${escapeHtml(template.ignore)}</p>
</body></html>`;
  return { to, subject: template.subject, text, html };
}

export type InvitationMailInput = { to: string; accountName: string; inviterName: string; link: string };

/** An invitation to join an account: who invites, to which account, and the link that accepts or declines. */
export function invitationMail({ to, accountName, inviterName, link }: InvitationMailInput): MailMessage {
  const intro = `${inviterName} invited you to join the account ${accountName} on the customer portal.`;
  const action = 'Open this link to accept or decline the invitation:';
  const expiry = `The invitation expires in ${INVITATION_TTL_DAYS} days and works once.`;
  const ignore = 'If you were not expecting it, you can ignore this email.';
  const text = ['Hello,', '', intro, '', action, link, '', expiry, ignore].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(action)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(expiry)}<br>${escapeHtml(ignore)}</p>
</body></html>`;
  // An account name is typed by users: no line break may reach a mail header.
  const subject = `You are invited to join ${accountName}`.replace(/\s+/g, ' ');
  return { to, subject, text, html };
}
