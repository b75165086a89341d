import { describe, expect, it } from 'vitest';
import { accountRule, guardRedirect, guestRule, isAccountFreePath, sessionRule, type GuardState } from '../../src/app/guard-rules';

const starting: GuardState = {
  isInitialized: false, isAuthenticated: false, isEmailVerified: false, hasSelectedAccount: false, needsTwoStep: false, needsAccountSignIn: false,
};
const signedOut: GuardState = { ...starting, isInitialized: true };
const unverified: GuardState = { ...signedOut, isAuthenticated: true };
const noAccount: GuardState = { ...unverified, isEmailVerified: true };
const ready: GuardState = { ...noAccount, hasSelectedAccount: true };

describe('guard rule 1: session not initialised', () => {
  it.each(['public', 'guest', 'session'] as const)('shows Loading on %s routes', (access) => {
    expect(guardRedirect(starting, access, '/dashboard')).toEqual({ kind: 'loading' });
  });
});

describe('guard rule 2: not authenticated', () => {
  it('remembers the requested path with its query and signs in first', () => {
    expect(sessionRule(signedOut, '/dashboard/profile', 'tab=1')).toEqual({ kind: 'sign-in', returnTo: '/dashboard/profile?tab=1' });
    expect(guardRedirect(signedOut, 'session', '/')).toEqual({ kind: 'sign-in', returnTo: '/' });
  });

  it('lets anyone see public routes', () => {
    expect(guardRedirect(signedOut, 'public', '/invitation')).toEqual({ kind: 'render' });
  });

  it('lets a signed-out user see the guest pages', () => {
    expect(guardRedirect(signedOut, 'guest', '/auth/login')).toEqual({ kind: 'render' });
  });
});

describe('guard rule 3: unverified e-mail', () => {
  it('sends the user to the verify-email message page', () => {
    expect(sessionRule(unverified, '/dashboard')).toEqual({ kind: 'redirect', to: '/auth/verify-email-message' });
    expect(guardRedirect(unverified, 'session', '/')).toEqual({ kind: 'redirect', to: '/auth/verify-email-message' });
  });

  it('keeps the user on the guest pages, where the verification happens', () => {
    expect(guestRule(unverified)).toEqual({ kind: 'render' });
  });
});

describe('guard rule 4: no account chosen', () => {
  it.each(['/dashboard', '/dashboard/profile', '/dashboard/manage-user', '/somewhere'])('sends %s to /', (path) => {
    expect(accountRule(noAccount, path)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRedirect(noAccount, 'session', path)).toEqual({ kind: 'redirect', to: '/' });
  });

  it.each(['/', '/auth/login', '/subscribe', '/subscribe-package', '/invitation', '/create-account', '/sandbox/success'])(
    'lets %s through',
    (path) => {
      expect(isAccountFreePath(path)).toBe(true);
      expect(guardRedirect(noAccount, 'session', path)).toEqual({ kind: 'render' });
    },
  );

  it('does nothing once an account is chosen, or for a signed-out user', () => {
    expect(accountRule(ready, '/dashboard')).toEqual({ kind: 'render' });
    expect(accountRule(signedOut, '/dashboard')).toEqual({ kind: 'render' });
  });
});

describe('guard rule 5: guest-only pages', () => {
  it('sends a verified user on (to the remembered path or /)', () => {
    expect(guestRule(noAccount)).toEqual({ kind: 'leave-guest-area' });
    expect(guardRedirect(ready, 'guest', '/auth/register')).toEqual({ kind: 'leave-guest-area' });
  });
});

describe('a signed-in, verified user with an account', () => {
  it('sees every session page', () => {
    expect(guardRedirect(ready, 'session', '/dashboard/products')).toEqual({ kind: 'render' });
  });
});
