import type { UserAccount } from '../api/contract';
import { paths } from '../routing/paths';

/**
 * Spec 2 "Route guards" 1-5 as pure decisions, so every rule is tested without React. The guard
 * components in guards.tsx only act on what these return.
 */
export type GuardState = {
  isInitialized: boolean;
  isAuthenticated: boolean;
  isEmailVerified: boolean;
  hasSelectedAccount: boolean;
  /** The chosen account requires two-step verification and the user has no second factor yet. */
  needsTwoStep: boolean;
  /**
   * This session does not open the chosen account yet: it asks for the person's own sign-in (a
   * provider's session speaks for its own account only), or for single sign-on through its provider.
   */
  needsAccountSignIn: boolean;
};

/** What the guards read of the session (SessionValue), and the chosen account's marks. */
export type SessionFacts = {
  isInitialized: boolean;
  isAuthenticated: boolean;
  isEmailVerified: boolean;
  selectedAccount: UserAccount | null;
};

export function guardStateOf({ isInitialized, isAuthenticated, isEmailVerified, selectedAccount }: SessionFacts): GuardState {
  return {
    isInitialized,
    isAuthenticated,
    isEmailVerified,
    hasSelectedAccount: selectedAccount !== null,
    needsTwoStep: selectedAccount?.needs_two_step === true,
    needsAccountSignIn: selectedAccount !== null && (selectedAccount.needs_own_sign_in || selectedAccount.needs_sso),
  };
}

/** public: anyone; guest: the /auth pages; session: '/', its children, /dashboard, checkout return. */
export type RouteAccess = 'public' | 'guest' | 'session';

export type GuardDecision =
  | { kind: 'render' }
  /** Rule 1: the session is still starting. */
  | { kind: 'loading' }
  /** Rule 2: remember `returnTo`, then go to login. */
  | { kind: 'sign-in'; returnTo: string }
  /** Rules 3 and 4, the account sign-in rule and the two-step rule. */
  | { kind: 'redirect'; to: string }
  /** Rule 5: leave the guest pages for the remembered path, or '/' when there is none. */
  | { kind: 'leave-guest-area' };

const RENDER: GuardDecision = { kind: 'render' };

/** Rule 4's exemptions: where a signed-in user may be without a chosen account. */
const ACCOUNT_FREE_PREFIXES = ['/auth', '/subscribe', '/invitation', '/create-account'];

/** The checkout return (/{provider}/success) selects the matching account itself (spec 4). */
const CHECKOUT_RETURN = /^\/[^/]+\/success\/?$/i;

export function isAccountFreePath(path: string): boolean {
  const lower = path.toLowerCase();
  return (
    lower === paths.home ||
    ACCOUNT_FREE_PREFIXES.some((prefix) => lower.startsWith(prefix)) ||
    CHECKOUT_RETURN.test(lower)
  );
}

/** Rules 2 and 3: who may see a session page at all. */
export function sessionRule(state: GuardState, path: string, search = ''): GuardDecision {
  if (!state.isAuthenticated) return { kind: 'sign-in', returnTo: search ? `${path}?${search}` : path };
  if (!state.isEmailVerified) return { kind: 'redirect', to: paths.verifyEmailMessage };
  return RENDER;
}

/** Rule 4: a signed-in user without a chosen account goes to '/' to choose one. */
export function accountRule(state: GuardState, path: string): GuardDecision {
  if (state.isAuthenticated && !state.hasSelectedAccount && !isAccountFreePath(path)) {
    return { kind: 'redirect', to: paths.home };
  }
  return RENDER;
}

/**
 * The chosen account opens only once the person proves more than this session did: back to '/',
 * whose card for it offers the step. Pages that need no account stay open.
 */
export function accountSignInRule(state: GuardState, path: string): GuardDecision {
  if (state.isAuthenticated && state.hasSelectedAccount && state.needsAccountSignIn && !isAccountFreePath(path)) {
    return { kind: 'redirect', to: paths.home };
  }
  return RENDER;
}

/**
 * Where a member of an account that requires two-step verification may still go without it: the
 * Security screen to set it up, the profile, and every page that needs no account ('/' among
 * them, to choose another account).
 */
export function isTwoStepFreePath(path: string): boolean {
  const lower = path.toLowerCase().replace(/\/+$/, '');
  return lower === paths.security || lower === paths.profile || isAccountFreePath(path);
}

/** The chosen account requires a second factor the user lacks: nothing else until it is set up. */
export function twoStepRule(state: GuardState, path: string): GuardDecision {
  if (state.isAuthenticated && state.hasSelectedAccount && state.needsTwoStep && !isTwoStepFreePath(path)) {
    return { kind: 'redirect', to: paths.security };
  }
  return RENDER;
}

/** Rule 5: a signed-in user with a verified e-mail has nothing to do on the guest pages. */
export function guestRule(state: GuardState): GuardDecision {
  return state.isAuthenticated && state.isEmailVerified ? { kind: 'leave-guest-area' } : RENDER;
}

/**
 * All five rules, the account sign-in rule and the two-step rule for a route of the given access,
 * first applicable rule wins: an account the session does not open sends the person to choose,
 * before anything asks them to set up two-step for it.
 */
export function guardRedirect(state: GuardState, access: RouteAccess, path: string, search = ''): GuardDecision {
  if (!state.isInitialized) return { kind: 'loading' };
  if (access === 'guest') return guestRule(state);
  if (access === 'public') return RENDER;
  const session = sessionRule(state, path, search);
  if (session.kind !== 'render') return session;
  const account = accountRule(state, path);
  if (account.kind !== 'render') return account;
  const accountSignIn = accountSignInRule(state, path);
  return accountSignIn.kind === 'render' ? twoStepRule(state, path) : accountSignIn;
}
