import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AppRoutes } from '../../src/app/routes';
import { createQueryClient } from '../../src/offline/query-client';
import { startPersistence, stopPersistence } from '../../src/offline/persistence';
import { storageKeys } from '../../src/session/storage-keys';
import { renderWithProviders, stubApi } from '../support/render';
import { TOKEN, makeAccount, user } from '../support/session-fixtures';

const cacheKey = `${storageKeys.queryCachePrefix}1`;
const networkDown = () => vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
/** The persister writes the cache at most this often, at the end of each window. */
const PERSIST_THROTTLE_MS = 1000;

afterEach(() => {
  stopPersistence();
});

describe('the saved session offline', () => {
  it('keeps saved data when a refresh fails, so a second offline start still has it', async () => {
    // The test moves the clock: no write can happen between the refresh and the failure, so the
    // write checked below is the one made after the failure.
    vi.useFakeTimers();
    const client = new QueryClient();
    await startPersistence(client, 1, localStorage);
    const query = { queryKey: [1, null, 'auth'], meta: { persist: 'session' }, retry: false, staleTime: 0 } as const;
    await client.fetchQuery({ ...query, queryFn: async () => ({ user }) });
    await expect(client.fetchQuery({ ...query, queryFn: async () => Promise.reject(new Error('offline')) })).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(PERSIST_THROTTLE_MS);
    expect(localStorage.getItem(cacheKey)).toContain('ada@example.com');

    const restarted = new QueryClient();
    await startPersistence(restarted, 1, localStorage);
    expect(restarted.getQueryData([1, null, 'auth'])).toEqual({ user });
  });

  it('starts signed in from the saved data when the server cannot be reached', async () => {
    localStorage.setItem(storageKeys.accessToken, TOKEN);
    stubApi((call) => (call.path === 'auth' ? [200, { user, token: TOKEN, userAccounts: [] }] : [404, { message: 'Not found' }]));
    const first = renderWithProviders(<AppRoutes />, { route: '/' });
    await screen.findByText('There is no account linked to your user profile.');
    // The next start can only read what the throttled persister has written by now.
    await waitFor(() => expect(localStorage.getItem(cacheKey)).toContain('ada@example.com'));
    first.unmount();

    networkDown();
    renderWithProviders(<AppRoutes />, { route: '/' });
    await screen.findByText('There is no account linked to your user profile.');
  });

  it('lists the saved accounts with the time they are from when the server cannot be reached, and no time when fresh', async () => {
    localStorage.setItem(storageKeys.accessToken, TOKEN);
    const userAccounts = [makeAccount({ id: 1, account_name: 'Acme Ltd' }), makeAccount({ id: 2, account_name: 'Globex plc' })];
    stubApi((call) => (call.path === 'auth' ? [200, { user, token: TOKEN, userAccounts }] : [404, { message: 'Not found' }]));
    const first = renderWithProviders(<AppRoutes />, { route: '/' });
    await screen.findByRole('button', { name: 'Globex plc' });
    expect(screen.queryByText(/^Saved data from/)).toBeNull();
    await waitFor(() => expect(localStorage.getItem(cacheKey)).toContain('Globex plc'));
    first.unmount();

    networkDown();
    renderWithProviders(<AppRoutes />, { route: '/' });
    await screen.findByRole('button', { name: 'Globex plc' });
    expect(screen.getByText(/^Saved data from \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)).toBeTruthy();
  });

  it('keeps the token when the server cannot be reached and nothing was saved', async () => {
    localStorage.setItem(storageKeys.accessToken, TOKEN);
    networkDown();
    const view = renderWithProviders(<AppRoutes />, { route: '/' });
    await waitFor(() => expect(view.currentPath()).toBe('/auth/login'));
    expect(localStorage.getItem(storageKeys.accessToken)).toBe(TOKEN);
  });

  it('forgets the token when the server refuses it', async () => {
    localStorage.setItem(storageKeys.accessToken, TOKEN);
    stubApi(() => [401, { message: 'Your session has expired. Please sign in again.' }]);
    const view = renderWithProviders(<AppRoutes />, { route: '/' });
    await waitFor(() => expect(view.currentPath()).toBe('/auth/login'));
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });
});

// Keeps the import honest: the app's own client is the one configured for offline-first reads.
it('uses offline-first queries and never-replayed mutations', () => {
  const client = createQueryClient();
  expect(client.getDefaultOptions().queries?.networkMode).toBe('offlineFirst');
  expect(client.getDefaultOptions().mutations).toEqual({ networkMode: 'always', retry: 0 });
});
