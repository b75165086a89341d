import { ApiError } from '../../api/contract';

/**
 * Spec 2 "Redirect page" as pure decisions, tested without React. The route is public, so the
 * page itself decides what a visitor without a session or without a chosen account needs first.
 */
export type RedirectSession = { isAuthenticated: boolean; isEmailVerified: boolean; hasSelectedAccount: boolean };

/**
 * wrong-referrer: nothing to launch. sign-in: keep the referrer, sign in, come back. choose-account:
 * '/' (account selection sends a stored referrer back here; the guards send an unverified user to
 * verify first). launch: ask the launcher once.
 */
export type RedirectStep = 'wrong-referrer' | 'sign-in' | 'choose-account' | 'launch';

export function redirectStep(referrer: string | null, session: RedirectSession): RedirectStep {
  if (!referrer) return 'wrong-referrer';
  if (!session.isAuthenticated) return 'sign-in';
  if (!session.isEmailVerified || !session.hasSelectedAccount) return 'choose-account';
  return 'launch';
}

/** What the status line says about the launch (spec 2 "Redirect page"). */
export type LaunchOutcome = 'fetching' | 'found' | 'wrong-referrer' | 'failed';

/**
 * A 404 is the launcher saying there is no product for this referrer in this account (unknown,
 * not subscribed, blocked, or the membership ended): the spec's wrong-referrer case. Anything else
 * (offline, a dead token, a server error) is a failure to find out.
 */
export const isWrongReferrer = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export function launchOutcome(status: 'idle' | 'pending' | 'success' | 'error', error: unknown): LaunchOutcome {
  if (status === 'success') return 'found';
  if (status === 'error') return isWrongReferrer(error) ? 'wrong-referrer' : 'failed';
  return 'fetching';
}
