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

type Answer = [number, unknown] | [number, unknown, Record<string, string>];

/**
 * A signed-in user with an unverified e-mail: a stored token the server accepts. Each test that
 * sends a mail names its own address: the wait before the next mail is kept per address.
 */
function signedInApi(extra: (call: ApiCall) => Answer | null, email = user.email) {
  localStorage.setItem(storageKeys.accessToken, SESSION);
  return stubApi((call): Answer => {
    if (call.path === 'auth') return [200, { user: { ...user, email }, token: SESSION, userAccounts: [] }];
    if (call.path === 'auth/logout') return [200, { message: 'bye' }];
    return extra(call) ?? [404, { message: 'not found' }];
  });
}

describe('VerifyEmailMessagePage', () => {
  it("sends the code e-mail and goes to the code screen with the returned token", async () => {
    signedInApi((call) => (call.path === 'auth/resend-verify-email' ? [200, { token: 'email-flow-0123456789' }] : null), 'message@b.co');
    const view = renderWithProviders(<VerifyEmailMessagePage />, { route: '/auth/verify-email-message' });
    expect(screen.getByRole('heading', { name: 'Verify Email' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP Email' }));
    await waitFor(() => expect(view.currentPath()).toBe('/auth/verify-email-otp?token=email-flow-0123456789'));
  });

  it("counts down when the server says to wait, without a toast, instead of being refused again", async () => {
    const refusal = 'Too many attempts. Try again in 1 minute.';
    const calls = signedInApi(
      (call) => (call.path === 'auth/resend-verify-email' ? [429, { message: refusal }, { 'Retry-After': '42' }] : null),
      'message-limited@b.co',
    );
    renderWithProviders(<VerifyEmailMessagePage />, { route: '/auth/verify-email-message' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send OTP Email' }));
    const waiting = (await screen.findByRole('button', { name: /^Send OTP Email in 0:4[12]$/ })) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    expect(screen.queryByText(refusal)).toBeNull();
    await userEvent.click(waiting);
    expect(calls.filter((call) => call.path === 'auth/resend-verify-email')).toHaveLength(1);
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

  it('counts down to the next code at once after sending one, and sends nothing meanwhile', async () => {
    const calls = signedInApi((call) => (call.path === 'auth/resend-verify-email' ? [200, { token: 'email-flow-new-000000' }] : null), 'sent@b.co');
    renderWithProviders(<VerifyEmailOtpPage />, { route: '/auth/verify-email-otp?token=email-flow-old-000000' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    // The server allows one mail a minute to an address.
    const waiting = (await screen.findByRole('button', { name: /^Send a new code in (1:00|0:59)$/ })) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    await userEvent.click(waiting);
    expect(calls.filter((call) => call.path === 'auth/resend-verify-email')).toHaveLength(1);
  });

  it("waits what a refusal's Retry-After says, without a toast, then offers the code again", async () => {
    const refusal = 'Too many attempts. Try again in 1 minute.';
    signedInApi((call) => (call.path === 'auth/resend-verify-email' ? [429, { message: refusal }, { 'Retry-After': '2' }] : null), 'limited@b.co');
    renderWithProviders(<VerifyEmailOtpPage />, { route: '/auth/verify-email-otp?token=email-flow-old-000000' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    const waiting = (await screen.findByRole('button', { name: /^Send a new code in 0:0[12]$/ })) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    expect(screen.queryByText(refusal)).toBeNull();
    const again = (await screen.findByRole('button', { name: 'Send a new code' }, { timeout: 3500 })) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
    expect(screen.queryByText(refusal)).toBeNull();
  });
});
