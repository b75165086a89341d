import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from '../support/render';
import { expectSaidOnce } from '../support/said-once';
import { VerifyEmailLinkPage } from '../../src/features/auth/VerifyEmailLinkPage';
import { VerifyIdentityLinkPage } from '../../src/features/auth/VerifyIdentityLinkPage';
import { storageKeys } from '../../src/session/storage-keys';


const LINK = 'link-token-0123456789';
const user = { id: 3, first_name: 'A', last_name: 'B', email: 'a@b.co', is_email_verified: 1 };

describe('VerifyEmailLinkPage', () => {
  it("shows the reason and 'Retry' after a failed check, and retries on click", async () => {
    let attempts = 0;
    const calls = stubApi((call) => {
      if (call.path !== 'auth/verify-email') return [401, { message: 'no session' }];
      attempts += 1;
      return attempts === 1 ? [400, { message: 'This link has expired' }] : [200, { user, token: 'email-session-0000' }];
    });
    renderWithProviders(<VerifyEmailLinkPage />, { route: `/auth/verify-email?token=${LINK}` });
    expect(screen.getByRole('heading', { name: 'Verifying Email' })).toBeTruthy();

    const retry = await screen.findByRole('button', { name: 'Retry' });
    // On the card, beside its Retry, and not in a toast as well.
    await expectSaidOnce('This link has expired');
    expect(calls.filter((call) => call.path === 'auth/verify-email')).toHaveLength(1);

    await userEvent.click(retry);
    expect(await screen.findByText('Your link has been verified.')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'auth/verify-email')).toHaveLength(2);
    expect(calls[0].body).toEqual({ token: LINK, device_id: 'test-device-0001' });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('email-session-0000');
  });

  it('checks a link once, even when StrictMode runs effects twice', async () => {
    const calls = stubApi((call) => (call.path === 'auth/verify-email' ? [200, { user, token: 'email-session-0000' }] : [401, { message: 'no' }]));
    renderWithProviders(<VerifyEmailLinkPage />, { route: `/auth/verify-email?token=${LINK}`, strict: true });
    expect(await screen.findByText('Your link has been verified.')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'auth/verify-email')).toHaveLength(1);
  });

  it('explains a link without a token', () => {
    const calls = stubApi(() => [500, {}]);
    renderWithProviders(<VerifyEmailLinkPage />, { route: '/auth/verify-email' });
    expect(screen.getByRole('alert').textContent).toContain('incomplete');
    expect(calls).toHaveLength(0);
  });
});

describe('VerifyIdentityLinkPage', () => {
  it('verifies on load and keeps the session as the server says', async () => {
    stubApi((call) =>
      call.path === 'auth/verify-identity' ? [200, { user, token: 'identity-session-0000', remember_me: false }] : [401, { message: 'no' }],
    );
    renderWithProviders(<VerifyIdentityLinkPage />, { route: `/auth/verify-identity?token=${LINK}` });
    expect(screen.getByRole('heading', { name: 'Verifying Identity' })).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem(storageKeys.accessToken)).toBe('identity-session-0000'));
  });

  it('goes on to the second step, storing no session, when the user has a second factor', async () => {
    stubApi((call) =>
      call.path === 'auth/verify-identity'
        ? [200, { user, token: null, verify_2fa: true, two_step: { totp: true, passkey: true }, otpToken: 'second-step-0000', remember_me: true }]
        : [401, { message: 'no' }],
    );
    const view = renderWithProviders(<VerifyIdentityLinkPage />, { route: `/auth/verify-identity?token=${LINK}` });
    await waitFor(() => expect(view.currentPath()).toBe('/auth/verify-2fa?token=second-step-0000&methods=totp%2Cpasskey'));
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });
});
