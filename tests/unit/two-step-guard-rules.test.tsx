import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Guard } from '../../src/app/guards';
import { guardRedirect, twoStepRule, type GuardState } from '../../src/app/guard-rules';
import { renderWithProviders } from '../support/render';
import { makeAccount, seedSession } from '../support/session-fixtures';

const ready: GuardState = { isInitialized: true, isAuthenticated: true, isEmailVerified: true, hasSelectedAccount: true, needsTwoStep: false, needsAccountSignIn: false };
const needsTwoStep: GuardState = { ...ready, needsTwoStep: true };

describe('the two-step rule: an account that requires a second factor the user lacks', () => {
  it.each(['/dashboard', '/dashboard/products', '/dashboard/manage-user', '/dashboard/update-account', '/dashboard/packages'])(
    'sends %s to Security',
    (path) => {
      expect(twoStepRule(needsTwoStep, path)).toEqual({ kind: 'redirect', to: '/dashboard/security' });
      expect(guardRedirect(needsTwoStep, 'session', path)).toEqual({ kind: 'redirect', to: '/dashboard/security' });
    },
  );

  it.each(['/dashboard/security', '/dashboard/profile', '/', '/create-account', '/subscribe-package', '/sandbox/success'])(
    'lets %s through',
    (path) => {
      expect(guardRedirect(needsTwoStep, 'session', path)).toEqual({ kind: 'render' });
    },
  );

  it('does nothing when the account asks nothing of the user, or before the earlier rules', () => {
    expect(guardRedirect(ready, 'session', '/dashboard')).toEqual({ kind: 'render' });
    // The unverified e-mail comes first.
    expect(guardRedirect({ ...needsTwoStep, isEmailVerified: false }, 'session', '/dashboard')).toEqual({
      kind: 'redirect',
      to: '/auth/verify-email-message',
    });
    expect(guardRedirect({ ...needsTwoStep, isAuthenticated: false }, 'session', '/dashboard')).toMatchObject({ kind: 'sign-in' });
  });
});

describe('the guard, with the session\'s chosen account', () => {
  it('sends a member without a second factor from the dashboard to Security', async () => {
    seedSession({ accounts: [makeAccount({ id: 4, require_two_step: true, needs_two_step: true })], selected: 4 });
    const view = renderWithProviders(<Guard access="session"><p>Products</p></Guard>, { route: '/dashboard/products' });
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard/security'));
  });

  it('lets the same member see the profile', async () => {
    seedSession({ accounts: [makeAccount({ id: 4, require_two_step: true, needs_two_step: true })], selected: 4 });
    const view = renderWithProviders(<Guard access="session"><p>Profile</p></Guard>, { route: '/dashboard/profile' });
    expect(await screen.findByText('Profile')).toBeTruthy();
    expect(view.currentPath()).toBe('/dashboard/profile');
  });

  it('lets a member who has a second factor through', async () => {
    seedSession({ accounts: [makeAccount({ id: 4, require_two_step: true, needs_two_step: false })], selected: 4 });
    const view = renderWithProviders(<Guard access="session"><p>Products</p></Guard>, { route: '/dashboard/products' });
    expect(await screen.findByText('Products')).toBeTruthy();
    expect(view.currentPath()).toBe('/dashboard/products');
  });
});
