import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from '../support/render';
import { expectSaidOnce } from '../support/said-once';
import { GuestOnly } from '../../src/app/guards';
import { LoginPage } from '../../src/features/auth/LoginPage';
import { storageKeys } from '../../src/session/storage-keys';


const user = { id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', is_email_verified: 1 };
const loginAnswer = (overrides: object) => ({
  user, otpToken: null, token: null, verify_identity: false, verify_email: false, verify_2fa: false, two_step: null, login: false, userAccounts: [], remember_me: true,
  ...overrides,
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const form = () => screen.getByRole('form', { name: 'Sign in to your account' });

describe('LoginPage', () => {
  it('shows the required messages on an empty submit, and sends nothing', async () => {
    const calls = stubApi(() => [500, {}]);
    renderWithProviders(<LoginPage />, { route: '/auth/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('says nothing while the user tabs past the fields, then checks on submit and again as the user types', async () => {
    stubApi(() => [500, {}]);
    renderWithProviders(<LoginPage />, { route: '/auth/login' });
    await userEvent.click(field('Email'));
    await userEvent.tab();
    await userEvent.type(field('Email'), 'jane@');
    await userEvent.tab();
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.queryByText('Invalid email format')).toBeNull();
    expect(screen.queryByText('Password is required')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await userEvent.type(field('Email'), 'example.com');
    await waitFor(() => expect(screen.queryByText('Invalid email format')).toBeNull());
    await userEvent.clear(field('Email'));
    expect(await screen.findByText('Email is required')).toBeTruthy();
  });

  it('keeps every typed value after a server error and shows the message', async () => {
    const calls = stubApi(() => [401, { message: 'Invalid credentials' }]);
    const view = renderWithProviders(<LoginPage />, { route: '/auth/login' });
    await userEvent.type(field('Email'), 'jane@example.com');
    await userEvent.type(field('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await within(form()).findByRole('alert')).textContent).toContain('Invalid credentials');
    // In the form only: not also in a toast.
    await expectSaidOnce('Invalid credentials');
    expect(field('Email').value).toBe('jane@example.com');
    expect(field('Password').value).toBe('wrong password');
    expect((screen.getByRole('checkbox', { name: 'Keep me signed in' }) as HTMLInputElement).checked).toBe(false);
    expect(calls[0]).toMatchObject({
      path: 'auth/login',
      method: 'POST',
      body: { email: 'jane@example.com', password: 'wrong password', remember_me: false, device_id: 'test-device-0001' },
    });
    expect(view.history).toEqual(['/auth/login']);
  });

  it('shows a 429 answer (too many failed sign-ins) under the form and keeps what was typed', async () => {
    const calls = stubApi(() => [429, { message: 'Too many attempts. Try again in 15 minutes.' }]);
    renderWithProviders(<LoginPage />, { route: '/auth/login' });
    await userEvent.type(field('Email'), 'jane@example.com');
    await userEvent.type(field('Password'), 'a guess');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await within(form()).findByRole('alert')).textContent).toContain('Too many attempts. Try again in 15 minutes.');
    expect(field('Email').value).toBe('jane@example.com');
    expect(field('Password').value).toBe('a guess');
    expect(calls).toHaveLength(1);
  });

  it('maps server field errors onto the fields', async () => {
    stubApi(() => [422, { message: 'Please check the form', errors: { email: 'No user with this e-mail' } }]);
    renderWithProviders(<LoginPage />, { route: '/auth/login' });
    await userEvent.type(field('Email'), 'jane@example.com');
    await userEvent.type(field('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectSaidOnce('No user with this e-mail');
    // The field says what is wrong; the banner says the rest of the refusal.
    expect(within(form()).getByRole('alert').textContent).toContain('Please check the form');
  });

  it('says a refusal about a field on that field only, not in a banner as well', async () => {
    stubApi(() => [400, { message: 'Invalid email format', errors: { email: 'Invalid email format' } }]);
    renderWithProviders(<LoginPage />, { route: '/auth/login' });
    await userEvent.type(field('Email'), 'jane@example.com');
    await userEvent.type(field('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectSaidOnce('Invalid email format');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(within(form()).queryByRole('alert')).toBeNull();
  });

  it('signs in and stays put (the guard moves a signed-in user on)', async () => {
    stubApi(() => [200, loginAnswer({ login: true, token: 'session-token-0123456789' })]);
    const view = renderWithProviders(<LoginPage />, { route: '/auth/login' });
    await userEvent.type(field('Email'), 'jane@example.com');
    await userEvent.type(field('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem(storageKeys.accessToken)).toBe('session-token-0123456789'));
    expect(view.history).toEqual(['/auth/login']);
  });

  it('leaves the guest pages once signed in (the guard sends the user to /)', async () => {
    stubApi(() => [200, loginAnswer({ login: true, token: 'session-token-0123456789' })]);
    const view = renderWithProviders(<GuestOnly><LoginPage /></GuestOnly>, { route: '/auth/login' });
    // The guard shows 'Loading' until the session has started (spec guard 1).
    await screen.findByLabelText('Email');
    await userEvent.type(field('Email'), 'jane@example.com');
    await userEvent.type(field('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.currentPath()).toBe('/'));
  });

  it('goes to the identity step, remembering the "Keep me signed in" choice', async () => {
    stubApi(() => [200, loginAnswer({ verify_identity: true, otpToken: 'identity-otp-token' })]);
    const view = renderWithProviders(<LoginPage />, { route: '/auth/login' });
    await userEvent.type(field('Email'), 'jane@example.com');
    await userEvent.type(field('Password'), 'secret');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.currentPath()).toBe('/auth/verify-identity-otp?token=identity-otp-token'));
    expect(localStorage.getItem(storageKeys.rememberMe)).toBe('false');
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('resumes a checkout started before sign-in (through the guest-only guard)', async () => {
    localStorage.setItem(storageKeys.verificationId, JSON.stringify({ provider: 'sandbox', id: 'hp_1' }));
    stubApi(() => [200, loginAnswer({ login: true, token: 'session-token-0123456789' })]);
    const view = renderWithProviders(<GuestOnly><LoginPage /></GuestOnly>, { route: '/auth/login' });
    // The guard shows 'Loading' until the session has started (spec guard 1).
    await screen.findByLabelText('Email');
    await userEvent.type(field('Email'), 'jane@example.com');
    await userEvent.type(field('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.currentPath()).toBe('/sandbox/success?state=succeeded'));
  });

  it('stores a launcher referrer', () => {
    renderWithProviders(<LoginPage />, { route: '/auth/login?referrer=crm' });
    expect(localStorage.getItem(storageKeys.referrer)).toBe('crm');
  });

  it('toggles the password between hidden and shown', async () => {
    renderWithProviders(<LoginPage />, { route: '/auth/login' });
    expect(field('Password').type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password').type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password').type).toBe('password');
  });
});

describe('LoginPage offline', () => {
  it('refuses at once with a clear message and keeps the values', async () => {
    const calls = stubApi(() => [200, {}]);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderWithProviders(<LoginPage />, { route: '/auth/login' });
      await userEvent.type(field('Email'), 'jane@example.com');
      await userEvent.type(field('Password'), 'secret');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect((await within(form()).findByRole('alert')).textContent).toContain('You are offline');
      expect(field('Email').value).toBe('jane@example.com');
      expect(calls).toHaveLength(0);
    } finally {
      onLine.mockRestore();
    }
  });
});
