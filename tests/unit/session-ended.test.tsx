import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { commonMessages } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { storageKeys } from '../../src/session/storage-keys';
import { renderWithProviders } from '../support/render';
import { LIST_PATH, acme } from '../support/members-fixtures';
import { seedSession, TOKEN, user } from '../support/session-fixtures';
import { stubApi } from '../support/render';

beforeEach(() => {
  window.innerWidth = 1280;
});

describe('a session the server has ended (signed out from another device)', () => {
  it('signs this device out when a screen is refused, and the login page says why', async () => {
    seedSession({
      accounts: [acme],
      selected: acme.id,
      answer: (call) => (call.path === LIST_PATH ? [401, { message: commonMessages.sessionExpired }] : [200, {}]),
    });
    const view = renderWithProviders(<AppRoutes />, { route: '/dashboard/manage-user' });
    await waitFor(() => expect(view.currentPath()).toBe('/auth/login'));
    expect(await screen.findByText(commonMessages.sessionExpired)).toBeTruthy();
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('signs out at the next move to another page, which asks the server whether the session stands', async () => {
    let ended = false;
    stubApi((call) => {
      if (call.path === 'auth') return ended ? [401, { message: commonMessages.sessionExpired }] : [200, { user, token: TOKEN, userAccounts: [acme] }];
      return [200, []];
    });
    localStorage.setItem(storageKeys.accessToken, TOKEN);
    localStorage.setItem(storageKeys.selectedAccount, JSON.stringify({ userId: user.id, accountId: acme.id }));
    const view = renderWithProviders(<AppRoutes />, { route: '/dashboard/profile' });
    await screen.findByRole('heading', { name: 'My Profile' });
    ended = true;
    // A person reads the page before moving on; a move at once is taken for a redirect.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    fireEvent.click(screen.getAllByRole('link', { name: 'Security' })[0]);
    await waitFor(() => expect(view.currentPath()).toBe('/auth/login'));
    expect(await screen.findByText(commonMessages.sessionExpired)).toBeTruthy();
  });

  it('stays signed in when a call is refused with 401 for another reason', async () => {
    const calls = seedSession({
      accounts: [acme],
      selected: acme.id,
      answer: (call) => (call.path === LIST_PATH ? [401, { message: 'This call needs an account token. Choose an account first.' }] : [200, {}]),
    });
    const view = renderWithProviders(<AppRoutes />, { route: '/dashboard/manage-user' });
    await waitFor(() => expect(calls.some((call) => call.path === LIST_PATH)).toBe(true));
    expect((await screen.findByRole('alert')).textContent).toContain('This call needs an account token.');
    expect(view.currentPath()).toBe('/dashboard/manage-user');
  });
});
