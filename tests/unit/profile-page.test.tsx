import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User, UserAccount } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { storageKeys } from '../../src/session/storage-keys';
import { expectSaidOnce } from '../support/said-once';
import { renderWithProviders, type ApiCall } from '../support/render';
import { makeAccount, seedSession, TOKEN, user, type Answer } from '../support/session-fixtures';

const ada: User = user;
const account: UserAccount = makeAccount({ id: 1 });

/** Signed in as Ada with one account chosen; `updateMe` answers PUT user/update-me. */
function signedIn(updateMe: Answer = (call) => [200, { user: { ...ada, ...(call.body as object) } }]) {
  return seedSession({
    accounts: [account],
    selected: account.id,
    answer: (call) => (call.path === 'user/update-me' ? updateMe(call) : [404, { message: 'Not found' }]),
  });
}

async function openProfile() {
  const view = renderWithProviders(<AppRoutes />, { route: '/dashboard/profile' });
  await screen.findByRole('heading', { level: 1, name: 'My Profile' });
  await screen.findByRole('form', { name: 'User Profile' });
  return view;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const form = () => screen.getByRole('form', { name: 'User Profile' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Update User Profile' }));
const updates = (calls: ApiCall[]) => calls.filter((call) => call.path === 'user/update-me');
/** The texts under a control: Chakra's Field links its helper (describedby) and error (errormessage). */
const description = (input: HTMLElement) =>
  ['aria-describedby', 'aria-errormessage']
    .flatMap((attribute) => (input.getAttribute(attribute) ?? '').split(' '))
    .map((id) => (id && document.getElementById(id)?.textContent) || '')
    .join(' ');
/** Field links are set after the texts render (Ark watches the DOM), so wait for them. */
const expectUnder = (label: string, message: string) =>
  waitFor(() => expect(description(field(label))).toContain(message));

async function replace(label: string, value: string) {
  await userEvent.clear(field(label));
  if (value) await userEvent.type(field(label), value);
}

beforeEach(() => {
  window.innerWidth = 1280;
});

describe('ProfilePage', () => {
  it('shows the signed-in user in named sections, with the API field names', async () => {
    signedIn();
    await openProfile();
    expect(field('First Name')).toMatchObject({ name: 'first_name', value: 'Ada' });
    expect(field('Last Name')).toMatchObject({ name: 'last_name', value: 'Lovelace' });
    expect(field('Email')).toMatchObject({ name: 'email', value: 'ada@example.com' });
    expect(field('Password')).toMatchObject({ name: 'password', value: '', type: 'password' });
    expect(field('Confirm Password')).toMatchObject({ name: 'confirm_password', value: '', type: 'password' });
    expect(screen.getByRole('region', { name: 'Personal details' })).toBeTruthy();
    const passwords = screen.getByRole('region', { name: 'Change password' });
    expect(within(passwords).getByLabelText('Password')).toBe(field('Password'));
    await expectUnder('Email', 'Changing your email means verifying the new address.');
  });

  it('has a show/hide toggle on both password fields', async () => {
    signedIn();
    await openProfile();
    const [showPassword, showConfirm] = screen.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(showPassword);
    expect(field('Password').type).toBe('text');
    expect(field('Confirm Password').type).toBe('password');
    await userEvent.click(showConfirm);
    expect(field('Confirm Password').type).toBe('text');
    await userEvent.click(screen.getAllByRole('button', { name: 'Hide password' })[0]);
    expect(field('Password').type).toBe('password');
  });

  it('shows the specification messages for missing details', async () => {
    const calls = signedIn();
    await openProfile();
    await replace('First Name', '');
    await replace('Last Name', ' ');
    await replace('Email', '');
    await submit();
    expect(await screen.findByText('First Name is required')).toBeTruthy();
    expect(screen.getByText('Last Name is required')).toBeTruthy();
    await expectUnder('Email', 'Email is required');
    await replace('Email', 'ada@example');
    await expectUnder('Email', 'Invalid email format');
    expect(updates(calls)).toHaveLength(0);
  });

  it('shows the specification messages for a new password', async () => {
    const calls = signedIn();
    await openProfile();
    await userEvent.type(field('Password'), 'short');
    await submit();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    await expectUnder('Confirm Password', 'Confirm Password is required');
    await replace('Password', 'long enough');
    await userEvent.type(field('Confirm Password'), 'long enuff');
    await expectUnder('Confirm Password', 'Passwords must match');
    expect(updates(calls)).toHaveLength(0);
  });

  it('sends the details without confirm_password or an empty password', async () => {
    const calls = signedIn();
    await openProfile();
    await replace('Last Name', ' Byron ');
    await submit();
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect(updates(calls)[0]).toMatchObject({ method: 'PUT', authorization: `Bearer ${TOKEN}` });
    expect(updates(calls)[0].body).toEqual({ first_name: 'Ada', last_name: 'Byron', email: 'ada@example.com' });
  });

  it('saves, shows the new name, clears the passwords and says so', async () => {
    const calls = signedIn();
    await openProfile();
    await replace('First Name', 'Augusta');
    await userEvent.type(field('Password'), 'long enough');
    await userEvent.type(field('Confirm Password'), 'long enough');
    await userEvent.type(field('Current password'), 'the old one');
    await submit();
    expect(await screen.findByText('User Profile Updated Successfully!')).toBeTruthy();
    expect(updates(calls)[0].body).toEqual({
      first_name: 'Augusta', last_name: 'Lovelace', email: 'ada@example.com', password: 'long enough', current_password: 'the old one',
    });
    // The side menu reads the session user.
    expect(await screen.findByText('Augusta Lovelace')).toBeTruthy();
    expect(field('First Name').value).toBe('Augusta');
    expect(field('Password').value).toBe('');
    expect(field('Confirm Password').value).toBe('');
    expect(field('Current password').value).toBe('');
    expect(screen.queryByText('Confirm Password is required')).toBeNull();
  });

  it('asks for the current password before a new password or e-mail is sent, and shows a wrong one under its field', async () => {
    const wrong = 'The current password is not correct.';
    const calls = signedIn(() => [400, { message: wrong, errors: { current_password: wrong } }]);
    await openProfile();
    expect(field('Current password')).toMatchObject({ name: 'current_password', value: '', type: 'password' });
    await expectUnder('Current password', 'Needed only to change your email or password.');
    await replace('Email', 'ada@new.example.com');
    await submit();
    await expectUnder('Current password', 'Enter your current password.');
    expect(updates(calls)).toHaveLength(0);
    await userEvent.type(field('Current password'), 'not it');
    await submit();
    await expectUnder('Current password', wrong);
    expect(updates(calls)[0].body).toMatchObject({ email: 'ada@new.example.com', current_password: 'not it' });
    expect(field('Email').value).toBe('ada@new.example.com');
    expect(field('Current password').value).toBe('not it');
  });

  it('keeps a user whose e-mail change waits for its code on the profile, signed in by the current address', async () => {
    signedIn(() => [200, { user: { ...ada, pending_email: 'ada@new.example.com' } }]);
    const view = await openProfile();
    await replace('Email', 'ada@new.example.com');
    await userEvent.type(field('Current password'), 'the old one');
    await submit();
    expect(await screen.findByText('User Profile Updated Successfully!')).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Verify your new email' })).toBeTruthy();
    expect(field('Email').value).toBe('ada@example.com');
    expect(view.currentPath()).toBe('/dashboard/profile');
  });

  it('shows a refused e-mail under the e-mail field and keeps every value', async () => {
    const message = 'This email is already in use';
    signedIn(() => [409, { message, errors: { email: message } }]);
    await openProfile();
    await replace('First Name', 'Augusta');
    await replace('Email', 'taken@example.com');
    await userEvent.type(field('Password'), 'long enough');
    await userEvent.type(field('Confirm Password'), 'long enough');
    await userEvent.type(field('Current password'), 'the old one');
    await submit();
    await expectUnder('Email', message);
    // Said under the field it is about, and nowhere else: no banner, no toast.
    await expectSaidOnce(message);
    expect(within(form()).queryByRole('alert')).toBeNull();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('First Name').value).toBe('Augusta');
    expect(field('Email').value).toBe('taken@example.com');
    expect(field('Password').value).toBe('long enough');
    expect(field('Confirm Password').value).toBe('long enough');
    expect(screen.queryByText('User Profile Updated Successfully!')).toBeNull();
  });
});

describe('ProfilePage offline', () => {
  const goOffline = () => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  // The instance property shadows jsdom's prototype getter; deleting it restores the real one.
  const goOnline = () => Reflect.deleteProperty(navigator, 'onLine');

  it('refuses the update at once with a clear message and keeps every value', async () => {
    const calls = signedIn();
    await openProfile();
    goOffline();
    try {
      await replace('First Name', 'Augusta');
      await userEvent.type(field('Password'), 'long enough');
      await userEvent.type(field('Confirm Password'), 'long enough');
      await userEvent.type(field('Current password'), 'the old one');
      await submit();
      expect((await within(form()).findByRole('alert')).textContent).toContain('You are offline');
      expect(updates(calls)).toHaveLength(0);
      expect(field('First Name').value).toBe('Augusta');
      expect(field('Password').value).toBe('long enough');
      expect(field('Confirm Password').value).toBe('long enough');
    } finally {
      goOnline();
    }
  });

  it('reads the profile from the saved session, with no request of its own', async () => {
    // Online first, so the session saves its GET auth answer the way the app does.
    signedIn();
    const online = await openProfile();
    const cacheKey = `${storageKeys.queryCachePrefix}1`;
    await waitFor(() => expect(localStorage.getItem(cacheKey)).toContain('ada@example.com'), { timeout: 3000 });
    online.unmount();

    const calls: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      throw new TypeError('Failed to fetch');
    }));
    goOffline();
    try {
      const view = renderWithProviders(<AppRoutes />, { route: '/dashboard' });
      await screen.findByRole('heading', { name: 'Home: REF-1' });
      // The session's own start-up attempt is the only request besides the home screen's apps list;
      // it fails and the saved copy is read.
      const notApps = () => calls.filter((url) => !url.endsWith('/package/subscribed-apps'));
      expect(notApps()).toHaveLength(1);
      await userEvent.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'My Profile' }));
      await waitFor(() => expect(view.currentPath()).toBe('/dashboard/profile'));
      await screen.findByRole('form', { name: 'User Profile' });
      expect(field('First Name').value).toBe('Ada');
      expect(field('Last Name').value).toBe('Lovelace');
      expect(field('Email').value).toBe('ada@example.com');
      expect(notApps()).toHaveLength(1);
    } finally {
      goOnline();
    }
  });
});
