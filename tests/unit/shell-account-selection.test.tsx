import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserAccount } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { readSelectedAccount } from '../../src/session/selected-account';
import { storageKeys } from '../../src/session/storage-keys';
import { renderWithProviders } from '../support/render';
import { makeAccount, seedSession } from '../support/session-fixtures';

const account = (id: number, name: string): UserAccount => makeAccount({ id, account_name: name });

/** A stored token and a server that knows the user with these accounts. */
const signedInWith = (accounts: UserAccount[]) => void seedSession({ accounts });

const renderLanding = () => renderWithProviders(<AppRoutes />, { route: '/', strict: true });

describe('AccountSelectionPage (/)', () => {
  it('says so when no account is linked, and still offers Create Account', async () => {
    signedInWith([]);
    renderLanding();
    expect(await screen.findByRole('heading', { name: 'Add package to your account' })).toBeTruthy();
    expect(screen.getByText('There is no account linked to your user profile.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Create Account/ }).getAttribute('href')).toBe('/create-account');
  });

  it('selects the only account and goes to the dashboard', async () => {
    signedInWith([account(1, 'Acme Ltd')]);
    const view = renderLanding();
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Home: REF-1' })).toBeTruthy();
    expect(readSelectedAccount(1)).toBe(1);
  });

  it('shows a card per account and goes on with the one chosen', async () => {
    signedInWith([account(1, 'Acme Ltd'), account(2, 'Globex plc')]);
    const view = renderLanding();
    const list = await screen.findByRole('list');
    const cards = within(list).getAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual(['Acme Ltd', 'Globex plc']);
    expect(view.currentPath()).toBe('/');

    await userEvent.click(screen.getByRole('button', { name: 'Globex plc' }));
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Home: REF-2' })).toBeTruthy();
    expect(readSelectedAccount(1)).toBe(2);
  });

  it('goes to /redirect after the choice when a referrer is stored', async () => {
    signedInWith([account(1, 'Acme Ltd'), account(2, 'Globex plc')]);
    localStorage.setItem(storageKeys.referrer, 'crm');
    const view = renderLanding();
    await userEvent.click(await screen.findByRole('button', { name: 'Acme Ltd' }));
    await waitFor(() => expect(view.currentPath()).toBe('/redirect'));
  });

  it('stays on / after the choice when the account-updated flag is stored', async () => {
    signedInWith([account(1, 'Acme Ltd'), account(2, 'Globex plc')]);
    localStorage.setItem(storageKeys.accountUpdated, 'true');
    const view = renderLanding();
    await userEvent.click(await screen.findByRole('button', { name: 'Acme Ltd' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Acme Ltd' }).getAttribute('aria-current')).toBe('true'));
    expect(view.currentPath()).toBe('/');
  });

  it('goes straight to /subscribe-package when a package is waiting', async () => {
    signedInWith([account(1, 'Acme Ltd'), account(2, 'Globex plc')]);
    localStorage.setItem(storageKeys.packageToken, 'package-token');
    const view = renderLanding();
    await waitFor(() => expect(view.currentPath()).toBe('/subscribe-package'));
    expect(await screen.findByRole('heading', { name: 'Subscribe Package' })).toBeTruthy();
  });
});
