import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserAccount } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { readSelectedAccount } from '../../src/session/selected-account';
import { renderWithProviders, type ApiCall } from '../support/render';
import { makeAccount, seedSession, TOKEN, type Answer } from '../support/session-fixtures';

const account = (id: number, name: string): UserAccount =>
  makeAccount({
    id, account_name: name, company_country: null, tenancy: 'ADMINISTRATOR',
    addresses: [{ country: 'GB', address_1: '1 High Street', address_2: '', city: 'London', postal_code: 'SW1A 1AA' }],
    primary_contact: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
  });

/** Signed in with `accounts` (the first chosen, if any); other calls go to `answer`. */
const signedInWith = (accounts: UserAccount[], answer?: Answer) =>
  seedSession({ accounts, selected: accounts[0]?.id ?? null, answer });

/** Every alert on the page: the form's message, and any toast (a form says its refusal without one). */
const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent).join(' | ');
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const openCreate = async (accounts: UserAccount[] = [], answer?: (call: ApiCall) => [number, unknown]) => {
  const calls = signedInWith(accounts, answer);
  const view = renderWithProviders(<AppRoutes />, { route: '/create-account', strict: true });
  await screen.findByRole('heading', { name: 'Create Account' });
  // The form's code loads after the title (a chunk of its own).
  await screen.findByRole('button', { name: 'Cancel' });
  return { calls, view };
};

/** Picks a country in a react-select by typing its name and pressing Enter. */
async function chooseCountry(label: string, name: string) {
  await userEvent.type(field(label), name);
  await userEvent.keyboard('{Enter}');
}

async function fillValidForm() {
  await userEvent.type(field('Account Name'), 'Jane Doe');
  await userEvent.type(field('Phone Number'), '07911 123456');
  await userEvent.type(field('Address Line 1'), '1 High Street');
  await userEvent.type(field('City'), 'London');
  await userEvent.type(field('Postal Code'), 'SW1A 1AA');
}

beforeEach(() => {
  // Wide enough for the side menu to show, as in the layout tests.
  window.innerWidth = 1280;
});

describe('Account screen, create mode (/create-account)', () => {
  it('shows the create texts and the defaults: a private individual in GB', async () => {
    await openCreate();
    expect(screen.getByText('Once your account is created, you may invite other users to be the primary contact for this account.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Private Individual' }) as HTMLInputElement).checked).toBe(true);
    expect((document.querySelector('input[type=hidden][name=country]') as HTMLInputElement).value).toBe('GB');
    expect(field('Phone Number').name).toBe('phone_number');
    expect(field('Phone Number').placeholder).toBe('Enter phone number');
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
    for (const section of ['Account details', 'Contact', 'Address']) expect(screen.getByRole('heading', { name: section })).toBeTruthy();
  });

  it('changes the fields with the account type and the company country', async () => {
    await openCreate();
    // 1: free-text name, no company fields
    expect(field('Account Name').getAttribute('role')).toBeNull();
    expect(screen.queryByLabelText('Company Country')).toBeNull();
    expect(screen.queryByLabelText('Registration Number')).toBeNull();

    // 2 in GB: the company lookup, company country and registration number
    await userEvent.click(screen.getByRole('radio', { name: 'Registered Company' }));
    expect(screen.getByRole('combobox', { name: 'Company Name' }).getAttribute('name')).toBe('account_name');
    expect(field('Registration Number').name).toBe('registration_number');
    expect((document.querySelector('input[type=hidden][name=company_country]') as HTMLInputElement).value).toBe('GB');

    // 2 elsewhere: typed freely
    await chooseCountry('Company Country', 'France');
    expect((document.querySelector('input[type=hidden][name=company_country]') as HTMLInputElement).value).toBe('FR');
    expect(screen.queryByRole('combobox', { name: 'Company Name' })).toBeNull();
    expect(field('Company Name').name).toBe('account_name');

    // 3: 'Organisation Name', company fields still shown
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    expect(field('Organisation Name').name).toBe('account_name');
    expect(screen.getByLabelText('Company Country')).toBeTruthy();
    expect(screen.getByLabelText('Registration Number')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Private Individual' }));
    expect(screen.queryByLabelText('Registration Number')).toBeNull();
  });

  it('shows the specification messages under the fields on an empty submit', async () => {
    const { calls } = await openCreate();
    await userEvent.click(screen.getByRole('radio', { name: 'Registered Company' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    for (const message of [
      'Account Name is required', 'Full Name is required', 'Registration Number is required',
      'Phone Number must be valid and between 7-15 characters', 'Address Line 1 is required',
      'Postal Code must be between 3 and 10 characters',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls.filter((call) => call.path === 'account')).toHaveLength(0);
  });

  it('copies the account name into the reference, which stays editable', async () => {
    await openCreate();
    await userEvent.type(field('Account Name'), 'Jane Doe');
    expect(field('Full Name').value).toBe('Jane Doe');
    await userEvent.clear(field('Full Name'));
    await userEvent.type(field('Full Name'), 'JD');
    expect(field('Full Name').value).toBe('JD');
    expect(field('Account Name').value).toBe('Jane Doe');
    await userEvent.type(field('Account Name'), ' Ltd');
    expect(field('Full Name').value).toBe('Jane Doe Ltd');
  });

  it('keeps the phone number in E.164: national digits as GB, a pasted number with its own country', async () => {
    await openCreate();
    const phone = () => field('Phone Number');
    const country = () => screen.getByRole('combobox', { name: 'Phone number country' }) as HTMLSelectElement;
    expect(country().value).toBe('GB');
    await userEvent.type(phone(), '07911 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    // Valid: no phone message among the others.
    expect(await screen.findByText('Address Line 1 is required')).toBeTruthy();
    expect(screen.queryByText('Phone Number must be valid and between 7-15 characters')).toBeNull();

    await userEvent.clear(phone());
    await userEvent.type(phone(), '+33 1 23 45 67 89');
    expect(country().value).toBe('FR');
    await userEvent.clear(phone());
    expect(screen.queryByText('Phone Number must be valid and between 7-15 characters')).toBeTruthy();
  });

  it("Cancel goes to '/' when no account is selected", async () => {
    const { view } = await openCreate();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.currentPath()).toBe('/'));
  });

  it('Cancel goes to the dashboard when an account is selected', async () => {
    const { view } = await openCreate([account(1, 'Acme Ltd')]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard'));
  });

  it('creates the account, adds it to the list, selects it and opens its dashboard', async () => {
    const created = { ...account(9, 'Jane Doe'), account_reference: 'Jane Doe' };
    const { calls, view } = await openCreate([account(1, 'Acme Ltd')], (call) =>
      call.path === 'account' && call.method === 'POST' ? [201, created] : [200, { message: 'ok' }],
    );
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(view.currentPath()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Home: Jane Doe' })).toBeTruthy();
    expect(await screen.findByText('Account created')).toBeTruthy();
    expect(readSelectedAccount(1)).toBe(9);
    // Added, not swapped: with two accounts the menu offers switching.
    expect(screen.getByRole('button', { name: 'Switch Account' })).toBeTruthy();

    const post = calls.find((call) => call.path === 'account' && call.method === 'POST');
    expect(post?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(post?.body).toEqual({
      account_type_id: 1, account_name: 'Jane Doe', account_reference: 'Jane Doe', tax_number: null,
      phone_number: '+447911123456', registration_number: null, country: 'GB', address_1: '1 High Street',
      address_2: '', city: 'London', postal_code: 'SW1A 1AA', company_country: null,
    });
  });

  it('keeps every value and shows server field errors when the create fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { view } = await openCreate([], (call) =>
      call.path === 'account'
        ? [400, { message: 'Please check the form', errors: { postal_code: 'Postal code not recognised' } }]
        : [200, { message: 'ok' }],
    );
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Postal code not recognised')).toBeTruthy();
    expect(alertTexts()).toContain('Please check the form');
    expect(field('Account Name').value).toBe('Jane Doe');
    expect(field('Phone Number').value).toBe('07911 123456');
    expect(field('Postal Code').value).toBe('SW1A 1AA');
    expect(view.currentPath()).toBe('/create-account');
  });

  it('refuses at once while offline, keeping the values', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = await openCreate();
    await fillValidForm();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(alertTexts()).toContain('You are offline'));
    } finally {
      online.mockRestore();
    }
    expect(calls.filter((call) => call.path === 'account')).toHaveLength(0);
    expect(field('Account Name').value).toBe('Jane Doe');
  });
});
