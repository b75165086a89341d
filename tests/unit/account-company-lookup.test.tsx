import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../src/app/routes';
import { LOOKUP_DELAY_MS } from '../../src/features/account/CompanyLookup';
import { renderWithProviders, type ApiCall } from '../support/render';
import { seedSession, type Answer } from '../support/session-fixtures';
import { advance, advanceUntil, typeKeys } from '../support/test-clock';

const companies = [
  {
    company_name: 'ACME LIMITED', company_number: '01234567', address_1: '1 Road Runner Way', address_2: 'Desert Park', city: 'London',
    postcode: 'EC1A 1BB', company_status: 'active',
  },
  {
    company_name: 'ACME WIDGETS LTD', company_number: '07654321', address_1: '2 Coyote Close', address_2: '', city: 'Leeds',
    postcode: 'LS1 4AP', company_status: 'active',
  },
];
const dissolved = {
  company_name: 'ACME OLD TRADING LTD', company_number: '00112233', address_1: '9 Former Street', address_2: '', city: 'York',
  postcode: 'YO1 7HH', company_status: 'dissolved',
};

/** The create screen of a signed-in user with no account, switched to a UK registered company. */
async function openLookup(answer: Answer) {
  const calls = seedSession({ answer });
  renderWithProviders(<AppRoutes />, { route: '/create-account', strict: true });
  await userEvent.click(await screen.findByRole('radio', { name: 'Registered Company' }));
  // The form builds a field per task (FieldPair): the lookup comes a few tasks after the type.
  return { calls, lookup: (await screen.findByRole('combobox', { name: 'Company Name' })) as HTMLInputElement };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const hidden = (name: string) => document.querySelector(`input[type=hidden][name=${name}]`) as HTMLInputElement;
const searches = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith('company/')).map((call) => call.path);

describe('company lookup (type 2 in GB)', () => {
  it('searches once typing pauses, from 2 characters, and fills the form with the company picked by keyboard', async () => {
    const { calls, lookup } = await openLookup((call) => (call.path === 'company/acme' ? [200, companies] : [200, []]));
    await userEvent.click(lookup);
    // From here the test moves the clock: the debounce fires exactly when the test says so.
    vi.useFakeTimers();

    await typeKeys(lookup, 'a');
    await advance(LOOKUP_DELAY_MS * 2);
    // A pause long enough, but one character is too few to search.
    expect(searches(calls)).toEqual([]);

    // Each key comes just before the previous one's pause would end: 'ac' and 'acm' are never searched.
    await typeKeys(lookup, 'cme', LOOKUP_DELAY_MS - 1);
    await advance(LOOKUP_DELAY_MS - 1);
    expect(searches(calls)).toEqual([]);
    await advance(1);
    // One call for the whole word, the moment the pause is long enough: the typing was debounced.
    expect(searches(calls)).toEqual(['company/acme']);

    const list = await advanceUntil(() => screen.getByRole('listbox', { name: 'Company suggestions' }));
    // The options render with the answer; the keyboard part needs userEvent, so real time again.
    await advanceUntil(() => within(list).getByRole('option', { name: /ACME WIDGETS LTD/ }));
    vi.useRealTimers();
    expect(searches(calls)).toEqual(['company/acme']);
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'ACME LIMITED01234567 · 1 Road Runner Way · London · EC1A 1BB',
      'ACME WIDGETS LTD07654321 · 2 Coyote Close · Leeds · LS1 4AP',
    ]);
    expect(lookup.getAttribute('aria-expanded')).toBe('true');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(within(list).getAllByRole('option')[0].getAttribute('aria-selected')).toBe('true');
    expect(lookup.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0].id);
    await userEvent.keyboard('{Enter}');

    expect(screen.queryByRole('listbox')).toBeNull();
    expect(lookup.value).toBe('ACME LIMITED');
    expect(field('Full Name').value).toBe('ACME LIMITED');
    expect(field('Registration Number').value).toBe('01234567');
    expect(field('Address Line 1').value).toBe('1 Road Runner Way');
    expect(field('Address Line 2').value).toBe('Desert Park');
    expect(field('City').value).toBe('London');
    expect(field('Postal Code').value).toBe('EC1A 1BB');
    expect(hidden('country').value).toBe('GB');
  });

  it('fills the form with a company picked by mouse, and Escape closes the list', async () => {
    const { lookup } = await openLookup((call) => (call.path.startsWith('company/') ? [200, companies] : [200, {}]));
    await userEvent.type(lookup, 'acme');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();

    await userEvent.type(lookup, ' w');
    await userEvent.click(await screen.findByRole('option', { name: /ACME WIDGETS LTD/ }));
    expect(lookup.value).toBe('ACME WIDGETS LTD');
    expect(field('Registration Number').value).toBe('07654321');
    expect(field('Address Line 2').value).toBe('');
    expect(field('Postal Code').value).toBe('LS1 4AP');
  });

  it('marks a dissolved company as such and does not fill the form with it, by keyboard or mouse', async () => {
    const { lookup } = await openLookup((call) =>
      call.path.startsWith('company/') ? [200, [dissolved, companies[0], { ...companies[1], company_status: 'liquidation' }]] : [200, {}],
    );
    await userEvent.type(lookup, 'acme');
    const list = await screen.findByRole('listbox', { name: 'Company suggestions' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'ACME OLD TRADING LTD Dissolved00112233 · 9 Former Street · York · YO1 7HH',
      'ACME LIMITED01234567 · 1 Road Runner Way · London · EC1A 1BB',
      'ACME WIDGETS LTD Liquidation07654321 · 2 Coyote Close · Leeds · LS1 4AP',
    ]);
    // Assistive technology hears the not-live ones as unavailable, not as choices.
    expect(options.map((option) => option.getAttribute('aria-disabled'))).toEqual(['true', null, 'true']);

    // Highlighted by the arrow and chosen with Enter: nothing is filled and the form is not sent.
    await userEvent.keyboard('{ArrowDown}');
    expect(lookup.getAttribute('aria-activedescendant')).toBe(options[0].id);
    await userEvent.keyboard('{Enter}');
    // Clicked: nothing either.
    await userEvent.click(options[2]);
    expect(screen.getByRole('listbox')).toBe(list);
    expect(lookup.value).toBe('acme');
    expect(field('Registration Number').value).toBe('');
    expect(field('Postal Code').value).toBe('');
    expect(screen.queryByText('Phone Number must be valid and between 7-15 characters')).toBeNull();

    // The live company beside them fills the form as before.
    await userEvent.click(options[1]);
    expect(lookup.value).toBe('ACME LIMITED');
    expect(field('Registration Number').value).toBe('01234567');
  });

  it("says 'No options' when nothing matches", async () => {
    const { lookup } = await openLookup(() => [200, []]);
    await userEvent.type(lookup, 'zz');
    expect(await screen.findByText('No options')).toBeTruthy();
  });

  it("shows 'Error fetching companies' under the field when the failure has no message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { lookup } = await openLookup((call) => (call.path.startsWith('company/') ? [500, null] : [200, {}]));
    await userEvent.type(lookup, 'acme');
    expect((await screen.findByText('Error fetching companies')).getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('listbox')).toBeNull();
    // The name typed stays, so the user can carry on without the register.
    expect(lookup.value).toBe('acme');
    expect(field('Full Name').value).toBe('acme');
  });

  it.each([
    [503, 'The company register is not available right now'],
    // The API's answer when the register's rate limit is reached.
    [429, 'Company search is busy. Try again shortly.'],
  ])("shows the failure's own message when it has one (%i)", async (status, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { lookup } = await openLookup((call) => (call.path.startsWith('company/') ? [status, { message }] : [200, {}]));
    await userEvent.type(lookup, 'acme');
    expect((await screen.findByText(message)).getAttribute('role')).toBe('alert');
  });

  it('is not offered for a company outside the UK', async () => {
    const { calls } = await openLookup(() => [200, companies]);
    await userEvent.type(field('Company Country'), 'Germany');
    await userEvent.keyboard('{Enter}');
    const name = await waitFor(() => field('Company Name'));
    // The field is plain text now: typed and well past any pause, nothing is searched or listed.
    expect(name.getAttribute('role')).not.toBe('combobox');
    await userEvent.click(name);
    vi.useFakeTimers();
    await typeKeys(name, 'acme');
    await advance(LOOKUP_DELAY_MS * 10);
    expect(name.value).toBe('acme');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(searches(calls)).toEqual([]);
  });
});
