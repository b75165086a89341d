import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserAccount } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { storageKeys } from '../../src/session/storage-keys';
import { renderWithProviders } from '../support/render';
import { makeAccount, seedSession } from '../support/session-fixtures';

const account = (id: number, tenancy: UserAccount['tenancy']): UserAccount => makeAccount({ id, tenancy });

/** Signed in with `accounts`, the first one chosen. */
const signedInWith = (accounts: UserAccount[]) => seedSession({ accounts, selected: accounts[0].id });

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const menuLinks = () => within(menu()).getAllByRole('link').map((link) => `${link.textContent} ${link.getAttribute('href')}`);
const toggle = () => screen.getByRole('button', { name: 'Toggle menu' });

beforeEach(() => {
  window.innerWidth = 1280;
});

describe('side menu (wide screen)', () => {
  it('shows the standard menu, the user and the account reference', async () => {
    signedInWith([account(1, 'STANDARD')]);
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    await screen.findByRole('heading', { name: 'Home: REF-1' });
    expect(menuLinks()).toEqual([
      'Dashboard /dashboard', 'Products /dashboard/products', 'My Profile /dashboard/profile', 'Security /dashboard/security',
    ]);
    expect(within(menu()).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('AL')).toBeTruthy();
    expect(screen.getAllByText('REF-1').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Switch Account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().textContent).toBe('☰');
  });

  it('shows the administrator menu and Switch Account with more than one account', async () => {
    signedInWith([account(1, 'ADMINISTRATOR'), account(2, 'STANDARD')]);
    const view = renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    await screen.findByRole('heading', { name: 'Home: REF-1' });
    expect(menuLinks()).toEqual([
      'Apps /dashboard',
      'Manage Users /dashboard/manage-user',
      'Activity /dashboard/activity',
      'Single sign-on /dashboard/sso',
      'Account /dashboard/update-account',
      'My Profile /dashboard/profile',
      'Security /dashboard/security',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Switch Account' }));
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Add package to your account' })).toBeTruthy();
  });

  it('shows the Apps title on the products page only', async () => {
    signedInWith([account(1, 'STANDARD')]);
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    await screen.findByRole('heading', { name: 'Home: REF-1' });
    expect(screen.queryByRole('heading', { name: 'Apps' })).toBeNull();
    await userEvent.click(within(menu()).getByRole('link', { name: 'Products' }));
    expect(await screen.findByRole('heading', { name: 'Apps' })).toBeTruthy();
  });

  it('logs out and goes to login', async () => {
    signedInWith([account(1, 'STANDARD')]);
    const view = renderWithProviders(<AppRoutes />, { route: '/dashboard/profile' });
    await screen.findByRole('heading', { name: 'My Profile' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(view.currentPath()).toBe('/auth/login'));
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });
});

describe('side menu collapsing', () => {
  it('collapses when the window gets 1024 px or narrower, and opens again when wider', async () => {
    signedInWith([account(1, 'STANDARD')]);
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    await screen.findByRole('heading', { name: 'Home: REF-1' });
    // The layout listens for resizes from an effect, which a loaded machine may not have run yet
    // when the heading shows; useSyncExternalStore reads the width again once it subscribes.
    resizeTo(1024);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().textContent).toBe('×');
    resizeTo(1280);
    await waitFor(() => expect(menu()).toBeTruthy());
  });

  it('opens on the toggle on a narrow screen and closes after a menu tap', async () => {
    window.innerWidth = 360;
    signedInWith([account(1, 'STANDARD')]);
    const view = renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    await screen.findByRole('heading', { name: 'Home: REF-1' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await userEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(within(menu()).getByRole('link', { name: 'My Profile' }));
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard/profile'));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('closes the menu lying over the page with its own close button, and gives the focus back to the toggle', async () => {
    window.innerWidth = 390;
    signedInWith([account(1, 'STANDARD')]);
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    await screen.findByRole('heading', { name: 'Home: REF-1' });
    await userEvent.click(toggle());
    // The focus still starts on the first entry, not on the close button before it.
    await waitFor(() => expect(document.activeElement).toBe(within(menu()).getByRole('link', { name: 'Dashboard' })));
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(toggle()));
  });

  it('closes the menu lying over the page on Escape', async () => {
    window.innerWidth = 800;
    signedInWith([account(1, 'STANDARD')]);
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    await screen.findByRole('heading', { name: 'Home: REF-1' });
    await userEvent.click(toggle());
    expect(menu()).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('takes the focus into the menu lying over the page, keeps the page behind out of reach, and gives it back on Escape', async () => {
    window.innerWidth = 390;
    signedInWith([account(1, 'STANDARD')]);
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    await screen.findByRole('heading', { name: 'Home: REF-1' });
    toggle().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(within(menu()).getByRole('link', { name: 'Dashboard' })));
    // Inert: neither Tab nor a screen reader's cursor reaches what the menu covers.
    expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(toggle()));
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
  });
});
