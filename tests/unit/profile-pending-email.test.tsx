import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User, UserAccount } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { renderWithProviders, type ApiCall } from '../support/render';
import { makeAccount, seedSession, user, type Answer } from '../support/session-fixtures';

const NEW = 'ada@new.example.com';
const ada: User = user;
const waiting: User = { ...ada, pending_email: NEW };
const account: UserAccount = makeAccount({ id: 1 });
const INVALID_CODE = 'The code is invalid or has expired.';

/** Signed in as `who`; `answers` maps a call's path to its answer (404 otherwise). */
function signedIn(who: User, answers: Record<string, Answer>) {
  return seedSession({
    who, accounts: [account], selected: account.id,
    answer: (call) => answers[call.path]?.(call) ?? [404, { message: 'Not found' }],
  });
}

async function openProfile() {
  const view = renderWithProviders(<AppRoutes />, { route: '/dashboard/profile' });
  await screen.findByRole('form', { name: 'User Profile' });
  return view;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const panel = () => screen.getByRole('form', { name: 'Verify your new email' });
const callsTo = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path);
const verifyButton = () => within(panel()).getByRole('button', { name: 'Verify Email' });

beforeEach(() => {
  window.innerWidth = 1280;
});

describe('ProfilePage: an e-mail change waiting for its code', () => {
  it('after the save, keeps the current address in the Email field and names the new one with a code field', async () => {
    const calls = signedIn(ada, { 'user/update-me': () => [200, { user: waiting }] });
    const view = await openProfile();
    expect(screen.queryByRole('form', { name: 'Verify your new email' })).toBeNull();
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), NEW);
    await userEvent.type(field('Current password'), 'the old one');
    await userEvent.click(screen.getByRole('button', { name: 'Update User Profile' }));
    expect(await screen.findByText('User Profile Updated Successfully!')).toBeTruthy();
    expect(callsTo(calls, 'user/update-me')[0].body).toMatchObject({ email: NEW, current_password: 'the old one' });
    expect(await screen.findByText(`We sent a code to ${NEW}. Enter it to start using it.`)).toBeTruthy();
    expect(field('Email').value).toBe('ada@example.com');
    expect(within(panel()).getByLabelText('OTP Code')).toMatchObject({ name: 'otp', value: '' });
    expect(screen.getByText(`You sign in with this address until ${NEW} is verified.`)).toBeTruthy();
    expect(view.currentPath()).toBe('/dashboard/profile');
  });

  it("checks the code by the spec's OTP rules before sending it", async () => {
    const calls = signedIn(waiting, {});
    await openProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Email' }));
    expect(await within(panel()).findByText('OTP is required')).toBeTruthy();
    await userEvent.type(within(panel()).getByLabelText('OTP Code'), '12a4');
    expect(await within(panel()).findByText('OTP must be a 6-digit number')).toBeTruthy();
    expect(callsTo(calls, 'user/verify-new-email')).toHaveLength(0);
  });

  it('the right code: a success toast, the Email field holds the new address, the notice goes', async () => {
    const proven: User = { ...ada, email: NEW };
    const calls = signedIn(waiting, { 'user/verify-new-email': () => [200, { user: proven }] });
    await openProfile();
    await userEvent.type(await screen.findByLabelText('OTP Code'), '123456');
    await userEvent.click(verifyButton());
    expect(await screen.findByText(`Your email is now ${NEW}.`)).toBeTruthy();
    expect(callsTo(calls, 'user/verify-new-email')[0]).toMatchObject({ method: 'POST', body: { otp: 123456 } });
    await waitFor(() => expect(field('Email').value).toBe(NEW));
    expect(screen.queryByRole('form', { name: 'Verify your new email' })).toBeNull();
  });

  it('a refused code is said under the code field and the typed values stay', async () => {
    signedIn(waiting, { 'user/verify-new-email': () => [400, { message: INVALID_CODE, errors: { otp: INVALID_CODE } }] });
    await openProfile();
    await userEvent.type(field('First Name'), 'x');
    await userEvent.type(await screen.findByLabelText('OTP Code'), '654321');
    await userEvent.click(verifyButton());
    expect(await within(panel()).findByText(INVALID_CODE)).toBeTruthy();
    expect(field('OTP Code').value).toBe('654321');
    expect(field('First Name').value).toBe('Adax');
    expect(field('Email').value).toBe('ada@example.com');
  });

  it('an address taken meanwhile is said in the code form; the change still waits', async () => {
    const taken = 'A user profile with this email already exists.';
    signedIn(waiting, { 'user/verify-new-email': () => [409, { message: taken }] });
    await openProfile();
    await userEvent.type(await screen.findByLabelText('OTP Code'), '123456');
    await userEvent.click(verifyButton());
    expect((await within(panel()).findByRole('alert')).textContent).toContain(taken);
    expect(field('Email').value).toBe('ada@example.com');
    expect(screen.getByText(`We sent a code to ${NEW}. Enter it to start using it.`)).toBeTruthy();
  });

  it('sends a new code on request', async () => {
    const calls = signedIn(waiting, { 'user/resend-new-email': () => [200, { user: waiting }] });
    await openProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(`We sent a new code to ${NEW}.`)).toBeTruthy();
    expect(callsTo(calls, 'user/resend-new-email')[0]).toMatchObject({ method: 'POST' });
  });

  it('keeping the current address cancels the change by saving the current one', async () => {
    const calls = signedIn(waiting, { 'user/update-me': () => [200, { user: ada }] });
    await openProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Keep my current email' }));
    expect(await screen.findByText('Your email change was canceled.')).toBeTruthy();
    expect(callsTo(calls, 'user/update-me')[0].body).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Verify your new email' })).toBeNull());
    expect(screen.getByText('Changing your email means verifying the new address.')).toBeTruthy();
  });
});
