import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingMessages } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { storageKeys } from '../../src/session/storage-keys';
import { acme, initech } from '../support/billing-fixtures';
import { renderWithProviders, type ApiCall } from '../support/render';
import { TOKEN, seedSession } from '../support/session-fixtures';

const checks = (calls: ApiCall[]) => calls.filter((call) => call.path === 'package/check-subscription');

/** Signed in with two accounts, none chosen; the check answers `answer`. */
function returnFromCheckout(route: string, answer: [number, unknown], onCheck: () => void = () => undefined) {
  const calls = seedSession({
    accounts: [acme, initech],
    answer: (call) => {
      if (call.path === 'package/check-subscription') {
        onCheck();
        return answer;
      }
      return [200, []];
    },
  });
  const view = renderWithProviders(<AppRoutes />, { route, strict: true });
  return { calls, view };
}

afterEach(() => vi.unstubAllGlobals());

describe('checkout return', () => {
  it('saves the id, checks it once under StrictMode, selects the account and shows the dashboard', async () => {
    let saved: string | null = null;
    const { calls, view } = returnFromCheckout(
      '/sandbox/success?id=hp_123',
      [200, { account_id: 5, message: billingMessages.subscribed }],
      () => (saved = localStorage.getItem(storageKeys.verificationId)),
    );
    expect(await screen.findByRole('heading', { name: billingMessages.verifying })).toBeTruthy();
    expect(await screen.findByText(billingMessages.subscribed)).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Home: INITECH' })).toBeTruthy();

    expect(checks(calls)).toEqual([
      { path: 'package/check-subscription', method: 'POST', body: { hosted_page_id: 'hp_123' }, authorization: `Bearer ${TOKEN}` },
    ]);
    // Saved while the check ran (so a sign-in in between resumes it), gone once it is answered.
    expect(saved && JSON.parse(saved)).toEqual({ provider: 'sandbox', id: 'hp_123' });
    expect(localStorage.getItem(storageKeys.verificationId)).toBeNull();
  });

  it('resumes the saved checkout after sign-in, whose address carries no id', async () => {
    localStorage.setItem(storageKeys.verificationId, JSON.stringify({ provider: 'sandbox', id: 'hp_456' }));
    const { calls, view } = returnFromCheckout('/sandbox/success?state=succeeded', [200, { account_id: 4, message: 'Done!' }]);
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard'));
    expect(checks(calls).map((call) => call.body)).toEqual([{ hosted_page_id: 'hp_456' }]);
    expect(localStorage.getItem(storageKeys.verificationId)).toBeNull();
  });

  it("says 'Invalid Access Token...' with the reason, forgets the id and offers the way home", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls, view } = returnFromCheckout('/sandbox/success?id=hp_789', [404, { message: billingMessages.checkoutNotFound }]);
    expect(await screen.findByRole('heading', { name: billingMessages.invalidAccessToken })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(billingMessages.checkoutNotFound);
    expect(localStorage.getItem(storageKeys.verificationId)).toBeNull();
    expect(checks(calls)).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    await waitFor(() => expect(view.currentPath()).toBe('/'));
  });

  it('without any id, says so and checks nothing', async () => {
    const { calls } = returnFromCheckout('/sandbox/success', [200, { account_id: 4, message: 'Done!' }]);
    expect(await screen.findByRole('heading', { name: billingMessages.invalidAccessToken })).toBeTruthy();
    expect(checks(calls)).toEqual([]);
  });
});

it("/failure-checkout says 'Opps Something Went Wrong!!!' and has a way home", async () => {
  seedSession();
  renderWithProviders(<AppRoutes />, { route: '/failure-checkout' });
  expect(await screen.findByRole('heading', { name: 'Opps Something Went Wrong!!!' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
});
