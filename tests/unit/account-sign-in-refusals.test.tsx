import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionProofMessages, ssoPolicyMessages } from '../../src/api/contract';
import { accountSignInRule, guardRedirect, type GuardState } from '../../src/app/guard-rules';
import { AppRoutes } from '../../src/app/routes';
import { storageKeys } from '../../src/session/storage-keys';
import { renderWithProviders } from '../support/render';
import { LIST_PATH, acme } from '../support/members-fixtures';
import { makeAccount, seedSession, user } from '../support/session-fixtures';

const SSO_REFUSAL = 'Your organisation signs in with single sign-on. Use Sign in with SSO.';
const other = makeAccount({ id: 7, account_name: 'Other Ltd' });

beforeEach(() => {
  window.innerWidth = 1280;
});

const ready: GuardState = {
  isInitialized: true, isAuthenticated: true, isEmailVerified: true, hasSelectedAccount: true, needsTwoStep: false,
  needsAccountSignIn: false,
};
const locked: GuardState = { ...ready, needsAccountSignIn: true };

describe('the account sign-in rule: a chosen account this session does not open', () => {
  it.each(['/dashboard', '/dashboard/manage-user', '/dashboard/security', '/dashboard/profile', '/redirect'])('sends %s back to /', (path) => {
    expect(accountSignInRule(locked, path)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRedirect(locked, 'session', path)).toEqual({ kind: 'redirect', to: '/' });
  });

  it.each(['/', '/create-account', '/subscribe-package', '/sandbox/success'])('lets %s through', (path) => {
    expect(guardRedirect(locked, 'session', path)).toEqual({ kind: 'render' });
  });

  it('comes before the two-step rule, after the earlier ones, and asks nothing of an open account', () => {
    expect(guardRedirect({ ...locked, needsTwoStep: true }, 'session', '/dashboard')).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRedirect({ ...locked, isEmailVerified: false }, 'session', '/dashboard')).toEqual({
      kind: 'redirect',
      to: '/auth/verify-email-message',
    });
    expect(guardRedirect(ready, 'session', '/dashboard')).toEqual({ kind: 'render' });
  });
});

describe('an account that requires single sign-on of this member', () => {
  it('says so on its card, which opens nothing; Sign in with SSO signs out and goes there with the address', async () => {
    const calls = seedSession({ accounts: [other, { ...acme, needs_sso: true }] });
    const view = renderWithProviders(<AppRoutes />, { route: '/' });
    const card = await screen.findByRole('group', { name: 'Acme Ltd' });
    expect(card.textContent).toContain(SSO_REFUSAL);
    expect(ssoPolicyMessages.refusal).toBe(SSO_REFUSAL);
    expect(screen.queryByRole('button', { name: /Acme Ltd/ })).toBeNull();
    await userEvent.click(within(card).getByText('Acme Ltd'));
    expect(view.currentPath()).toBe('/');
    expect(localStorage.getItem(storageKeys.selectedAccount)).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Sign in with SSO' }));
    await waitFor(() => expect(view.currentPath()).toBe('/auth/sso?email=ada%40example.com'));
    expect(await screen.findByRole('heading', { name: 'Sign in with SSO' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(user.email));
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.path === 'auth/logout')).toBe(true));
  });

  it('is never chosen for the person, even when it is their only account', async () => {
    seedSession({ accounts: [{ ...acme, needs_sso: true }] });
    const view = renderWithProviders(<AppRoutes />, { route: '/', strict: true });
    expect(await screen.findByText(SSO_REFUSAL)).toBeTruthy();
    expect(view.currentPath()).toBe('/');
    expect(view.history).toEqual(['/']);
    expect(localStorage.getItem(storageKeys.selectedAccount)).toBeNull();
  });
});

describe('a call of the chosen account refused because this session does not open it', () => {
  it('marks the account as asking for the person’s own sign-in and returns to /, where its card offers the step', async () => {
    seedSession({
      accounts: [acme, other],
      selected: acme.id,
      answer: (call) => (call.path === LIST_PATH ? [403, { message: sessionProofMessages.ownSignInRequired }] : [200, {}]),
    });
    const view = renderWithProviders(<AppRoutes />, { route: '/dashboard/manage-user' });
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    const card = await screen.findByRole('button', { name: /Acme Ltd/ });
    expect(card.textContent).toContain('Asks for your own sign-in');
    await userEvent.click(card);
    expect(await screen.findByRole('dialog', { name: "Confirm it's you" })).toBeTruthy();
  });

  it('marks it as requiring single sign-on and returns to /, where its card says so', async () => {
    seedSession({
      accounts: [acme, other],
      selected: acme.id,
      answer: (call) => (call.path === LIST_PATH ? [403, { message: ssoPolicyMessages.refusal }] : [200, {}]),
    });
    const view = renderWithProviders(<AppRoutes />, { route: '/dashboard/manage-user' });
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(await screen.findByText(SSO_REFUSAL)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with SSO' })).toBeTruthy();
  });

  it('does not enter a saved selection the server now says asks for the person’s own sign-in', async () => {
    seedSession({ accounts: [{ ...acme, needs_own_sign_in: true }, other], selected: acme.id });
    const view = renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect((await screen.findByRole('button', { name: /Acme Ltd/ })).textContent).toContain('Asks for your own sign-in');
  });
});
