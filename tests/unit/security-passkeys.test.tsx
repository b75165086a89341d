import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startRegistration } from '@simplewebauthn/browser';
import { AppRoutes } from '../../src/app/routes';
import { renderWithProviders } from '../support/render';
import { callsTo, newWorld, passkey, PASSWORD, section, serveSecurity, type Refusal, type SecurityWorld } from '../support/security-world';

// jsdom has no WebAuthn: the browser's side of the ceremony is stood in for.
vi.mock('@simplewebauthn/browser', () => ({ startRegistration: vi.fn() }));

const registration = {
  id: 'Y3JlZGVudGlhbA', rawId: 'Y3JlZGVudGlhbA', type: 'public-key',
  response: { clientDataJSON: 'Y2xpZW50', attestationObject: 'YXR0ZXN0', transports: ['internal', 'hybrid'] },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
};

/** An error as the browser's WebAuthn prompt raises it (the library keeps the DOMException's name). */
const browserError = (name: string) => Object.assign(new Error('The operation either timed out or was not allowed.'), { name });

async function openSecurity(world: SecurityWorld, refuse?: Refusal) {
  const calls = serveSecurity(world, refuse);
  renderWithProviders(<AppRoutes />, { route: '/dashboard/security' });
  await screen.findByRole('heading', { level: 1, name: 'Security' });
  await screen.findByRole('region', { name: 'Passkeys' });
  return calls;
}

const passkeyItems = () => within(within(section('Passkeys')).getByRole('list', { name: 'Your passkeys' })).getAllByRole('listitem');

beforeEach(() => {
  window.innerWidth = 1280;
  vi.mocked(startRegistration).mockReset();
});

/** 'Add a passkey', then the password, as the dialog asks before the browser's prompt. */
async function addWithPassword(password = PASSWORD) {
  await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return dialog;
}

/** 'Remove', then the password in the question. */
async function removeWithPassword(name: string, password = PASSWORD) {
  await userEvent.click(screen.getByRole('button', { name: `Remove ${name}` }));
  const question = await screen.findByRole('dialog', { name: 'Remove passkey' });
  await userEvent.type(within(question).getByLabelText('Password'), password);
  await userEvent.click(within(question).getByRole('button', { name: 'Remove' }));
  return question;
}

describe('Security: passkeys', () => {
  it('lists every passkey by name with the date it was added and its last use', async () => {
    await openSecurity(newWorld({
      totp: false,
      passkeys: [
        passkey({ id: 1, name: 'Work laptop', created_at: '2026-03-05T12:00:00.000Z', last_used_at: '2026-03-20T12:00:00.000Z' }),
        passkey({ id: 2, name: 'Phone', created_at: '2026-04-11T12:00:00.000Z', last_used_at: null }),
      ],
    }));
    const [laptop, phone] = passkeyItems();
    expect(laptop.textContent).toContain('Work laptop');
    expect(laptop.textContent).toContain('Added 5 Mar 2026');
    expect(laptop.textContent).toContain('Last used 20 Mar 2026');
    expect(phone.textContent).toContain('Phone');
    expect(phone.textContent).toContain('Added 11 Apr 2026');
    expect(phone.textContent).toContain('Never used');
    expect(within(phone).getByRole('button', { name: 'Rename Phone' })).toBeTruthy();
    expect(within(phone).getByRole('button', { name: 'Remove Phone' })).toBeTruthy();
    // Every section of the screen is there, named by its heading.
    expect(section('Authenticator app')).toBeTruthy();
    expect(section('Recovery codes')).toBeTruthy();
  });

  it('adds a passkey: the options go to the browser, its answer to the server, and the first one shows recovery codes', async () => {
    vi.mocked(startRegistration).mockResolvedValue(registration as never);
    const calls = await openSecurity(newWorld());
    expect(within(section('Passkeys')).getByText('No passkeys yet.')).toBeTruthy();
    await addWithPassword();

    const dialog = await screen.findByRole('dialog', { name: 'Recovery codes' });
    const codes = within(within(dialog).getByRole('list', { name: 'Your recovery codes' })).getAllByRole('listitem');
    expect(codes.map((item) => item.textContent)).toEqual(Array.from({ length: 10 }, (_, index) => `set1-code${index}`));
    expect(vi.mocked(startRegistration).mock.calls[0][0].optionsJSON).toMatchObject({ challenge: 'cmVnaXN0cmF0aW9u' });
    expect(callsTo(calls, 'POST', 'auth/passkeys')[0].body).toEqual({ response: registration });
    expect(callsTo(calls, 'POST', 'auth/passkeys/options')[0].body).toEqual({ password: PASSWORD });
    // The options were asked for before the passkey was sent.
    const order = calls.map((call) => `${call.method} ${call.path}`).filter((call) => call.startsWith('POST'));
    expect(order).toEqual(['POST auth/passkeys/options', 'POST auth/passkeys']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(passkeyItems()[0].textContent).toContain('Chrome on Mac'));
    expect(within(section('Recovery codes')).getByText('10 of 10 left')).toBeTruthy();
    // GET auth is read again, so each account's needs_two_step follows the change.
    await waitFor(() => expect(callsTo(calls, 'GET', 'auth').length).toBeGreaterThan(1));
  });

  it('adds a second passkey without new recovery codes', async () => {
    vi.mocked(startRegistration).mockResolvedValue(registration as never);
    await openSecurity(newWorld({ passkeys: [passkey({ id: 1, name: 'Work laptop' })], codes: ['a'] }));
    await addWithPassword();
    expect(await screen.findByText('The passkey was added.')).toBeTruthy();
    await waitFor(() => expect(passkeyItems()).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Recovery codes' })).toBeNull();
  });

  it('says nothing alarming when the user closes the browser prompt, and sends nothing', async () => {
    vi.mocked(startRegistration).mockRejectedValue(browserError('NotAllowedError'));
    const calls = await openSecurity(newWorld());
    await addWithPassword();
    expect(await screen.findByText('No passkey was added.')).toBeTruthy();
    expect(callsTo(calls, 'POST', 'auth/passkeys')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal in the dialog and lists nothing new", async () => {
    vi.mocked(startRegistration).mockResolvedValue(registration as never);
    const refusal = 'The passkey could not be verified. Try again or use another way to sign in.';
    const calls = await openSecurity(newWorld(), (call) => (call.path === 'auth/passkeys' ? [400, { message: refusal }] : null));
    const dialog = await addWithPassword();
    expect(await within(dialog).findAllByText(refusal)).not.toHaveLength(0);
    expect(callsTo(calls, 'POST', 'auth/passkeys')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section('Passkeys')).getByText('No passkeys yet.')).toBeTruthy();
  });

  it('asks for the password before the browser prompt, and a wrong one stops there', async () => {
    vi.mocked(startRegistration).mockResolvedValue(registration as never);
    const calls = await openSecurity(newWorld());
    const dialog = await addWithPassword('not it');
    expect(await within(dialog).findAllByText('The password is not correct.')).not.toHaveLength(0);
    expect(vi.mocked(startRegistration)).not.toHaveBeenCalled();
    expect(callsTo(calls, 'POST', 'auth/passkeys')).toHaveLength(0);
  });

  it('says so when the authenticator already holds one of the passkeys', async () => {
    vi.mocked(startRegistration).mockRejectedValue(browserError('InvalidStateError'));
    await openSecurity(newWorld({ passkeys: [passkey({ id: 1 })], codes: ['a'] }));
    await addWithPassword();
    expect(await screen.findByText('This passkey is already added.')).toBeTruthy();
  });

  it('renames a passkey in a dialog that starts from its name', async () => {
    const world = newWorld({ passkeys: [passkey({ id: 1, name: 'Work laptop' }), passkey({ id: 2, name: 'Phone' })], codes: ['a'] });
    const calls = await openSecurity(world);
    await userEvent.click(screen.getByRole('button', { name: 'Rename Phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name).toMatchObject({ name: 'name', value: 'Phone' });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    await userEvent.type(name, ' Pixel 9 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The passkey was renamed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'PUT', 'auth/passkeys/2')[0].body).toEqual({ name: 'Pixel 9' });
    await waitFor(() => expect(passkeyItems()[1].textContent).toContain('Pixel 9'));
    expect(passkeyItems()[0].textContent).toContain('Work laptop');
  });

  it('asks for the password before removing a passkey, and Cancel keeps it', async () => {
    const calls = await openSecurity(newWorld({ passkeys: [passkey({ id: 1, name: 'Work laptop' }), passkey({ id: 2, name: 'Phone' })], codes: ['a'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Work laptop' }));
    const question = await screen.findByRole('dialog', { name: 'Remove passkey' });
    expect(question.textContent).toContain('Work laptop');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.path.endsWith('/remove'))).toHaveLength(0);

    const wrong = await removeWithPassword('Work laptop', 'not it');
    expect(await within(wrong).findAllByText('The password is not correct.')).not.toHaveLength(0);
    await userEvent.click(within(wrong).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(passkeyItems()).toHaveLength(2);

    await removeWithPassword('Work laptop');
    expect(await screen.findByText('The passkey was removed.')).toBeTruthy();
    expect(callsTo(calls, 'POST', 'auth/passkeys/1/remove').map((call) => call.body)).toEqual([{ password: 'not it' }, { password: PASSWORD }]);
    await waitFor(() => expect(passkeyItems().map((item) => item.textContent)).toEqual([expect.stringContaining('Phone')]));
  });

  it('keeps the question open with the reason when the passkey is already gone', async () => {
    const world = newWorld({ passkeys: [passkey({ id: 1, name: 'Work laptop' })], codes: ['a'] });
    await openSecurity(world);
    world.passkeys = [];
    const question = await removeWithPassword('Work laptop');
    expect(await within(question).findByText('This passkey no longer exists.')).toBeTruthy();
  });
});
