import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { storageKeys } from '../../src/session/storage-keys';
import { renderWithProviders, stubApi } from '../support/render';
import { fakeJwt, makeAccount } from '../support/session-fixtures';

/** What accept-invitation hands an invitee without a user profile (spec 4 "Accept invitation"). */
const INVITATION = fakeJwt({ account_name: 'Acme Ltd', email: 'new@example.com' });
const SESSION = fakeJwt({ sub: '9' });
const invitee: User = { id: 9, first_name: 'Ann', last_name: 'Lee', email: 'new@example.com', is_email_verified: 1 };
const acme = makeAccount({ id: 7, account_name: 'Acme Ltd', account_reference: 'ACME' });

const field = (label: string) => screen.findByLabelText(label) as Promise<HTMLInputElement>;

beforeEach(() => {
  window.innerWidth = 1280;
});
afterEach(() => vi.unstubAllGlobals());

describe('register with an invitation (/auth/register?token=)', () => {
  it('registers the invited address and signs the user in, with the joined account in their list', async () => {
    // The invitation proves the address: the server answers with a verified user and a session token.
    const calls = stubApi((call) =>
      call.path === 'auth/register-invited-user'
        ? [200, { user: invitee, token: SESSION, otpToken: null, userAccounts: [acme] }]
        : [200, []],
    );
    const view = renderWithProviders(<AppRoutes />, { route: `/auth/register?token=${INVITATION}`, strict: true });

    const email = await field('Email');
    expect(email.value).toBe('new@example.com');
    expect(email.disabled).toBe(true);
    expect(screen.getByText('You were invited with this e-mail address.')).toBeTruthy();

    await userEvent.type(await field('First Name'), 'Ann');
    await userEvent.type(await field('Last Name'), 'Lee');
    await userEvent.type(await field('Choose Password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create Profile' }));

    // The guest-only guard takes the signed-in user to '/', which picks their only account, the one
    // they joined, and moves on to its dashboard (spec "Account selection").
    expect(await screen.findByRole('heading', { name: 'Home: ACME' })).toBeTruthy();
    expect(view.currentPath()).toBe('/dashboard');
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard', 'Products', 'My Profile', 'Security',
    ]);

    // Besides the dashboard's own read of the joined account's apps, registering is the one call.
    expect(calls.filter((call) => call.path !== 'package/subscribed-apps')).toEqual([
      {
        path: 'auth/register-invited-user',
        method: 'POST',
        body: { first_name: 'Ann', last_name: 'Lee', email: 'new@example.com', password: 'long enough', device_id: 'test-device-0001' },
        authorization: `Bearer ${INVITATION}`,
      },
    ]);
    expect(localStorage.getItem(storageKeys.accessToken)).toBe(SESSION);
  });

  it('shows the refusal and keeps the form when the invitation is no longer valid', async () => {
    stubApi(() => [400, { message: 'This invitation is invalid or has expired.' }]);
    const view = renderWithProviders(<AppRoutes />, { route: `/auth/register?token=${INVITATION}` });
    await userEvent.type(await field('First Name'), 'Ann');
    await userEvent.type(await field('Last Name'), 'Lee');
    await userEvent.type(await field('Choose Password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect((await screen.findAllByText('This invitation is invalid or has expired.')).length).toBeGreaterThan(0);
    expect(view.currentPath()).toBe(`/auth/register?token=${INVITATION}`);
    expect((await field('First Name')).value).toBe('Ann');
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });
});
