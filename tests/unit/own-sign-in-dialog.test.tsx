import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFLINE_MESSAGE, twoStepMessages, type UserAccount } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { readSelectedAccount } from '../../src/session/selected-account';
import { storageKeys } from '../../src/session/storage-keys';
import { setOnline } from '../support/members-fixtures';
import { renderWithProviders, stubApi, type ApiCall } from '../support/render';
import { TOKEN, fakeJwt, makeAccount, user } from '../support/session-fixtures';

/** Single sign-on through Federated Ltd's provider: the person's own Workshop asks for their own sign-in. */
const federated = makeAccount({ id: 1, account_name: 'Federated Ltd' });
const workshop = makeAccount({ id: 2, account_name: 'Workshop', tenancy: 'ADMINISTRATOR', require_two_step: true, needs_own_sign_in: true });
const opened = { ...workshop, needs_own_sign_in: false };
const CONFIRMED = fakeJwt({ sub: '1', sid: 'confirmed' });
const WRONG = { message: twoStepMessages.passwordWrong, errors: { password: twoStepMessages.passwordWrong } };
const SECOND_STEP = { user, token: null, verify_2fa: true, two_step: { totp: true, passkey: false }, otpToken: 'otp-token', remember_me: true };

type Answer = (call: ApiCall) => [number, unknown] | undefined;

/**
 * A stored session that single sign-on opened; GET auth answers by the bearer: the confirmed
 * token's session opens the Workshop. `answer` takes the other calls it knows.
 */
function ssoSession(answer: Answer = () => undefined, remembered = true): ApiCall[] {
  if (remembered) localStorage.setItem(storageKeys.accessToken, TOKEN);
  else {
    localStorage.setItem(storageKeys.rememberMe, 'false');
    sessionStorage.setItem(storageKeys.accessToken, TOKEN);
  }
  return stubApi((call) => {
    if (call.path === 'auth') {
      const accounts: UserAccount[] = call.authorization === `Bearer ${CONFIRMED}` ? [federated, opened] : [federated, workshop];
      return [200, { user, token: call.authorization?.slice('Bearer '.length) ?? TOKEN, userAccounts: accounts }];
    }
    return answer(call) ?? [200, { message: 'ok' }];
  });
}

const posts = (calls: ApiCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: /Workshop/ }));
  return screen.findByRole('dialog', { name: "Confirm it's you" });
}

const passwordIn = (dialog: HTMLElement) => within(dialog).getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;

afterEach(() => setOnline(true));

describe('account selection: an account that asks for the person’s own sign-in', () => {
  it('says so on its card and asks for the password rather than opening it', async () => {
    const calls = ssoSession();
    const view = renderWithProviders(<AppRoutes />, { route: '/' });
    const card = await screen.findByRole('button', { name: /Workshop/ });
    expect(card.textContent).toContain('Asks for your own sign-in');
    expect(screen.getByRole('button', { name: 'Federated Ltd' }).textContent).toBe('Federated Ltd');

    const dialog = await openDialog();
    expect(within(dialog).getByText(/To open Workshop, sign in as yourself/)).toBeTruthy();
    expect(passwordIn(dialog).type).toBe('password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(passwordIn(dialog).type).toBe('text');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(view.currentPath()).toBe('/');
    expect(readSelectedAccount(user.id)).toBeNull();
    expect(posts(calls, 'auth/confirm-sign-in')).toHaveLength(0);
  });

  it('keeps the typed password and says why under the field when it is refused', async () => {
    const calls = ssoSession((call) => (call.path === 'auth/confirm-sign-in' ? [401, WRONG] : undefined));
    renderWithProviders(<AppRoutes />, { route: '/' });
    const dialog = await openDialog();
    await userEvent.type(passwordIn(dialog), 'not my password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(dialog).findByText(twoStepMessages.passwordWrong)).toBeTruthy();
    expect(passwordIn(dialog).value).toBe('not my password');
    expect(passwordIn(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls, 'auth/confirm-sign-in')[0].body).toEqual({ password: 'not my password', device_id: 'test-device-0001' });
    // Not a session the server ended: the person is still signed in, on '/' behind the dialog.
    expect(screen.getByRole('button', { name: 'Federated Ltd', hidden: true })).toBeTruthy();
  });

  it('shows a 429’s message and keeps the password', async () => {
    const limited = 'Too many attempts. Try again in 5 minutes.';
    ssoSession((call) => (call.path === 'auth/confirm-sign-in' ? [429, { message: limited }] : undefined));
    renderWithProviders(<AppRoutes />, { route: '/' });
    const dialog = await openDialog();
    await userEvent.type(passwordIn(dialog), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(limited);
    expect(passwordIn(dialog).value).toBe('correct horse');
  });

  it('opens the account with the password alone: the new token kept, the account selected, on to the dashboard', async () => {
    ssoSession((call) =>
      call.path === 'auth/confirm-sign-in' ? [200, { user, token: CONFIRMED, userAccounts: [federated, opened] }] : undefined,
    );
    const view = renderWithProviders(<AppRoutes />, { route: '/' });
    const dialog = await openDialog();
    await userEvent.type(passwordIn(dialog), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(view.currentPath()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Home: REF-2' })).toBeTruthy();
    expect(readSelectedAccount(user.id)).toBe(2);
    expect(localStorage.getItem(storageKeys.accessToken)).toBe(CONFIRMED);
  });

  it('asks for the app code inside the dialog, then opens the account with the session’s successor', async () => {
    const calls = ssoSession((call) => {
      if (call.path === 'auth/confirm-sign-in') return [200, SECOND_STEP];
      if (call.path === 'auth/verify-2fa') return [200, { user, token: CONFIRMED, remember_me: true }];
      return undefined;
    });
    const view = renderWithProviders(<AppRoutes />, { route: '/' });
    const dialog = await openDialog();
    await userEvent.type(passwordIn(dialog), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const code = await within(dialog).findByLabelText('Code from the app');
    expect(within(dialog).queryByLabelText('Password', { selector: 'input' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Use a recovery code' })).toBeTruthy();
    // No passkey: no passkey button.
    expect(within(dialog).queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    await userEvent.type(code, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(view.currentPath()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Home: REF-2' })).toBeTruthy();
    expect(posts(calls, 'auth/verify-2fa')[0].body).toEqual({ otp: '123456', token: 'otp-token', device_id: 'test-device-0001' });
    // The session's successor is kept where the session's own token was, and GET auth read with it.
    expect(localStorage.getItem(storageKeys.accessToken)).toBe(CONFIRMED);
    expect(calls.some((call) => call.path === 'auth' && call.authorization === `Bearer ${CONFIRMED}`)).toBe(true);
    expect(readSelectedAccount(user.id)).toBe(2);
  });

  it('keeps the successor in this tab only when the session was not kept signed in', async () => {
    ssoSession((call) => {
      if (call.path === 'auth/confirm-sign-in') return [200, SECOND_STEP];
      if (call.path === 'auth/verify-2fa') return [200, { user, token: CONFIRMED, remember_me: false }];
      return undefined;
    }, false);
    const view = renderWithProviders(<AppRoutes />, { route: '/' });
    const dialog = await openDialog();
    await userEvent.type(passwordIn(dialog), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.type(await within(dialog).findByLabelText('Code from the app'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard'));
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBe(CONFIRMED);
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('offers a recovery code in the dialog, and keeps a refused code with its message', async () => {
    const refused = 'The recovery code is not valid.';
    ssoSession((call) => {
      if (call.path === 'auth/confirm-sign-in') return [200, SECOND_STEP];
      if (call.path === 'auth/verify-2fa-recovery') return [400, { message: refused, errors: { recovery_code: refused } }];
      return undefined;
    });
    renderWithProviders(<AppRoutes />, { route: '/' });
    const dialog = await openDialog();
    await userEvent.type(passwordIn(dialog), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Use a recovery code' }));
    const field = within(dialog).getByLabelText('Recovery code') as HTMLInputElement;
    await userEvent.type(field, 'abcde-12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(refused)).toBeTruthy();
    expect(field.value).toBe('abcde-12345');
    expect(within(dialog).getByRole('button', { name: 'Use the code from the app' })).toBeTruthy();
  });

  it('Cancel closes the dialog and keeps nothing typed', async () => {
    const calls = ssoSession();
    renderWithProviders(<AppRoutes />, { route: '/' });
    let dialog = await openDialog();
    await userEvent.type(passwordIn(dialog), 'half typed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openDialog();
    expect(passwordIn(dialog).value).toBe('');
    expect(posts(calls, 'auth/confirm-sign-in')).toHaveLength(0);
  });

  it('is refused at once while offline, with the offline message, the password kept', async () => {
    const calls = ssoSession();
    renderWithProviders(<AppRoutes />, { route: '/' });
    const dialog = await openDialog();
    await userEvent.type(passwordIn(dialog), 'correct horse');
    setOnline(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(OFFLINE_MESSAGE);
    expect(passwordIn(dialog).value).toBe('correct horse');
    expect(posts(calls, 'auth/confirm-sign-in')).toHaveLength(0);
  });
});
