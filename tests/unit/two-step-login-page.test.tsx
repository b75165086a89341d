import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication } from '@simplewebauthn/browser';
import { AppRoutes } from '../../src/app/routes';
import { GuestOnly } from '../../src/app/guards';
import { LoginPage } from '../../src/features/auth/LoginPage';
import { takeReturnPath } from '../../src/session/return-path';
import { storageKeys } from '../../src/session/storage-keys';
import { renderWithProviders, stubApi, type ApiCall } from '../support/render';
import { fakeJwt } from '../support/session-fixtures';

// jsdom has no WebAuthn: the browser's side of the ceremony is stood in for.
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn() }));

const user = { id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', is_email_verified: 1 };
const SESSION = fakeJwt({ sub: '7' });
const loginAnswer = (overrides: object) => ({
  user, otpToken: null, token: null, verify_identity: false, verify_email: false, verify_2fa: false, two_step: null,
  login: false, userAccounts: [], remember_me: true, ...overrides,
});
const secondStepAnswer = loginAnswer({ verify_2fa: true, two_step: { totp: true, passkey: true }, otpToken: 'second-factor-token' });
const signedIn = (call: ApiCall): [number, unknown] | null =>
  call.path === 'auth' && call.method === 'GET' ? [200, { user, token: SESSION, userAccounts: [] }] : null;

const options = { challenge: 'c2lnbi1pbi1jaGFsbGVuZ2U', rpId: 'localhost', userVerification: 'required', timeout: 300000 };
const assertion = {
  id: 'Y3JlZGVudGlhbA', rawId: 'Y3JlZGVudGlhbA', type: 'public-key',
  response: { clientDataJSON: 'Y2xpZW50', authenticatorData: 'YXV0aA', signature: 'c2ln', userHandle: 'dXNlcg' },
  clientExtensionResults: {},
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function signInWithPassword() {
  await userEvent.type(field('Email'), 'jane@example.com');
  await userEvent.type(field('Password'), 'secret');
}

beforeEach(() => {
  vi.mocked(startAuthentication).mockReset();
  // The button is offered where the browser has WebAuthn.
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
});

describe('LoginPage: a user with a second factor', () => {
  it('goes to the second step with the token and the methods, remembering the choice', async () => {
    const calls = stubApi(() => [200, secondStepAnswer]);
    const view = renderWithProviders(<LoginPage />, { route: '/auth/login' });
    await signInWithPassword();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.currentPath()).toBe('/auth/verify-2fa?token=second-factor-token&methods=totp%2Cpasskey'));
    expect(localStorage.getItem(storageKeys.rememberMe)).toBe('false');
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['auth/login']);
  });

  it('keeps a checkout started before sign-in for after the second step', async () => {
    localStorage.setItem(storageKeys.verificationId, JSON.stringify({ provider: 'sandbox', id: 'hp_1' }));
    stubApi(() => [200, secondStepAnswer]);
    const view = renderWithProviders(<LoginPage />, { route: '/auth/login' });
    await signInWithPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.currentPath()).toMatch(/^\/auth\/verify-2fa\?/));
    expect(takeReturnPath()).toBe('/sandbox/success?state=succeeded');
  });

  it('walks from the password to the code from the app and is signed in', async () => {
    const calls = stubApi((call) => {
      if (call.path === 'auth/login') return [200, secondStepAnswer];
      if (call.path === 'auth/verify-2fa') return [200, { user, token: SESSION, remember_me: true }];
      return signedIn(call) ?? [404, { message: 'Not found' }];
    });
    const view = renderWithProviders(<AppRoutes />, { route: '/auth/login' });
    await screen.findByLabelText('Email');
    await signInWithPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    await userEvent.type(await screen.findByLabelText('Code from the app'), '012345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(localStorage.getItem(storageKeys.accessToken)).toBe(SESSION);
    expect(calls.find((call) => call.path === 'auth/verify-2fa')?.body).toEqual({
      token: 'second-factor-token', otp: '012345', device_id: 'test-device-0001',
    });
  });
});

describe('LoginPage: Sign in with a passkey', () => {
  it('asks for options, has the browser sign them, and signs in with the remember choice', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(assertion as never);
    const calls = stubApi((call) => {
      if (call.path === 'auth/passkey-sign-in/options') return [200, { options }];
      if (call.path === 'auth/passkey-sign-in') return [200, { user, token: SESSION, remember_me: false }];
      return signedIn(call) ?? [404, { message: 'Not found' }];
    });
    const view = renderWithProviders(<GuestOnly><LoginPage /></GuestOnly>, { route: '/auth/login' });
    await screen.findByLabelText('Email');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(vi.mocked(startAuthentication)).toHaveBeenCalledWith({ optionsJSON: options });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST auth/passkey-sign-in/options', 'POST auth/passkey-sign-in', 'GET auth',
    ]);
    expect(calls[1].body).toEqual({ response: assertion, remember_me: false, device_id: 'test-device-0001' });
    // Not kept past this tab: the server's answer said so.
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBe(SESSION);
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('says nothing when the user closes the browser prompt', async () => {
    vi.mocked(startAuthentication).mockRejectedValue(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    const calls = stubApi(() => [200, { options }]);
    const view = renderWithProviders(<LoginPage />, { route: '/auth/login' });
    const button = screen.getByRole('button', { name: 'Sign in with a passkey' });
    await userEvent.click(button);
    await waitFor(() => expect(vi.mocked(startAuthentication)).toHaveBeenCalled());
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['auth/passkey-sign-in/options']);
    expect(view.currentPath()).toBe('/auth/login');
  });

  it("shows the server's refusal in the page's alert and stays signed out", async () => {
    vi.mocked(startAuthentication).mockResolvedValue(assertion as never);
    const refusal = 'The passkey could not be verified. Try again or use another way to sign in.';
    stubApi((call) => (call.path === 'auth/passkey-sign-in/options' ? [200, { options }] : [400, { message: refusal }]));
    renderWithProviders(<LoginPage />, { route: '/auth/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('is not offered by a browser without WebAuthn', () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    renderWithProviders(<LoginPage />, { route: '/auth/login' });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});
