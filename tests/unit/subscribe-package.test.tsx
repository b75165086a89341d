import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFLINE_MESSAGE, billingMessages, type UserAccount } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { validateSubscribe } from '../../src/features/subscribe/subscribe-form';
import { storageKeys } from '../../src/session/storage-keys';
import { acme, globex, initech, membersOf, starter, stubLocationAssign } from '../support/billing-fixtures';
import { setOnline } from '../support/members-fixtures';
import { renderWithProviders, type ApiCall } from '../support/render';
import { seedSession } from '../support/session-fixtures';

const CHECKOUT_URL = 'https://billing.example.com/hosted/abc';

function openPage(accounts: UserAccount[] = [globex, acme, initech]) {
  const calls = seedSession({
    accounts,
    answer: (call: ApiCall) => {
      if (call.path === 'package/info') return [200, starter];
      if (call.path === 'user/all') return [200, membersOf[Number(call.authorization?.split('-').pop())] ?? []];
      if (call.path === 'package/subscribe') return [200, { data: { access_url: CHECKOUT_URL } }];
      return [404, { message: 'Not found' }];
    },
  });
  const view = renderWithProviders(<AppRoutes />, { route: '/subscribe-package' });
  return { calls, view };
}

const form = () => screen.findByRole('form', { name: 'Subscribe to the package' });
const hidden = (name: string) => [...document.querySelectorAll<HTMLInputElement>(`input[type=hidden][name=${name}]`)].map((input) => input.value);
const posts = (calls: ApiCall[]) => calls.filter((call) => call.path === 'package/subscribe');

beforeEach(() => {
  window.innerWidth = 1280;
  localStorage.setItem(storageKeys.packageToken, 'pkg-token-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('/subscribe-package', () => {
  it('shows the package, and its products expand on demand', async () => {
    openPage();
    expect(await screen.findByRole('heading', { name: 'Starter Suite' })).toBeTruthy();
    expect(screen.getByText(starter.description)).toBeTruthy();
    const analytics = screen.getByRole('button', { name: /Analytics/ });
    expect(analytics.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Dashboards and reports.').closest('[hidden]')).not.toBeNull();
    await userEvent.click(analytics);
    expect(analytics.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Dashboards and reports.').closest('[hidden]')).toBeNull();
  });

  it('offers only administrator accounts, the first preselected, and a create account link', async () => {
    openPage();
    await form();
    expect(hidden('account_id')).toEqual(['4']);
    await userEvent.click(screen.getByLabelText('Select Account'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Acme Ltd', 'Initech']);
    expect(screen.getByRole('link', { name: 'create account' }).getAttribute('href')).toBe('/create-account');
  });

  it("subscribes with the chosen account's token and excluded user ids, then leaves for the checkout", async () => {
    const assign = stubLocationAssign();
    const { calls } = openPage();
    await form();
    // Changing the account reloads its members for 'Exclude Users'; yourself is not offered.
    await userEvent.click(screen.getByLabelText('Select Account'));
    await userEvent.click(await screen.findByRole('option', { name: 'Initech' }));
    await userEvent.click(screen.getByLabelText('Exclude Users'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Peter Gibbons']);
    await userEvent.click(options[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(posts(calls)).toMatchObject([{ method: 'POST', authorization: 'Bearer account-token-5', body: { package_id: 21, excluded_users: [9] } }]);
    expect(calls.filter((call) => call.path === 'user/all').map((call) => call.authorization)).toEqual([
      'Bearer account-token-4',
      'Bearer account-token-5',
    ]);
    expect(localStorage.getItem(storageKeys.packageToken)).toBeNull();
  });

  it('clears the excluded users when the account changes', async () => {
    openPage();
    await form();
    await userEvent.click(screen.getByLabelText('Exclude Users'));
    await userEvent.click(await screen.findByRole('option', { name: 'Jane Doe' }));
    expect(hidden('excluded_users')).toEqual(['7']);
    await userEvent.click(screen.getByLabelText('Select Account'));
    await userEvent.click(await screen.findByRole('option', { name: 'Initech' }));
    await waitFor(() => expect(hidden('excluded_users')).toEqual([]));
  });

  it('Cancel clears the saved package token and leaves', async () => {
    const { calls, view } = openPage();
    await form();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem(storageKeys.packageToken)).toBeNull();
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(posts(calls)).toEqual([]);
  });

  it('tells a user without an administrator account to create one', async () => {
    openPage([globex]);
    expect(await screen.findByText(billingMessages.noOwnerAccount)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'create account' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says plainly when no package is waiting', async () => {
    localStorage.removeItem(storageKeys.packageToken);
    const { calls } = openPage();
    expect(await screen.findByText(/There is no package waiting/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeTruthy();
    expect(calls.some((call) => call.path === 'package/info')).toBe(false);
  });

  it('refuses Subscribe at once offline, keeping the choices', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = stubLocationAssign();
    const { calls } = openPage();
    await form();
    await userEvent.click(screen.getByLabelText('Exclude Users'));
    await userEvent.click(await screen.findByRole('option', { name: 'Bob Stone' }));
    setOnline(false);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect((await within(await form()).findByRole('alert')).textContent).toContain(OFFLINE_MESSAGE);
    } finally {
      setOnline(true);
    }
    expect(posts(calls)).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    expect(hidden('excluded_users')).toEqual(['8']);
    expect(localStorage.getItem(storageKeys.packageToken)).toBe('pkg-token-1');
  });
});

it("refuses a form without an account: 'Please select an account.'", () => {
  expect(validateSubscribe({ excluded_users: [] })).toEqual({ account_id: billingMessages.selectAccount });
  expect(validateSubscribe({ account_id: 4, excluded_users: [7] })).toBeUndefined();
});
