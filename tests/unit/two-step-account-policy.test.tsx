import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserAccount } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { renderWithProviders } from '../support/render';
import { makeAccount, seedSession, type Answer } from '../support/session-fixtures';

const LABEL = 'Require two-step verification for all members';
const acme: UserAccount = makeAccount({
  id: 4, account_name: 'Acme Ltd', tenancy: 'ADMINISTRATOR',
  addresses: [{ country: 'GB', address_1: '1 High Street', address_2: '', city: 'London', postal_code: 'SW1A 1AA' }],
});

function openAt(route: string, account: UserAccount, answer?: Answer) {
  const calls = seedSession({ accounts: [account], selected: account.id, answer });
  const view = renderWithProviders(<AppRoutes />, { route, strict: true });
  return { calls, view };
}

/** The account form's code loads after the screen's title (a chunk of its own). */
const formBuilt = () => screen.findByRole('button', { name: 'Cancel' });
const policyBox = () => screen.getByRole('checkbox', { name: LABEL }) as HTMLInputElement;

beforeEach(() => {
  window.innerWidth = 1280;
});

describe('Account screen: require two-step verification', () => {
  it('saves at once with the account token, says so, and keeps the account as the server answered', async () => {
    const { calls } = openAt('/dashboard/update-account', acme, (call) =>
      call.method === 'PUT' && call.path === 'account/two-step' ? [200, { ...acme, require_two_step: true }] : [200, {}],
    );
    await formBuilt();
    expect(policyBox().checked).toBe(false);
    await userEvent.click(policyBox());

    expect(await screen.findByText('Two-step verification is now required for all members.')).toBeTruthy();
    const put = calls.filter((call) => call.path === 'account/two-step');
    expect(put).toEqual([
      expect.objectContaining({ method: 'PUT', body: { require_two_step: true }, authorization: 'Bearer account-token-4' }),
    ]);
    // Not the account form's save: that call is not made.
    expect(calls.some((call) => call.path === 'account')).toBe(false);
    // The session's account now requires it: the box stays checked after the call.
    await waitFor(() => expect(policyBox().checked).toBe(true));
  });

  it('turns it off again', async () => {
    const { calls } = openAt('/dashboard/update-account', { ...acme, require_two_step: true }, (call) =>
      call.path === 'account/two-step' ? [200, { ...acme, require_two_step: false }] : [200, {}],
    );
    await formBuilt();
    expect(policyBox().checked).toBe(true);
    await userEvent.click(policyBox());
    expect(await screen.findByText('Two-step verification is no longer required.')).toBeTruthy();
    expect(calls.find((call) => call.path === 'account/two-step')?.body).toEqual({ require_two_step: false });
    await waitFor(() => expect(policyBox().checked).toBe(false));
  });

  it("shows the refusal of an administrator without a second factor and puts the box back", async () => {
    const refusal = 'Turn on a passkey or the authenticator app first.';
    openAt('/dashboard/update-account', acme, (call) => (call.path === 'account/two-step' ? [409, { message: refusal }] : [200, {}]));
    await formBuilt();
    await userEvent.click(policyBox());
    await waitFor(() => expect(screen.getAllByText(refusal).length).toBeGreaterThan(0));
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(refusal))).toBe(true);
    await waitFor(() => expect(policyBox().checked).toBe(false));
  });

  it('is not there for a STANDARD member', async () => {
    const { calls } = openAt('/dashboard/update-account', { ...acme, tenancy: 'STANDARD' });
    expect(await screen.findByText('Only administrators can change this account.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: LABEL })).toBeNull();
    expect(calls.some((call) => call.path === 'account/two-step')).toBe(false);
  });

  it('is not there when creating an account', async () => {
    openAt('/create-account', acme);
    await formBuilt();
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: LABEL })).toBeNull();
  });
});
