import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi, type ApiCall } from '../support/render';
import { VerifyEmailMessagePage } from '../../src/features/auth/VerifyEmailMessagePage';
import { VerifyEmailOtpPage } from '../../src/features/auth/VerifyEmailOtpPage';
import { storageKeys } from '../../src/session/storage-keys';


const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const SESSION = `${base64url({ alg: 'HS256' })}.${base64url({ sub: '3', sid: 's1' })}.sig`;
const user = { id: 3, first_name: 'A', last_name: 'B', email: 'a@b.co', is_email_verified: 0 };

/** A signed-in user with an unverified e-mail: a stored token the server accepts. */
function signedInApi(extra: (call: ApiCall) => [number, unknown] | null) {
  localStorage.setItem(storageKeys.accessToken, SESSION);
  return stubApi((call) => {
    if (call.path === 'auth') return [200, { user, token: SESSION, userAccounts: [] }];
    if (call.path === 'auth/logout') return [200, { message: 'bye' }];
    return extra(call) ?? [404, { message: 'not found' }];
  });
}

describe('VerifyEmailMessagePage', () => {
  it("sends the code e-mail and goes to the code screen with the returned token", async () => {
    signedInApi((call) => (call.path === 'auth/resend-verify-email' ? [200, { token: 'email-flow-0123456789' }] : null));
    const view = renderWithProviders(<VerifyEmailMessagePage />, { route: '/auth/verify-email-message' });
    expect(screen.getByRole('heading', { name: 'Verify Email' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP Email' }));
    await waitFor(() => expect(view.currentPath()).toBe('/auth/verify-email-otp?token=email-flow-0123456789'));
  });

  it('lets the user log out', async () => {
    signedInApi(() => null);
    const view = renderWithProviders(<VerifyEmailMessagePage />, { route: '/auth/verify-email-message' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(view.currentPath()).toBe('/');
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });
});

describe('VerifyEmailOtpPage for a signed-in user', () => {
  it("offers 'Send a new code', which replaces the token in the address", async () => {
    const calls = signedInApi((call) => (call.path === 'auth/resend-verify-email' ? [200, { token: 'email-flow-new-000000' }] : null));
    const view = renderWithProviders(<VerifyEmailOtpPage />, { route: '/auth/verify-email-otp?token=email-flow-old-000000' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(view.currentPath()).toBe('/auth/verify-email-otp?token=email-flow-new-000000'));
    expect(view.history).toHaveLength(1);
    expect(calls.find((call) => call.path === 'auth/resend-verify-email')?.authorization).toBe(`Bearer ${SESSION}`);
  });
});
