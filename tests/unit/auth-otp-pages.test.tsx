import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from '../support/render';
import { ResetCodePage } from '../../src/features/auth/ResetCodePage';
import { VerifyIdentityOtpPage } from '../../src/features/auth/VerifyIdentityOtpPage';
import { VerifyEmailOtpPage } from '../../src/features/auth/VerifyEmailOtpPage';
import { storageKeys } from '../../src/session/storage-keys';


const otpInput = () => screen.getByLabelText('OTP Code') as HTMLInputElement;
const FLOW = 'flow-token-0123456789';
const user = { id: 3, first_name: 'A', last_name: 'B', email: 'a@b.co', is_email_verified: 1 };

describe('ResetCodePage', () => {
  it('is a one-time-code input', () => {
    renderWithProviders(<ResetCodePage />, { route: `/auth/verify-otp?token=${FLOW}` });
    expect(screen.getByRole('heading', { name: 'Check Your email' })).toBeTruthy();
    expect(otpInput().name).toBe('otp');
    expect(otpInput().inputMode).toBe('numeric');
    expect(otpInput().autocomplete).toBe('one-time-code');
    expect(otpInput().maxLength).toBe(6);
  });

  it("says 'OTP is required' and 'OTP must be a 6-digit number'", async () => {
    const calls = stubApi(() => [500, {}]);
    renderWithProviders(<ResetCodePage />, { route: `/auth/verify-otp?token=${FLOW}` });
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP Code' }));
    expect(await screen.findByText('OTP is required')).toBeTruthy();
    await userEvent.type(otpInput(), '12a4');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP Code' }));
    expect(await screen.findByText('OTP must be a 6-digit number')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the code as an integer and goes on with the new token', async () => {
    const calls = stubApi(() => [200, { token: 'reset-token-0123456789' }]);
    const view = renderWithProviders(<ResetCodePage />, { route: `/auth/verify-otp?token=${FLOW}` });
    await userEvent.type(otpInput(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP Code' }));
    await waitFor(() => expect(view.currentPath()).toBe('/auth/reset-password?token=reset-token-0123456789'));
    expect(calls[0]).toMatchObject({
      path: 'auth/verify-forgot-password-otp',
      body: { otp: 123456, token: FLOW, device_id: 'test-device-0001' },
    });
  });

  it('keeps the code and shows the reason when the server refuses it', async () => {
    stubApi(() => [400, { message: 'This code is not valid' }]);
    renderWithProviders(<ResetCodePage />, { route: `/auth/verify-otp?token=${FLOW}` });
    await userEvent.type(otpInput(), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP Code' }));
    expect(await screen.findAllByText('This code is not valid')).not.toHaveLength(0);
    expect(otpInput().value).toBe('654321');
  });
});

describe('VerifyIdentityOtpPage', () => {
  it('stores the session token with the remember choice the server returns', async () => {
    const calls = stubApi((call) =>
      call.path === 'auth/verify-identity-otp' ? [200, { user, token: 'identity-session-0000', remember_me: false }] : [401, { message: 'no' }],
    );
    renderWithProviders(<VerifyIdentityOtpPage />, { route: `/auth/verify-identity-otp?token=${FLOW}` });
    expect(screen.getByRole('heading', { name: 'Verify Identity' })).toBeTruthy();
    await userEvent.type(otpInput(), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Identity' }));
    await waitFor(() => expect(sessionStorage.getItem(storageKeys.accessToken)).toBe('identity-session-0000'));
    expect(calls[0].body).toEqual({ otp: 111111, token: FLOW, device_id: 'test-device-0001' });
  });
});

describe('VerifyEmailOtpPage', () => {
  it('offers a way back to sign-in to a signed-out user', () => {
    renderWithProviders(<VerifyEmailOtpPage />, { route: `/auth/verify-email-otp?token=${FLOW}` });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
  });

  it('verifies the code and signs in', async () => {
    const calls = stubApi((call) =>
      call.path === 'auth/verify-email-otp' ? [200, { user, token: 'email-session-0000' }] : [401, { message: 'no' }],
    );
    renderWithProviders(<VerifyEmailOtpPage />, { route: `/auth/verify-email-otp?token=${FLOW}` });
    await userEvent.type(otpInput(), '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(localStorage.getItem(storageKeys.accessToken)).toBe('email-session-0000'));
    expect(calls[0]).toMatchObject({ path: 'auth/verify-email-otp', body: { otp: 222222, token: FLOW } });
  });
});
