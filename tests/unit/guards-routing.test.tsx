import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserAccount } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { saveReturnPath, takeReturnPath } from '../../src/session/return-path';
import { storageKeys } from '../../src/session/storage-keys';
import { renderWithProviders, stubApi } from '../support/render';
import { makeAccount, seedSession, TOKEN, user } from '../support/session-fixtures';

const account = (id: number, tenancy: UserAccount['tenancy'] = 'STANDARD'): UserAccount => makeAccount({ id, tenancy });

/** A stored token and a server that knows the user: the session initialises signed in. */
function signedIn({ verified = 1, accounts = [account(1)], selected = null }: { verified?: 0 | 1; accounts?: UserAccount[]; selected?: number | null } = {}) {
  return seedSession({ accounts, selected, who: { ...user, is_email_verified: verified } });
}

const signedOut = () => stubApi(() => [401, { message: 'Unauthenticated' }]);

describe('route guards', () => {
  it('shows Loading while the session starts (rule 1)', async () => {
    localStorage.setItem(storageKeys.accessToken, TOKEN);
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    expect(await screen.findByText('Loading')).toBeTruthy();
  });

  it('sends a signed-out user to login and remembers the path (rule 2)', async () => {
    signedOut();
    const view = renderWithProviders(<AppRoutes />, { route: '/dashboard/profile?tab=security' });
    await waitFor(() => expect(view.currentPath()).toBe('/auth/login'));
    expect(takeReturnPath()).toBe('/dashboard/profile?tab=security');
  });

  it('sends a user with an unverified e-mail to the verify-email message (rule 3)', async () => {
    signedIn({ verified: 0, selected: 1 });
    const view = renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    await waitFor(() => expect(view.currentPath()).toBe('/auth/verify-email-message'));
  });

  it('sends a user without a chosen account to / (rule 4)', async () => {
    signedIn({ accounts: [account(1), account(2)] });
    const view = renderWithProviders(<AppRoutes />, { route: '/dashboard/profile' });
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Add package to your account' })).toBeTruthy();
  });

  it('lets a user without a chosen account open /create-account (rule 4)', async () => {
    signedIn({ accounts: [account(1), account(2)] });
    const view = renderWithProviders(<AppRoutes />, { route: '/create-account' });
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeTruthy();
    expect(view.currentPath()).toBe('/create-account');
  });

  it('returns a signed-in user from the guest pages to the remembered path (rule 5)', async () => {
    signedIn({ selected: 1 });
    saveReturnPath('/dashboard/packages');
    const view = renderWithProviders(<AppRoutes />, { route: '/auth/login', strict: true });
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard/packages'));
    expect(await screen.findByRole('heading', { name: 'Packages' })).toBeTruthy();
  });

  it('sends a signed-in user from the guest pages to / when nothing was remembered (rule 5)', async () => {
    signedIn({ accounts: [account(1), account(2)] });
    const view = renderWithProviders(<AppRoutes />, { route: '/auth/register' });
    await waitFor(() => expect(view.currentPath()).toBe('/'));
  });

  it('shows a signed-in page with the layout', async () => {
    signedIn({ selected: 1 });
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Home: REF-1' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });
});

describe('route table', () => {
  it('redirects an unknown path to /404, which links home', async () => {
    signedOut();
    const view = renderWithProviders(<AppRoutes />, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(view.currentPath()).toBe('/404');
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('redirects /auth to /auth/login, keeping the query', async () => {
    signedOut();
    const view = renderWithProviders(<AppRoutes />, { route: '/auth?referrer=crm' });
    await waitFor(() => expect(view.currentPath()).toBe('/auth/login?referrer=crm'));
  });

  it.each([
    ['/failure-checkout', 'Opps Something Went Wrong!!!'],
    ['/invitation?token=abc', 'Account Invitation'],
    ['/500', 'Something went wrong'],
  ])('shows the public page %s without a session', async (route, heading) => {
    signedOut();
    const view = renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(view.currentPath()).toBe(route);
  });

  it('guards the checkout return route', async () => {
    signedOut();
    const view = renderWithProviders(<AppRoutes />, { route: '/sandbox/success?id=hp_1&state=succeeded' });
    await waitFor(() => expect(view.currentPath()).toBe('/auth/login'));
    expect(takeReturnPath()).toBe('/sandbox/success?id=hp_1&state=succeeded');
  });
});
