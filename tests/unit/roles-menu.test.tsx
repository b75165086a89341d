import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserAccount } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { menuFor } from '../../src/app/layout/menu';
import { storageKeys } from '../../src/session/storage-keys';
import { renderWithProviders } from '../support/render';
import { makeAccount, seedSession } from '../support/session-fixtures';

const STANDARD_MENU = [
  'Dashboard /dashboard', 'Products /dashboard/products', 'My Profile /dashboard/profile', 'Security /dashboard/security',
];
const ADMINISTRATOR_MENU = [
  'Apps /dashboard',
  'Manage Users /dashboard/manage-user',
  'Activity /dashboard/activity',
  'Single sign-on /dashboard/sso',
  'Account /dashboard/update-account',
  'My Profile /dashboard/profile',
  'Security /dashboard/security',
];

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);

/** A load of the portal: a fresh provider tree, whatever GET auth answers this time. */
async function load(account: UserAccount) {
  seedSession({ accounts: [account], selected: account.id });
  const view = renderWithProviders(<AppRoutes />, { route: '/dashboard' });
  await screen.findByRole('heading', { name: `Home: ${account.account_reference}` });
  return view;
}

beforeEach(() => {
  window.innerWidth = 1280;
});
afterEach(() => vi.unstubAllGlobals());

describe('menu by tenancy (spec 2 "Layout and side menu")', () => {
  it('a STANDARD member sees Dashboard, Products, My Profile and Security', async () => {
    await load(makeAccount({ id: 3, tenancy: 'STANDARD' }));
    expect(menuLinks()).toEqual(STANDARD_MENU);
  });

  it('STANDARD is the default for a tenancy the portal does not know', () => {
    expect(menuFor(undefined).map((item) => item.label)).toEqual(['Dashboard', 'Products', 'My Profile', 'Security']);
  });

  it('a member promoted to administrator gets the administrator menu on the next load', async () => {
    const first = await load(makeAccount({ id: 3, tenancy: 'STANDARD' }));
    expect(menuLinks()).toEqual(STANDARD_MENU);
    // The account list (with the old tenancy) is saved for offline use; the next load must not trust it.
    await waitFor(() => expect(localStorage.getItem(`${storageKeys.queryCachePrefix}1`)).toContain('STANDARD'));
    first.unmount();

    await load(makeAccount({ id: 3, tenancy: 'ADMINISTRATOR' }));
    await waitFor(() => expect(menuLinks()).toEqual(ADMINISTRATOR_MENU));
  });

  it('and a demoted one loses it the same way', async () => {
    const first = await load(makeAccount({ id: 3, tenancy: 'ADMINISTRATOR' }));
    expect(menuLinks()).toEqual(ADMINISTRATOR_MENU);
    first.unmount();

    await load(makeAccount({ id: 3, tenancy: 'STANDARD' }));
    await waitFor(() => expect(menuLinks()).toEqual(STANDARD_MENU));
  });
});
