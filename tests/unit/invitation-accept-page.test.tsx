import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memberMessages } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { storageKeys } from '../../src/session/storage-keys';
import { renderWithProviders, stubApi, type ApiCall } from '../support/render';
import { expectSaidOnce } from '../support/said-once';
import { TOKEN, fakeJwt, makeAccount, user, type Answer } from '../support/session-fixtures';

/** The mailed link's token, as the server would sign it; the page only reads it. */
const INVITATION = fakeJwt({ account_name: 'Acme Ltd', email: 'ada@example.com' });
/** What accept-invitation hands an invitee without a user profile. */
const REGISTRATION = fakeJwt({ account_name: 'Acme Ltd', email: 'new@example.com' });
/** What accept-invitation hands a signed-in invitee: a fresh session token of user 1. */
const JOINED = fakeJwt({ sub: '1', sid: 'joined' });

// Two accounts before joining, so '/' stays on the account choice rather than moving on to one.
const own = [makeAccount({ id: 1, account_name: 'Own Account' }), makeAccount({ id: 2, account_name: 'Side Account' })];
const acme = makeAccount({ id: 7, account_name: 'Acme Ltd' });

const page = (token: string | null = INVITATION) => (token ? `/invitation?token=${token}` : '/invitation');
const isAccept = (call: ApiCall) => call.path === 'invitation/accept-invitation';
const isDecline = (call: ApiCall) => call.path === 'invitation/cancel-invitation';
const refusal = (status: number, message: string): [number, unknown] => [status, { message }];

/** Signed out: every call goes to `answer`. */
function openSignedOut(answer: Answer, token?: string | null) {
  const calls = stubApi(answer);
  const view = renderWithProviders(<AppRoutes />, { route: page(token), strict: true });
  return { calls, view };
}

/** Signed in as Ada with her own accounts; GET auth answers with `accountsAfter` once joined. */
function openSignedIn(answer: Answer, accountsAfter = own) {
  localStorage.setItem(storageKeys.accessToken, TOKEN);
  const calls = stubApi((call) => {
    if (call.path !== 'auth') return answer(call);
    const joined = call.authorization === `Bearer ${JOINED}`;
    return [200, { user, token: joined ? JOINED : TOKEN, userAccounts: joined ? accountsAfter : own }];
  });
  const view = renderWithProviders(<AppRoutes />, { route: page(), strict: true });
  return { calls, view };
}

const acceptButton = () => screen.findByRole('button', { name: 'Accept Invitation' });
const cancelButton = () => screen.findByRole('button', { name: 'Cancel' });

beforeEach(() => {
  window.innerWidth = 1280;
});
afterEach(() => vi.unstubAllGlobals());

describe('accept invitation page (/invitation?token=)', () => {
  it('names the account and the address from the token, with Cancel and Accept Invitation', async () => {
    const { calls } = openSignedOut(() => [200, {}]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Invitation' })).toBeTruthy();
    expect(screen.getByText((_, element) => element?.textContent === 'you have been invited to join account Acme Ltd')).toBeTruthy();
    expect(screen.getByText('Acme Ltd', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('ada@example.com', { selector: 'strong' })).toBeTruthy();
    expect(await cancelButton()).toBeTruthy();
    expect(await acceptButton()).toBeTruthy();
    // Opening the page sends nothing: only the buttons call the server.
    expect(calls).toEqual([]);
  });

  it('still works with a token it cannot read, in neutral words', async () => {
    const { calls } = openSignedOut((call) => (isAccept(call) ? refusal(400, memberMessages.invitationInvalid) : [200, {}]), 'not-a-jwt');
    expect(await screen.findByText('You have been invited to join an account.')).toBeTruthy();
    await userEvent.click(await acceptButton());
    await waitFor(() => expect(calls.filter(isAccept)).toHaveLength(1));
    expect(calls[0].body).toEqual({ invitationToken: 'not-a-jwt' });
  });

  it('without a token says the token is missing, once, and does not offer Accept', async () => {
    const { calls, view } = openSignedOut(() => [200, {}], null);
    expect(await screen.findByText(memberMessages.tokenMissing)).toBeTruthy();
    const accept = (await acceptButton()) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    await userEvent.click(accept);
    await expectSaidOnce(memberMessages.tokenMissing);
    expect(calls).toEqual([]);
    expect(view.currentPath()).toBe('/invitation');
  });

  it('sends an invitee without a user profile to register with the token the server returns', async () => {
    const { calls, view } = openSignedOut((call) =>
      isAccept(call) ? [200, { invitationToken: REGISTRATION, message: 'Create your user profile to join.' }] : [200, {}],
    );
    await userEvent.click(await acceptButton());
    await waitFor(() => expect(view.currentPath()).toBe(`/auth/register?token=${REGISTRATION}`));
    expect(calls).toEqual([
      { path: 'invitation/accept-invitation', method: 'POST', body: { invitationToken: INVITATION }, authorization: null },
    ]);
    // The register page locks the e-mail the invitation names.
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('new@example.com');
    expect(email.disabled).toBe(true);
  });

  it('signs out whoever is signed in before registering the invited address', async () => {
    const { calls, view } = openSignedIn((call) =>
      isAccept(call) ? [200, { invitationToken: REGISTRATION, message: 'Create your user profile to join.' }] : [200, { message: 'ok' }],
    );
    await userEvent.click(await acceptButton());
    await waitFor(() => expect(view.currentPath()).toBe(`/auth/register?token=${REGISTRATION}`));
    expect(await screen.findByRole('button', { name: 'Create Profile' })).toBeTruthy();
    expect(calls.find(isAccept)?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(calls.some((call) => call.path === 'auth/logout')).toBe(true);
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('with a session token: stores it, re-reads the session, goes home with the new account, and says so', async () => {
    const { calls, view } = openSignedIn(
      (call) => (isAccept(call) ? [200, { authToken: JOINED, message: memberMessages.invitationAccepted }] : [200, {}]),
      [...own, acme],
    );
    await userEvent.click(await acceptButton());
    expect(await screen.findByText('Invitation accepted successfully!')).toBeTruthy();
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(calls.find(isAccept)).toMatchObject({ method: 'POST', body: { invitationToken: INVITATION }, authorization: `Bearer ${TOKEN}` });
    // Kept signed in as before (the remember choice), and the session re-read with the new token.
    expect(localStorage.getItem(storageKeys.accessToken)).toBe(JOINED);
    expect(calls.filter((call) => call.path === 'auth').map((call) => call.authorization)).toEqual([`Bearer ${TOKEN}`, `Bearer ${JOINED}`]);
    expect(await screen.findByRole('button', { name: 'Acme Ltd' })).toBeTruthy();
  });

  it('keeps the session token for this tab only when the user chose not to stay signed in', async () => {
    localStorage.setItem(storageKeys.rememberMe, 'false');
    const { view } = openSignedIn((call) => (isAccept(call) ? [200, { authToken: JOINED, message: 'ok' }] : [200, {}]), [...own, acme]);
    await userEvent.click(await acceptButton());
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(sessionStorage.getItem(storageKeys.accessToken)).toBe(JOINED);
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('asks a signed-out invitee with a profile to sign in, and brings them back here afterwards', async () => {
    const loginAnswer = { user, otpToken: null, token: TOKEN, verify_identity: false, verify_email: false, verify_2fa: false, two_step: null, login: true, userAccounts: own, remember_me: true };
    const { view } = openSignedOut((call) => {
      if (isAccept(call)) return refusal(401, memberMessages.signInToAccept);
      if (call.path === 'auth/login') return [200, loginAnswer];
      return [200, {}];
    });
    await userEvent.click(await acceptButton());
    await waitFor(() => expect(view.currentPath()).toBe('/auth/login'));
    expect(await screen.findByText(memberMessages.signInToAccept)).toBeTruthy();
    expect(sessionStorage.getItem('portal_return_to')).toBe(`/invitation?token=${INVITATION}`);

    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.currentPath()).toBe(`/invitation?token=${INVITATION}`));
    expect(await acceptButton()).toBeTruthy();
  });

  it.each([
    [403, memberMessages.otherEmail],
    [400, memberMessages.invitationInvalid],
  ])('shows a %i refusal on the page and stays', async (status, message) => {
    const { calls, view } = openSignedIn((call) => (isAccept(call) ? refusal(status, message) : [200, {}]));
    await userEvent.click(await acceptButton());
    // In place only, not in a toast as well.
    await expectSaidOnce(message);
    expect(within(screen.getByRole('main')).getByRole('alert').textContent).toBe(message);
    expect(view.currentPath()).toBe(page());
    expect(calls.filter(isAccept)).toHaveLength(1);
    expect(localStorage.getItem(storageKeys.accessToken)).toBe(TOKEN);
  });

  it('shows Accept as busy and holds both buttons while the call runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    renderWithProviders(<AppRoutes />, { route: page() });
    await userEvent.click(await acceptButton());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept Invitation' }).hasAttribute('data-loading')).toBe(true));
    expect((screen.getByRole('button', { name: 'Accept Invitation' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);

    answer(new Response(JSON.stringify({ message: memberMessages.invitationInvalid }), { status: 400, headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('Cancel declines the invitation, then goes home', async () => {
    const { calls, view } = openSignedIn((call) => (isDecline(call) ? [200, { message: memberMessages.invitationDeclined }] : [200, {}]));
    await userEvent.click(await cancelButton());
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(calls.find(isDecline)).toMatchObject({ method: 'POST', body: { invitationToken: INVITATION }, authorization: `Bearer ${TOKEN}` });
    expect(await screen.findByText(memberMessages.invitationDeclined)).toBeTruthy();
  });

  it('Cancel goes home even when declining fails', async () => {
    const { calls, view } = openSignedOut((call) => (isDecline(call) ? refusal(400, memberMessages.invitationInvalid) : [200, {}]));
    await userEvent.click(await cancelButton());
    // Home is for signed-in users: a visitor goes on to sign in, with '/' to come back to.
    await waitFor(() => expect(view.currentPath()).toBe('/auth/login'));
    expect(sessionStorage.getItem('portal_return_to')).toBe('/');
    expect(calls.filter(isDecline)).toHaveLength(1);
    expect(await screen.findByText(memberMessages.invitationInvalid)).toBeTruthy();
  });

  it('Cancel without a token goes home without a call', async () => {
    const { calls, view } = openSignedOut(() => [200, {}], null);
    await userEvent.click(await cancelButton());
    await waitFor(() => expect(view.currentPath()).toBe('/auth/login'));
    expect(sessionStorage.getItem('portal_return_to')).toBe('/');
    expect(calls).toEqual([]);
  });
});
