import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication } from '@simplewebauthn/browser';
import { GuestOnly } from '../../src/app/guards';
import { VerifyTwoStepPage } from '../../src/features/auth/VerifyTwoStepPage';
import { storageKeys } from '../../src/session/storage-keys';
import { renderWithProviders, stubApi, type ApiCall } from '../support/render';
import { fakeJwt } from '../support/session-fixtures';
import { expectSaidOnce } from '../support/said-once';

// jsdom has no WebAuthn: the browser's side of the ceremony is stood in for.
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn() }));

const FLOW = 'second-factor-token-0123';
const user = { id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', is_email_verified: 1 };
const SESSION = fakeJwt({ sub: '7' });
const EXPIRED = 'This sign-in has expired. Please sign in again.';
const options = { challenge: 'c2Vjb25kLWZhY3Rvcg', rpId: 'localhost', allowCredentials: [{ id: 'Y3JlZGVudGlhbA', type: 'public-key' }] };
const assertion = {
  id: 'Y3JlZGVudGlhbA', rawId: 'Y3JlZGVudGlhbA', type: 'public-key',
  response: { clientDataJSON: 'Y2xpZW50', authenticatorData: 'YXV0aA', signature: 'c2ln' },
  clientExtensionResults: {},
};

/** The second step's page at `query`, behind the guest-only guard, which moves a signed-in user on. */
function open(query: string, answer: (call: ApiCall) => [number, unknown]) {
  const calls = stubApi((call) => (call.path === 'auth' && call.method === 'GET' ? [200, { user, token: SESSION, userAccounts: [] }] : answer(call)));
  const view = renderWithProviders(<GuestOnly><VerifyTwoStepPage /></GuestOnly>, { route: `/auth/verify-2fa?${query}` });
  return { calls, view };
}

const codeInput = () => screen.findByLabelText('Code from the app') as Promise<HTMLInputElement>;
const recoveryInput = () => screen.findByLabelText('Recovery code') as Promise<HTMLInputElement>;
const form = () => screen.getByRole('form', { name: 'Two-step verification' });
const signedInAnswer = (remember: boolean): [number, unknown] => [200, { user, token: SESSION, remember_me: remember }];

beforeEach(() => {
  vi.mocked(startAuthentication).mockReset();
});

describe('VerifyTwoStepPage: the code from the app', () => {
  it('is a six-digit code input under the page title', async () => {
    open(`token=${FLOW}&methods=totp`, () => [500, {}]);
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    const input = await codeInput();
    expect(input.name).toBe('otp');
    expect(input.inputMode).toBe('numeric');
    expect(input.autocomplete).toBe('one-time-code');
    expect(input.maxLength).toBe(6);
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeTruthy();
    // No passkey among the methods: none offered.
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });

  it('sends the code as typed (it may start with 0) and signs in for as long as the login asked', async () => {
    const { calls, view } = open(`token=${FLOW}&methods=totp`, (call) => (call.path === 'auth/verify-2fa' ? signedInAnswer(false) : [404, {}]));
    await userEvent.type(await codeInput(), '012345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(calls[0]).toMatchObject({ path: 'auth/verify-2fa', method: 'POST', body: { token: FLOW, otp: '012345', device_id: 'test-device-0001' } });
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBe(SESSION);
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('checks the format before sending', async () => {
    const { calls } = open(`token=${FLOW}&methods=totp`, () => [500, {}]);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Code from the app is required')).toBeTruthy();
    await userEvent.type(await codeInput(), '12a4');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from the app.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("puts the server's message on the field and keeps the code", async () => {
    const wrong = 'The code is not valid.';
    const { view } = open(`token=${FLOW}&methods=totp`, () => [400, { message: wrong, errors: { otp: wrong } }]);
    const input = await codeInput();
    await userEvent.type(input, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(wrong);
    await expectSaidOnce(wrong);
    expect(input.value).toBe('654321');
    expect(view.currentPath()).toBe(`/auth/verify-2fa?token=${FLOW}&methods=totp`);
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('says when there were too many attempts, and keeps the code', async () => {
    const limit = 'Too many attempts. Try again in 15 minutes.';
    open(`token=${FLOW}&methods=totp`, () => [429, { message: limit }]);
    const input = await codeInput();
    await userEvent.type(input, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await within(form()).findByRole('alert')).textContent).toContain(limit);
    expect(input.value).toBe('111111');
  });
});

describe('VerifyTwoStepPage: a sign-in that is over', () => {
  it('says so, with the way back to sign in, when the server no longer knows the token', async () => {
    open(`token=${FLOW}&methods=totp`, () => [400, { message: EXPIRED }]);
    await userEvent.type(await codeInput(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain(EXPIRED);
    expect(screen.queryByLabelText('Code from the app')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth/login');
  });

  it('says so without a token, and sends nothing', async () => {
    const { calls } = open('methods=totp', () => [500, {}]);
    expect((await screen.findByRole('alert')).textContent).toContain(EXPIRED);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.queryByLabelText('Code from the app')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe('VerifyTwoStepPage: a recovery code', () => {
  it('switches to the recovery form, in the address too, and signs in with it', async () => {
    const { calls, view } = open(`token=${FLOW}&methods=totp`, (call) =>
      call.path === 'auth/verify-2fa-recovery' ? signedInAnswer(true) : [404, {}],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const input = await recoveryInput();
    expect(input.name).toBe('recovery_code');
    expect(view.currentPath()).toBe(`/auth/verify-2fa?token=${FLOW}&methods=totp&use=recovery`);
    expect(screen.queryByLabelText('Code from the app')).toBeNull();

    await userEvent.type(input, 'abcde-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(localStorage.getItem(storageKeys.accessToken)).toBe(SESSION));
    expect(calls[0]).toMatchObject({
      path: 'auth/verify-2fa-recovery',
      body: { token: FLOW, recovery_code: 'abcde-12345', device_id: 'test-device-0001' },
    });
    await waitFor(() => expect(view.currentPath()).toBe('/'));
  });

  it("puts a refused code's message on the field and keeps it", async () => {
    const used = 'The recovery code is not valid.';
    open(`token=${FLOW}&methods=totp&use=recovery`, () => [400, { message: used, errors: { recovery_code: used } }]);
    const input = await recoveryInput();
    await userEvent.type(input, 'ABCDE12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(input.value).toBe('ABCDE12345');
    expect(screen.getAllByText(used).length).toBeGreaterThan(0);
  });

  it('keeps the chosen form on a reload, and leads back to the code from the app', async () => {
    const { view } = open(`token=${FLOW}&methods=totp&use=recovery`, () => [500, {}]);
    expect(await recoveryInput()).toBeTruthy();
    expect(screen.queryByLabelText('Code from the app')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Use the code from the app' }));
    expect(await codeInput()).toBeTruthy();
    expect(view.currentPath()).toBe(`/auth/verify-2fa?token=${FLOW}&methods=totp`);
  });
});

describe('VerifyTwoStepPage: a passkey', () => {
  it('asks for options for this sign-in, has the browser sign them, and signs in', async () => {
    vi.mocked(startAuthentication).mockResolvedValue(assertion as never);
    const { calls, view } = open(`token=${FLOW}&methods=totp%2Cpasskey`, (call) => {
      if (call.path === 'auth/verify-2fa-passkey/options') return [200, { options }];
      if (call.path === 'auth/verify-2fa-passkey') return signedInAnswer(true);
      return [404, {}];
    });
    await codeInput();
    await userEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(vi.mocked(startAuthentication)).toHaveBeenCalledWith({ optionsJSON: options });
    expect(calls[0]).toMatchObject({ path: 'auth/verify-2fa-passkey/options', body: { token: FLOW } });
    expect(calls[1]).toMatchObject({ path: 'auth/verify-2fa-passkey', body: { token: FLOW, response: assertion, device_id: 'test-device-0001' } });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe(SESSION);
  });

  it('offers the passkey first to a user without the app, and a cancelled prompt says nothing', async () => {
    vi.mocked(startAuthentication).mockRejectedValue(Object.assign(new Error('Not allowed'), { name: 'NotAllowedError' }));
    const { calls, view } = open(`token=${FLOW}&methods=passkey`, () => [200, { options }]);
    const button = await screen.findByRole('button', { name: 'Use a passkey' });
    expect(screen.queryByLabelText('Code from the app')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use the code from the app' })).toBeNull();
    await userEvent.click(button);
    await waitFor(() => expect(vi.mocked(startAuthentication)).toHaveBeenCalled());
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['auth/verify-2fa-passkey/options']);
    expect(view.currentPath()).toBe(`/auth/verify-2fa?token=${FLOW}&methods=passkey`);
  });

  it("shows the server's refusal", async () => {
    vi.mocked(startAuthentication).mockResolvedValue(assertion as never);
    const failed = 'The passkey could not be verified. Try again or use another way to sign in.';
    open(`token=${FLOW}&methods=passkey`, (call) => (call.path === 'auth/verify-2fa-passkey/options' ? [200, { options }] : [400, { message: failed }]));
    await userEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toContain(failed);
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeTruthy();
  });

  it('says the sign-in is over when the server no longer knows the token', async () => {
    open(`token=${FLOW}&methods=passkey`, () => [400, { message: EXPIRED }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toContain(EXPIRED);
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    expect(vi.mocked(startAuthentication)).not.toHaveBeenCalled();
  });
});
