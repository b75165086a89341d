import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../src/app/routes';
import { renderWithProviders } from '../support/render';
import { callsTo, newWorld, PASSWORD, RIGHT_CODE, SECRET, section, serveSecurity, type SecurityWorld } from '../support/security-world';
import { expectSaidOnce } from '../support/said-once';

async function openSecurity(world: SecurityWorld) {
  const calls = serveSecurity(world);
  renderWithProviders(<AppRoutes />, { route: '/dashboard/security' });
  await screen.findByRole('region', { name: 'Authenticator app' });
  return calls;
}

/** The setup dialog, the password given, once its secret has come. */
async function openSetup() {
  await userEvent.click(within(section('Authenticator app')).getByRole('button', { name: 'Set up authenticator app' }));
  const dialog = await screen.findByRole('dialog', { name: 'Set up authenticator app' });
  await userEvent.type(within(dialog).getByLabelText('Password'), PASSWORD);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await within(dialog).findByLabelText('Setup key');
  return dialog;
}

const codeField = (dialog: HTMLElement) => within(dialog).getByLabelText('Code from the app') as HTMLInputElement;

beforeEach(() => {
  window.innerWidth = 1280;
});

describe('Security: setting up the authenticator app', () => {
  it('shows the QR code and the same secret as the setup key, and a code field for the app', async () => {
    const calls = await openSecurity(newWorld());
    expect(within(section('Authenticator app')).getByText('Off')).toBeTruthy();
    const dialog = await openSetup();
    // In groups of four, so a person can read and type it; the same secret without the spaces.
    const key = within(dialog).getByLabelText('Setup key').textContent ?? '';
    expect(key).toMatch(/^(\S{4} )*\S{1,4}$/);
    expect(key.replace(/ /g, '')).toBe(SECRET);
    const qr = (await within(dialog).findByRole('img', { name: 'QR code for the authenticator app' })) as HTMLImageElement;
    // The picture is the otpauth URI drawn by the QR library, as SVG.
    expect(qr.src).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.src)).toContain('<svg');
    expect(codeField(dialog)).toMatchObject({ name: 'otp', inputMode: 'numeric', autocomplete: 'one-time-code' });
    expect(within(dialog).getByRole('button', { name: 'Turn on' })).toBeTruthy();
    // One setup per opening, with the password.
    expect(callsTo(calls, 'POST', 'auth/totp/setup').map((call) => call.body)).toEqual([{ password: PASSWORD }]);
  });

  it("copies the setup key without its spaces with 'Copy', and says how to copy it where the browser refuses", async () => {
    const copied: string[] = [];
    const writeText = vi.fn(async (text: string) => void copied.push(text));
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await openSecurity(newWorld());
    const dialog = await openSetup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(copied).toEqual([SECRET]);
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeTruthy();

    writeText.mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copied' }));
    expect(await within(dialog).findByText(/The key could not be copied here: select it and copy it/)).toBeTruthy();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('asks for the password first and keeps the dialog on a wrong one', async () => {
    const calls = await openSecurity(newWorld());
    await userEvent.click(within(section('Authenticator app')).getByRole('button', { name: 'Set up authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up authenticator app' });
    expect(within(dialog).getByText('Enter your password to set up the authenticator app.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Setup key')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'not it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findAllByText('The password is not correct.')).not.toHaveLength(0);
    expect(within(dialog).queryByLabelText('Setup key')).toBeNull();
    expect(callsTo(calls, 'POST', 'auth/totp/setup')).toHaveLength(1);
  });

  it('says a wrong code is not valid, under the field, and keeps the dialog and the code', async () => {
    const world = newWorld();
    const calls = await openSecurity(world);
    const dialog = await openSetup();
    await userEvent.type(codeField(dialog), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    await waitFor(() => expect(codeField(dialog).getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (codeField(dialog).getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain('The code is not valid.');
    // Under the field only: no banner above it and no toast saying it again.
    await expectSaidOnce('The code is not valid.');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(codeField(dialog).value).toBe('111111');
    expect(screen.getByRole('dialog', { name: 'Set up authenticator app' })).toBe(dialog);
    expect(callsTo(calls, 'POST', 'auth/totp/enable')[0].body).toEqual({ otp: '111111' });
    expect(world.totp).toBe(false);
  });

  it('refuses a code that is not six digits before sending it', async () => {
    const calls = await openSecurity(newWorld());
    const dialog = await openSetup();
    await userEvent.type(codeField(dialog), '12ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('Enter the 6-digit code from the app.')).toBeTruthy();
    expect(callsTo(calls, 'POST', 'auth/totp/enable')).toHaveLength(0);
  });

  it('turns the app on with the right code and shows the first recovery codes once', async () => {
    const calls = await openSecurity(newWorld());
    const dialog = await openSetup();
    await userEvent.type(codeField(dialog), RIGHT_CODE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('dialog', { name: 'Recovery codes' });
    expect(screen.queryByRole('dialog', { name: 'Set up authenticator app' })).toBeNull();
    const items = within(within(codes).getByRole('list', { name: 'Your recovery codes' })).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0].textContent).toBe('set1-code0');
    await userEvent.click(within(codes).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await waitFor(() => expect(within(section('Authenticator app')).getByText('On')).toBeTruthy());
    expect(within(section('Authenticator app')).getByRole('button', { name: 'Turn off' })).toBeTruthy();
    expect(within(section('Recovery codes')).getByText('10 of 10 left')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'GET', 'auth').length).toBeGreaterThan(1));
  });
});

describe('Security: turning the authenticator app off', () => {
  it('asks for the password again, shows a wrong one on the field, and turns it off with the right one', async () => {
    const world = newWorld({ totp: true, codes: ['a', 'b'] });
    const calls = await openSecurity(world);
    expect(within(section('Authenticator app')).getByText('On')).toBeTruthy();
    await userEvent.click(within(section('Authenticator app')).getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off the authenticator app' });
    const password = within(dialog).getByLabelText('Password') as HTMLInputElement;
    expect(password).toMatchObject({ name: 'password', type: 'password' });

    await userEvent.type(password, 'wrong password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect((await within(dialog).findAllByText('The password is not correct.')).length).toBeGreaterThan(0);
    expect(world.totp).toBe(true);

    await userEvent.clear(password);
    await userEvent.type(password, PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The authenticator app is off.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST', 'auth/totp/disable').map((call) => call.body)).toEqual([{ password: 'wrong password' }, { password: PASSWORD }]);
    await waitFor(() => expect(within(section('Authenticator app')).getByRole('button', { name: 'Set up authenticator app' })).toBeTruthy());
    // Without a second factor, the codes section says where codes come from.
    expect(within(section('Recovery codes')).getByText(/You get recovery codes when/)).toBeTruthy();
  });
});
