import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserAccount } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { renderWithProviders, type ApiCall } from '../support/render';
import { makeAccount, seedSession, type Answer } from '../support/session-fixtures';

// jsdom has no CSS.escape; the dialog's focus trap (zag-js) calls it when the dialog's content changes.
if (typeof CSS === 'undefined' || typeof CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  Object.assign(globalThis, { CSS: { ...(globalThis.CSS ?? {}), escape } });
}

const acme: UserAccount = makeAccount({
  id: 4, account_name: 'Acme Ltd', account_reference: 'ACME', account_type_id: 2, tax_number: 'GB123',
  registration_number: '01234567',
  addresses: [{ country: 'GB', address_1: '1 High Street', address_2: 'Floor 2', city: 'London', postal_code: 'SW1A 1AA' }],
  primary_contact: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }, tenancy: 'ADMINISTRATOR',
});
const admins = [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }, { id: 2, first_name: 'Grace', last_name: 'Hopper' }];

/** Signed in with `account` chosen; the other calls go to `answer`. */
function openUpdate(account: UserAccount, answer?: Answer) {
  const calls = seedSession({ accounts: [account], selected: account.id, answer });
  const view = renderWithProviders(<AppRoutes />, { route: '/dashboard/update-account', strict: true });
  return { calls, view };
}

/** The form's code loads after the screen's title (a chunk of its own). */
const formBuilt = () => screen.findByRole('button', { name: 'Cancel' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const hidden = (name: string) => document.querySelector(`input[type=hidden][name=${name}]`) as HTMLInputElement;

beforeEach(() => {
  window.innerWidth = 1280;
});

describe('Account screen, update mode (/dashboard/update-account)', () => {
  it('shows the chosen account, its primary contact and the way to the other screens', async () => {
    openUpdate(acme);
    expect(await screen.findByRole('heading', { name: 'Update Account' })).toBeTruthy();
    await formBuilt();
    expect(screen.getByText('Ada Lovelace', { selector: 'main p' })).toBeTruthy();
    expect(screen.getByText('ada@example.com', { selector: 'main p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change primary contact' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Manage users' }).getAttribute('href')).toBe('/dashboard/manage-user');

    expect((screen.getByRole('radio', { name: 'Registered Company' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Company Name' }).getAttribute('value')).toBe('Acme Ltd');
    expect(field('Full Name').value).toBe('ACME');
    expect(field('Registration Number').value).toBe('01234567');
    expect(field('Tax Number').value).toBe('GB123');
    expect(field('Address Line 2').value).toBe('Floor 2');
    expect(hidden('country').value).toBe('GB');
    // Read-only on update: PUT account does not carry it.
    expect(hidden('company_country').value).toBe('GB');
    expect(field('Company Country').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    expect(field('Phone Number').value).toBe('+44 20 7946 0000');
  });

  it('saves with the account token and without company_country, replacing the account in the list', async () => {
    const saved: UserAccount = {
      ...acme, account_name: 'Acme Group Ltd', account_reference: 'Acme Group Ltd', addresses: [{ ...acme.addresses[0], city: 'Leeds' }],
    };
    const { calls, view } = openUpdate(acme, (call) =>
      call.method === 'PUT' && call.path === 'account' ? [200, saved] : call.path.startsWith('company/') ? [200, []] : [200, {}],
    );
    await screen.findByRole('heading', { name: 'Update Account' });
    await formBuilt();
    const name = screen.getByRole('combobox', { name: 'Company Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Group Ltd');
    await userEvent.clear(field('City'));
    await userEvent.type(field('City'), 'Leeds');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('User Account Information Updated Successfully!')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT' && call.path === 'account');
    expect(put?.authorization).toBe('Bearer account-token-4');
    expect(put?.body).toEqual({
      account_type_id: 2, account_name: 'Acme Group Ltd', account_reference: 'Acme Group Ltd', tax_number: 'GB123',
      phone_number: '+442079460000', registration_number: '01234567', country: 'GB', address_1: '1 High Street',
      address_2: 'Floor 2', city: 'Leeds', postal_code: 'SW1A 1AA',
    });
    // The menu shows the saved reference: the entry was replaced and is still the chosen account.
    expect((await screen.findAllByText('Acme Group Ltd')).length).toBeGreaterThan(0);
    expect(field('City').value).toBe('Leeds');
    expect(view.currentPath()).toBe('/dashboard/update-account');
  });

  it('shows a number saved with spaces or hyphens like any other', async () => {
    openUpdate({ ...acme, phone_number: '+44 20 7946-0000' });
    await screen.findByRole('heading', { name: 'Update Account' });
    await formBuilt();
    expect(field('Phone Number').value).toBe('+44 20 7946 0000');
  });

  it('tells a standard member that only administrators can change the account', async () => {
    openUpdate({ ...acme, tenancy: 'STANDARD' });
    expect(await screen.findByText('Only administrators can change this account.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });

  it("'Create Additional Account' opens the create screen", async () => {
    const { view } = openUpdate(acme);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Additional Account' }));
    await waitFor(() => expect(view.currentPath()).toBe('/create-account'));
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeTruthy();
  });

  it('Cancel goes back to the dashboard', async () => {
    const { view } = openUpdate(acme);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard'));
  });
});

describe('Change Primary Contact modal', () => {
  const answer = (call: ApiCall): [number, unknown] => {
    if (call.path === 'user/administrators') return [200, admins];
    if (call.path === 'user/promote-admin-to-primary-contact') {
      return [200, { message: 'ok', account: { ...acme, primary_contact: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' } } }];
    }
    return [200, {}];
  };

  it("asks for an administrator: 'Please select an admin'", async () => {
    const { calls } = openUpdate(acme, answer);
    await userEvent.click(await screen.findByRole('button', { name: 'Change primary contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Primary Contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please select an admin')).toBeTruthy();
    expect(calls.some((call) => call.path === 'user/promote-admin-to-primary-contact')).toBe(false);
  });

  it('promotes the chosen administrator with the account token and shows the new contact', async () => {
    const { calls } = openUpdate(acme, answer);
    await userEvent.click(await screen.findByRole('button', { name: 'Change primary contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Primary Contact' });
    const select = within(dialog).getByLabelText('Administrator');
    await userEvent.click(select);
    await userEvent.click(await within(dialog).findByText('Grace Hopper'));
    expect((dialog.querySelector('input[type=hidden][name=user_id]') as HTMLInputElement).value).toBe('2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('User Account Information Updated Successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('grace@example.com')).toBeTruthy();
    const administrators = calls.find((call) => call.path === 'user/administrators');
    expect(administrators?.authorization).toBe('Bearer account-token-4');
    const promote = calls.find((call) => call.path === 'user/promote-admin-to-primary-contact');
    expect(promote).toMatchObject({ method: 'PUT', body: { user_id: 2 }, authorization: 'Bearer account-token-4' });
  });

  it('with no other administrator, says to invite one and leads to Manage Users instead of offering the current contact', async () => {
    const { view } = openUpdate(acme, (call) => (call.path === 'user/administrators' ? [200, [admins[0]]] : [200, {}]));
    await userEvent.click(await screen.findByRole('button', { name: 'Change primary contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Primary Contact' });
    expect(await within(dialog).findByText(/There is no other administrator to make primary contact/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Administrator')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to Manage Users' }));
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard/manage-user'));
  });

  it('offers a lone administrator who is not the primary contact yet', async () => {
    openUpdate(acme, (call) => (call.path === 'user/administrators' ? [200, [admins[1]]] : [200, {}]));
    await userEvent.click(await screen.findByRole('button', { name: 'Change primary contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Primary Contact' });
    await userEvent.click(within(dialog).getByLabelText('Administrator'));
    expect(await within(dialog).findByText('Grace Hopper')).toBeTruthy();
    expect(within(dialog).queryByText(/There is no other administrator/)).toBeNull();
  });

  it('closes on Cancel without a call', async () => {
    const { calls } = openUpdate(acme, answer);
    await userEvent.click(await screen.findByRole('button', { name: 'Change primary contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Primary Contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.path === 'user/promote-admin-to-primary-contact')).toBe(false);
  });
});
