import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingMessages } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { storageKeys } from '../../src/session/storage-keys';
import { acme, starter } from '../support/billing-fixtures';
import { renderWithProviders, stubApi } from '../support/render';
import { seedSession } from '../support/session-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('/subscribe?token=', () => {
  it('stores the token, checks the package and goes on to /subscribe-package', async () => {
    const calls = seedSession({
      accounts: [acme],
      answer: (call) => (call.path === 'package/info' ? [200, starter] : [200, []]),
    });
    const view = renderWithProviders(<AppRoutes />, { route: '/subscribe?token=pkg-token-1' });
    await waitFor(() => expect(view.currentPath()).toBe('/subscribe-package'));
    expect(localStorage.getItem(storageKeys.packageToken)).toBe('pkg-token-1');
    expect(calls.find((call) => call.path === 'package/info')).toMatchObject({ method: 'POST', body: { token: 'pkg-token-1' } });
    expect(await screen.findByRole('heading', { name: 'Starter Suite' })).toBeTruthy();
  });

  it('sends a signed-out visitor to sign in, and back to /subscribe-package afterwards', async () => {
    stubApi((call) => (call.path === 'package/info' ? [200, starter] : [401, { message: 'Unauthenticated' }]));
    const view = renderWithProviders(<AppRoutes />, { route: '/subscribe?token=pkg-token-1' });
    await waitFor(() => expect(view.currentPath()).toBe('/auth/login'));
    expect(sessionStorage.getItem('portal_return_to')).toBe('/subscribe-package');
    expect(localStorage.getItem(storageKeys.packageToken)).toBe('pkg-token-1');
  });

  it("shows the server's refusal with a way home, and forgets the dead token", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi(() => [400, { message: billingMessages.packageLinkInvalid }]);
    const view = renderWithProviders(<AppRoutes />, { route: '/subscribe?token=expired' });
    expect((await screen.findByRole('alert')).textContent).toContain(billingMessages.packageLinkInvalid);
    await waitFor(() => expect(localStorage.getItem(storageKeys.packageToken)).toBeNull());
    await userEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    await waitFor(() => expect(view.currentPath()).not.toMatch(/^\/subscribe/));
  });

  it('says so plainly when the link carries no token', async () => {
    stubApi(() => [500, { message: 'unexpected' }]);
    renderWithProviders(<AppRoutes />, { route: '/subscribe' });
    expect((await screen.findByRole('alert')).textContent).toContain('no package token');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeTruthy();
  });
});
