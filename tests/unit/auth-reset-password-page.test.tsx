import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from '../support/render';
import { ForgotPasswordPage } from '../../src/features/auth/ForgotPasswordPage';
import { ResetPasswordPage } from '../../src/features/auth/ResetPasswordPage';
import { storageKeys } from '../../src/session/storage-keys';


const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const RESET_TOKEN = 'reset-token-0123456789';

describe('ResetPasswordPage', () => {
  it("says 'Passwords must match' when the confirmation differs", async () => {
    const calls = stubApi(() => [500, {}]);
    renderWithProviders(<ResetPasswordPage />, { route: `/auth/reset-password?token=${RESET_TOKEN}` });
    await userEvent.type(field('New Password'), 'long enough');
    await userEvent.type(field('Confirm Password'), 'long enougH');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('requires both passwords', async () => {
    renderWithProviders(<ResetPasswordPage />, { route: `/auth/reset-password?token=${RESET_TOKEN}` });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Confirm Password is required')).toBeTruthy();
  });

  it('resets the password and keeps the new session where the remember choice says', async () => {
    localStorage.setItem(storageKeys.rememberMe, 'false');
    const calls = stubApi((call) =>
      call.path === 'auth/reset-password'
        ? [200, { user: { id: 3, first_name: 'A', last_name: 'B', email: 'a@b.co', is_email_verified: 1 }, token: 'new-session-token-0000' }]
        : [401, { message: 'Unauthorised' }],
    );
    renderWithProviders(<ResetPasswordPage />, { route: `/auth/reset-password?token=${RESET_TOKEN}` });
    await userEvent.type(field('New Password'), 'long enough');
    await userEvent.type(field('Confirm Password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'auth/reset-password')).toBe(true));
    expect(calls[0].body).toMatchObject({ token: RESET_TOKEN, password: 'long enough', confirm_password: 'long enough', remember_me: false });
    await waitFor(() => expect(sessionStorage.getItem(storageKeys.accessToken)).toBe('new-session-token-0000'));
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('goes on to the second step with no session when the user has a second factor', async () => {
    stubApi((call) =>
      call.path === 'auth/reset-password'
        ? [200, {
          user: { id: 3, first_name: 'A', last_name: 'B', email: 'a@b.co', is_email_verified: 1 },
          token: null, verify_2fa: true, two_step: { totp: true, passkey: false }, otpToken: 'second-step-0000', remember_me: true,
        }]
        : [401, { message: 'Unauthorised' }],
    );
    const view = renderWithProviders(<ResetPasswordPage />, { route: `/auth/reset-password?token=${RESET_TOKEN}` });
    await userEvent.type(field('New Password'), 'long enough');
    await userEvent.type(field('Confirm Password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(view.currentPath()).toBe('/auth/verify-2fa?token=second-step-0000&methods=totp'));
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('explains a missing token and links to the start of the reset', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/auth/reset-password' });
    expect(screen.getByRole('alert').textContent).toContain('missing its token');
    expect(screen.getByRole('link', { name: 'Request a new code' }).getAttribute('href')).toBe('/auth/forgot-password');
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });
});

describe('ForgotPasswordPage', () => {
  it('validates the e-mail and goes to the reset-code screen with the returned token', async () => {
    const calls = stubApi(() => [200, { token: 'flow-token-0123456789' }]);
    const view = renderWithProviders(<ForgotPasswordPage />, { route: '/auth/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await userEvent.type(field('Email'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(view.currentPath()).toBe('/auth/verify-otp?token=flow-token-0123456789'));
    expect(calls[0]).toMatchObject({ path: 'auth/forgot-password', body: { email: 'jane@example.com', device_id: 'test-device-0001' } });
  });
});
