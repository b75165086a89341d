import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserAccount } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { renderWithProviders } from '../support/render';
import { makeAccount, seedSession } from '../support/session-fixtures';

const standard = makeAccount({ id: 5, tenancy: 'STANDARD' });
const administrator = makeAccount({ id: 5, tenancy: 'ADMINISTRATOR' });

/** Signed in with `account` chosen, on `route` typed into the address bar. */
async function open(route: string, account: UserAccount, heading: string) {
  const calls = seedSession({ accounts: [account], selected: account.id });
  renderWithProviders(<AppRoutes />, { route, strict: true });
  await screen.findByRole('heading', { level: 1, name: heading });
  // Give any query a screen starts the time to go out before counting the calls.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return calls;
}

beforeEach(() => {
  window.innerWidth = 1280;
});
afterEach(() => vi.unstubAllGlobals());

describe('administrator screens reached by a STANDARD member', () => {
  it('manage-subscription says plainly that it is for administrators, and calls nothing', async () => {
    const calls = await open('/dashboard/manage-subscription', standard, 'Manage Subscription');
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe(
      'Only administrators can manage the subscription of this account.',
    );
    expect(calls.map((call) => call.path)).toEqual(['auth']);
  });

  it('update-account says so too, without asking for the administrators list', async () => {
    const calls = await open('/dashboard/update-account', standard, 'Update Account');
    expect(screen.getByText('Only administrators can change this account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change primary contact' })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['auth']);
  });

  it('single sign-on says it is for administrators, without asking for the domains', async () => {
    const calls = await open('/dashboard/sso', standard, 'Single sign-on');
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('Only administrators can set up single sign-on.');
    expect(screen.queryByRole('button', { name: 'Add domain' })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['auth']);
  });

  it('an administrator reads no such notice', async () => {
    await open('/dashboard/manage-subscription', administrator, 'Manage Subscription');
    expect(screen.queryByText('Only administrators can manage the subscription of this account.')).toBeNull();
  });
});
