import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { launcherMessages, type UserAccount } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { takeReturnPath } from '../../src/session/return-path';
import { storageKeys } from '../../src/session/storage-keys';
import { acme, initech, stubLocationAssign } from '../support/billing-fixtures';
import { holdLaunches, launchAnswer } from '../support/launcher-fixtures';
import { setOnline } from '../support/members-fixtures';
import { renderWithProviders, stubApi, type ApiCall } from '../support/render';
import { seedSession } from '../support/session-fixtures';

const FETCHING = 'Fetching products, please wait...';
const FOUND = 'Product found! Redirecting now...';
const WRONG = 'Wrong referrer!, please lunch your product from dashboard.';
const FAILED = 'An error occurred while fetching products.';

const launches = (calls: ApiCall[]) => calls.filter((call) => call.path === 'product');
const storedReferrer = () => localStorage.getItem(storageKeys.referrer);
/** The page's status line says `text`, in a live region so screen readers hear it change. */
const statusLine = async (text: string) => expect((await screen.findByText(text)).getAttribute('role')).toBe('status');

/** Signed in with `accounts`, `selected` chosen; POST product answers `launch`. Mounted under StrictMode. */
function openRedirect(route: string, launch: [number, unknown], accounts: UserAccount[] = [acme], selected: number | null = acme.id) {
  const calls = seedSession({
    accounts,
    selected,
    answer: (call) => (call.path === 'product' ? launch : [200, []]),
  });
  const view = renderWithProviders(<AppRoutes />, { route, strict: true });
  return { calls, view };
}

afterEach(() => setOnline(true));

describe('/redirect', () => {
  it('fetches once under StrictMode, says the product was found, and goes there in this tab', async () => {
    const assign = stubLocationAssign();
    const { calls } = openRedirect('/redirect?referrer=crm', [200, launchAnswer('crm')]);
    const held = holdLaunches();

    expect(await screen.findByRole('heading', { name: 'Redirecting...' })).toBeTruthy();
    await statusLine(FETCHING);
    // Kept while the answer is awaited, so a sign-in or reload in between would come back to it.
    expect(storedReferrer()).toBe('crm');

    held.release();
    await statusLine(FOUND);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(launchAnswer('crm').url));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(launches(calls)).toEqual([
      { path: 'product', method: 'POST', body: { referrer: 'crm', token: acme.user_account_token }, authorization: null },
    ]);
    // Done with: account selection must not send the user back here again.
    expect(storedReferrer()).toBeNull();
  });

  it("launches the stored referrer, and on a 404 says 'Wrong referrer!' and forgets it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = stubLocationAssign();
    localStorage.setItem(storageKeys.referrer, 'ghost');
    const { calls } = openRedirect('/redirect', [404, { message: launcherMessages.productNotAvailable }]);

    await statusLine(WRONG);
    expect(launches(calls).map((call) => call.body)).toEqual([{ referrer: 'ghost', token: acme.user_account_token }]);
    expect(storedReferrer()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("says 'Wrong referrer!' without a referrer at all, and asks nothing", async () => {
    const { calls } = openRedirect('/redirect', [200, launchAnswer('crm')]);
    await statusLine(WRONG);
    expect(launches(calls)).toEqual([]);
  });

  it('says an error occurred on any other failure, keeping the referrer for another try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openRedirect('/redirect?referrer=crm', [500, { message: 'Something went wrong' }]);
    await statusLine(FAILED);
    expect(storedReferrer()).toBe('crm');
  });

  it('says an error occurred while offline, without a call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setOnline(false);
    const { calls } = openRedirect('/redirect?referrer=crm', [200, launchAnswer('crm')]);
    await statusLine(FAILED);
    expect(launches(calls)).toEqual([]);
  });

  it("'Go Back To Home' leads to the dashboard of the chosen account, giving the launch up", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { view } = openRedirect('/redirect?referrer=crm', [500, { message: 'Something went wrong' }]);
    await statusLine(FAILED);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back To Home' }));
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard'));
    expect(storedReferrer()).toBeNull();
  });

  it("'Go Back To Home' leads to '/' without a chosen account", async () => {
    stubApi(() => [401, { message: 'Unauthenticated' }]);
    const view = renderWithProviders(<AppRoutes />, { route: '/redirect' });
    await statusLine(WRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back To Home' }));
    // '/' itself is a session page: signed out, its guard goes on to sign in.
    await waitFor(() => expect(view.currentPath()).toBe('/auth/login'));
  });

  it('sends a signed-out visitor to sign in, keeping the referrer and the way back', async () => {
    const calls = stubApi(() => [401, { message: 'Unauthenticated' }]);
    const view = renderWithProviders(<AppRoutes />, { route: '/redirect?referrer=crm', strict: true });
    await waitFor(() => expect(view.currentPath()).toBe('/auth/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(storedReferrer()).toBe('crm');
    expect(takeReturnPath()).toBe('/redirect');
    expect(launches(calls)).toEqual([]);
  });

  it('sends a user without a chosen account to choose one, then launches in it', async () => {
    const assign = stubLocationAssign();
    const { calls, view } = openRedirect('/redirect?referrer=crm', [200, launchAnswer('crm')], [acme, initech], null);
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(launches(calls)).toEqual([]);

    await userEvent.click(await screen.findByRole('button', { name: 'Initech' }));
    await waitFor(() => expect(view.currentPath()).toBe('/redirect'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(launchAnswer('crm').url));
    expect(launches(calls).map((call) => call.body)).toEqual([{ referrer: 'crm', token: initech.user_account_token }]);
  });
});
