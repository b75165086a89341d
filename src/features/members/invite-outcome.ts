import { inviteMessages, isTooManyAttemptsMessage, type InviteResult } from '../../api/contract';

/** How the answer of an invite is shown (spec 4 "Invite modal", spec 8 "Invite"). */
export type InviteToast = { tone: 'success' | 'error'; message: string };
export type InviteOutcome = { kind: 'list'; results: readonly InviteResult[] } | ({ kind: 'toast' } & InviteToast) | { kind: 'none' };

/**
 * One address's answer as a toast: an error for inviting oneself (spec 8) and for an address the
 * abuse limits held back (nothing was sent: a success toast would mislead), a success otherwise.
 */
export function resultToast(result: InviteResult): InviteToast {
  const refused = result.message === inviteMessages.yourself || isTooManyAttemptsMessage(result.message);
  return { tone: refused ? 'error' : 'success', message: result.message };
}

/** More than one result opens the 'You Just Invited!' list; a single one is a toast. */
export function inviteOutcome(results: readonly InviteResult[]): InviteOutcome {
  if (results.length > 1) return { kind: 'list', results };
  if (results.length === 1) return { kind: 'toast', ...resultToast(results[0]) };
  return { kind: 'none' };
}

/** Whether an address was invited, to mark the ones that were not in the results list. */
export const wasInvited = (result: InviteResult): boolean =>
  result.message === inviteMessages.sent || result.message === inviteMessages.resent;
