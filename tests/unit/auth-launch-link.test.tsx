import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { launcherMessages } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { readLaunchLink } from '../../src/features/auth/launch-link';
import { storageKeys } from '../../src/session/storage-keys';
import { acme, stubLocationAssign } from '../support/billing-fixtures';
import { holdLaunches, launchAnswer } from '../support/launcher-fixtures';
import { renderWithProviders, stubApi, type ApiCall } from '../support/render';
import { seedSession } from '../support/session-fixtures';

/** The account token a product put in its link to the portal. */
const LINK_TOKEN = 'link-account-token-0123456789';
const LINK = `/auth/login?token=${LINK_TOKEN}&referrer=crm`;

const launches = (calls: ApiCall[]) => calls.filter((call) => call.path === 'product');
const tokenInAddress = (history: string[]) => history.some((path) => path.includes(LINK_TOKEN));

/** Signed out; POST product answers `launch`. Mounted under StrictMode. */
function followSignedOut(route: string, launch: [number, unknown]) {
  const calls = stubApi((call) => (call.path === 'product' ? launch : [401, { message: 'Unauthenticated' }]));
  const view = renderWithProviders(<AppRoutes />, { route, strict: true });
  return { calls, view };
}

describe('login with a launcher link (token and referrer)', () => {
  it("shows 'Redirecting...' instead of the form, drops the token from the address, and goes to the product", async () => {
    const assign = stubLocationAssign();
    const { calls, view } = followSignedOut(LINK, [200, launchAnswer('crm')]);
    const held = holdLaunches();

    expect((await screen.findByText('Redirecting...')).closest('[role=status]')).not.toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
    // At once, and replacing the entry: the account token is in neither the address nor history.
    await waitFor(() => expect(view.currentPath()).toBe('/auth/login?referrer=crm'));
    expect(tokenInAddress(view.history)).toBe(false);

    held.release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(launchAnswer('crm').url));
    expect(launches(calls)).toEqual([
      { path: 'product', method: 'POST', body: { referrer: 'crm', token: LINK_TOKEN }, authorization: null },
    ]);
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('on failure shows the reason above the sign-in form and keeps the referrer for after sign-in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = stubLocationAssign();
    const { calls, view } = followSignedOut(LINK, [404, { message: launcherMessages.productNotAvailable }]);

    expect((await screen.findByRole('alert')).textContent).toContain(launcherMessages.productNotAvailable);
    const form = screen.getByRole('form', { name: 'Sign in to your account' });
    expect(within(form).getByLabelText('Email')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem(storageKeys.referrer)).toBe('crm');
    expect(view.currentPath()).toBe('/auth/login?referrer=crm');
    expect(tokenInAddress(view.history)).toBe(false);
    expect(launches(calls)).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('is forwarded from /auth with its query', async () => {
    const assign = stubLocationAssign();
    const { calls } = followSignedOut(`/auth?token=${LINK_TOKEN}&referrer=crm`, [200, launchAnswer('crm')]);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(launchAnswer('crm').url));
    expect(launches(calls).map((call) => call.body)).toEqual([{ referrer: 'crm', token: LINK_TOKEN }]);
  });

  it("is exchanged for a signed-in user too, with the link's token (the guest-only guard does not send them away first)", async () => {
    const assign = stubLocationAssign();
    const calls = seedSession({ accounts: [acme], selected: acme.id, answer: (call) => (call.path === 'product' ? [200, launchAnswer('crm')] : [200, []]) });
    renderWithProviders(<AppRoutes />, { route: LINK, strict: true });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(launchAnswer('crm').url));
    expect(launches(calls)).toEqual([
      { path: 'product', method: 'POST', body: { referrer: 'crm', token: LINK_TOKEN }, authorization: null },
    ]);
  });

  it('tells a signed-in user why it failed, then moves on as the guest-only guard does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = seedSession({
      accounts: [acme],
      selected: acme.id,
      answer: (call) => (call.path === 'product' ? [401, { message: 'Unauthenticated' }] : [200, []]),
    });
    const view = renderWithProviders(<AppRoutes />, { route: LINK, strict: true });
    expect(await screen.findByText('Unauthenticated')).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).not.toMatch(/^\/auth/));
    expect(localStorage.getItem(storageKeys.referrer)).toBe('crm');
    expect(launches(calls).filter((call) => (call.body as { token: string }).token === LINK_TOKEN)).toHaveLength(1);
  });

  it('only stores a lone referrer, and asks nothing', async () => {
    const { calls } = followSignedOut('/auth/login?referrer=crm', [200, launchAnswer('crm')]);
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(localStorage.getItem(storageKeys.referrer)).toBe('crm');
    expect(launches(calls)).toEqual([]);
  });
});

describe('readLaunchLink', () => {
  it('needs both token and referrer, and gives the query without the token', () => {
    expect(readLaunchLink('token=abc&referrer=crm&x=1')).toEqual({ token: 'abc', referrer: 'crm', searchWithoutToken: 'referrer=crm&x=1' });
    expect(readLaunchLink('referrer=crm')).toBeNull();
    expect(readLaunchLink('token=abc')).toBeNull();
    expect(readLaunchLink('token=&referrer=crm')).toBeNull();
  });
});

it('signing in after a failed link continues to /redirect through account selection', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', is_email_verified: 1 };
  const assign = stubLocationAssign();
  const calls = stubApi((call) => {
    if (call.path === 'product') {
      const body = call.body as { token: string };
      return body.token === LINK_TOKEN ? [401, { message: 'Unauthenticated' }] : [200, launchAnswer('crm')];
    }
    if (call.path === 'auth/login') {
      return [200, { user, otpToken: null, token: 'session-token-0123456789', verify_identity: false, verify_email: false, verify_2fa: false, two_step: null, login: true, userAccounts: [acme], remember_me: true }];
    }
    if (call.path === 'auth') return [200, { user, token: 'session-token-0123456789', userAccounts: [acme] }];
    return [200, []];
  });
  const view = renderWithProviders(<AppRoutes />, { route: LINK, strict: true });
  await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

  await waitFor(() => expect(view.currentPath()).toBe('/redirect'));
  await waitFor(() => expect(assign).toHaveBeenCalledWith(launchAnswer('crm').url));
  expect(launches(calls).map((call) => call.body)).toEqual([
    { referrer: 'crm', token: LINK_TOKEN },
    { referrer: 'crm', token: acme.user_account_token },
  ]);
});
