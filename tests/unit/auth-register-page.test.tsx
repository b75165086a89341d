import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from '../support/render';
import { RegisterPage } from '../../src/features/auth/RegisterPage';
import { storageKeys } from '../../src/session/storage-keys';


const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const invitation = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ email: 'invited@example.com', account_name: 'Acme' })}.signature`;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const newUser = (verified: 0 | 1) => ({
  user: { id: 9, first_name: 'Ann', last_name: 'Lee', email: 'invited@example.com', is_email_verified: verified },
  token: 'session-token-0123456789',
  otpToken: verified ? null : 'email-otp-token',
  userAccounts: [],
});

async function fillNames() {
  await userEvent.type(field('First Name'), ' Ann ');
  await userEvent.type(field('Last Name'), 'Lee');
  await userEvent.type(field('Choose Password'), 'long enough');
}

describe('RegisterPage', () => {
  it('shows the specification messages on an empty submit', async () => {
    renderWithProviders(<RegisterPage />, { route: '/auth/register' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    for (const message of ['First Name is required', 'Last Name is required', 'Email is required', 'Password is required']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('says the password rule under the field before any submit, then the refusal in its place', async () => {
    renderWithProviders(<RegisterPage />, { route: '/auth/register' });
    const hint = screen.getByText('At least 8 characters.');
    expect(field('Choose Password').getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);

    await userEvent.type(field('Choose Password'), 'short');
    await userEvent.tab();
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    const refusal = await screen.findByText('Password must be at least 8 characters');
    expect(field('Choose Password').getAttribute('aria-describedby')?.split(' ')).toContain(refusal.id);
    expect(screen.queryByText('At least 8 characters.')).toBeNull();

    // Checked as the user types from now on: eight characters and the refusal goes.
    await userEvent.type(field('Choose Password'), 'enough');
    await waitFor(() => expect(screen.queryByText('Password must be at least 8 characters')).toBeNull());
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
  });

  it('with an invitation token, prefills and locks the e-mail and registers through the invitation', async () => {
    const calls = stubApi(() => [200, newUser(1)]);
    renderWithProviders(<RegisterPage />, { route: `/auth/register?token=${invitation}` });
    expect(field('Email').value).toBe('invited@example.com');
    expect(field('Email').disabled).toBe(true);

    await fillNames();
    await userEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      path: 'auth/register-invited-user',
      method: 'POST',
      authorization: `Bearer ${invitation}`,
      body: { first_name: 'Ann', last_name: 'Lee', email: 'invited@example.com', password: 'long enough', device_id: 'test-device-0001' },
    });
    // A verified user is signed in and kept signed in.
    await waitFor(() => expect(localStorage.getItem(storageKeys.accessToken)).toBe('session-token-0123456789'));
  });

  it('ignores a token it cannot read', () => {
    renderWithProviders(<RegisterPage />, { route: '/auth/register?token=not-a-jwt' });
    expect(field('Email').value).toBe('');
    expect(field('Email').disabled).toBe(false);
  });

  it('sends an unverified user to the e-mail code, without storing the token', async () => {
    const calls = stubApi(() => [200, newUser(0)]);
    const view = renderWithProviders(<RegisterPage />, { route: '/auth/register' });
    await fillNames();
    await userEvent.type(field('Email'), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    await waitFor(() => expect(view.currentPath()).toBe('/auth/verify-email-otp?token=email-otp-token'));
    expect(calls[0]).toMatchObject({ path: 'auth/register', authorization: null });
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBeNull();
  });
});
