import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../src/app/routes';
import { renderWithProviders } from '../support/render';
import { makeAccount } from '../support/session-fixtures';
import { callsTo, newWorld, passkey, PASSWORD, RIGHT_CODE, section, serveSecurity, type SecurityWorld } from '../support/security-world';

async function openSecurity(world: SecurityWorld) {
  const calls = serveSecurity(world);
  renderWithProviders(<AppRoutes />, { route: '/dashboard/security' });
  await screen.findByRole('region', { name: 'Recovery codes' });
  return calls;
}

const codesOf = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Your recovery codes' })).getAllByRole('listitem').map((item) => item.textContent);

/** jsdom's Blob has no text(); its FileReader reads one. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

beforeEach(() => {
  window.innerWidth = 1280;
});

describe('Security: recovery codes', () => {
  it('says how many are left, and replaces them all after the password', async () => {
    const world = newWorld({ totp: true, codes: Array.from({ length: 10 }, (_, index) => `old-${index}`), codesUsed: 3 });
    const calls = await openSecurity(world);
    expect(within(section('Recovery codes')).getByText('7 of 10 left')).toBeTruthy();
    await userEvent.click(within(section('Recovery codes')).getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    const password = within(dialog).getByLabelText('Password') as HTMLInputElement;

    await userEvent.type(password, 'not it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create new codes' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(world.codeSets).toBe(0);

    await userEvent.clear(password);
    await userEvent.type(password, PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create new codes' }));
    const codes = await screen.findByRole('dialog', { name: 'Recovery codes' });
    expect(codesOf(codes)).toEqual(world.codes);
    expect(codesOf(codes)[0]).toBe('set1-code0');
    expect(callsTo(calls, 'POST', 'auth/recovery-codes').map((call) => call.body)).toEqual([{ password: 'not it' }, { password: PASSWORD }]);

    await userEvent.click(within(codes).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(section('Recovery codes')).getByText('10 of 10 left')).toBeTruthy());
  });

  it('downloads the codes as recovery-codes.txt, one a line', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:recovery-codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    const world = newWorld({ passkeys: [passkey({ id: 1 })], codes: ['a'] });
    await openSecurity(world);
    await userEvent.click(within(section('Recovery codes')).getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    await userEvent.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create new codes' }));
    const codes = await screen.findByRole('dialog', { name: 'Recovery codes' });
    await userEvent.click(within(codes).getByRole('button', { name: 'Download' }));

    expect(clicked).toHaveLength(1);
    expect(clicked[0].getAttribute('download')).toBe('recovery-codes.txt');
    expect(clicked[0].getAttribute('href')).toBe('blob:recovery-codes');
    const lines = (await textOf(files[0])).split('\n');
    expect(lines).toEqual(expect.arrayContaining(world.codes));
    expect(files[0].type).toContain('text/plain');
    // Downloading is not saving: the codes stay on screen until the user says so.
    expect(screen.getByRole('dialog', { name: 'Recovery codes' })).toBe(codes);
  });

  it('says codes come with the first second factor, and offers none before', async () => {
    await openSecurity(newWorld());
    const recovery = section('Recovery codes');
    expect(within(recovery).getByText('You get recovery codes when you add a passkey or turn on the authenticator app.')).toBeTruthy();
    expect(within(recovery).queryByRole('button')).toBeNull();
  });
});

describe('Security: an account that requires two-step verification', () => {
  const required = makeAccount({ id: 1, require_two_step: true, needs_two_step: true });
  const message = 'This account requires two-step verification. Set it up to continue.';

  it('says so at the top until the user has a second factor', async () => {
    const world = newWorld({ account: required });
    await openSecurity(world);
    expect((await screen.findByRole('alert')).textContent).toContain(message);

    await userEvent.click(within(section('Authenticator app')).getByRole('button', { name: 'Set up authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up authenticator app' });
    await userEvent.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.type(await within(dialog).findByLabelText('Code from the app'), RIGHT_CODE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await screen.findByRole('dialog', { name: 'Recovery codes' });
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('says nothing of it to a member who already has a second factor', async () => {
    await openSecurity(newWorld({ account: makeAccount({ id: 1, require_two_step: true }), totp: true, codes: ['a'] }));
    await screen.findByRole('button', { name: 'Turn off' });
    expect(screen.queryByText(message)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
