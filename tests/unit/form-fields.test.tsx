import { text } from '../../src/api/contract/fields';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type } from 'superstruct';
import { renderWithProviders } from '../support/render';
import { expectSaidOnce } from '../support/said-once';
import { ApiError } from '../../src/api/contract';
import {
  CheckboxField, CheckboxListField, Form, OtpField, PasswordField, SubmitButton, TextAreaField, TextField, structValidator,
} from '../../src/ui/form';
import { MultiSelectField } from '../../src/ui/form/MultiSelectField';
import { CountrySelect } from '../../src/ui/form/CountrySelect';
import { PhoneField } from '../../src/ui/form/PhoneField';
import { SelectField } from '../../src/ui/form/SelectField';

type Values = { name: string; secret: string; agree: boolean; otp: string };
const validate = structValidator(type({ name: text({ label: 'Name', required: 'Name is required' }) }));

function Harness({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  return (
    <Form<Values> label="Harness" onSubmit={onSubmit} validate={validate} initialValues={{ agree: true }}>
      <TextField name="name" label="Name" />
      <PasswordField name="secret" label="Secret" />
      <CheckboxField name="agree" label="Agree" />
      <OtpField label="Code" />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('form kit', () => {
  it('gives every control its API name and a label', () => {
    renderWithProviders(<Harness onSubmit={async () => undefined} />);
    expect(input('Name').name).toBe('name');
    expect(input('Secret').name).toBe('secret');
    expect(input('Code').name).toBe('otp');
    expect((screen.getByRole('checkbox', { name: 'Agree' }) as HTMLInputElement).name).toBe('agree');
  });

  it('disables the submit button while submitting and passes the values', async () => {
    let finish: () => void = () => undefined;
    const submitted: Values[] = [];
    renderWithProviders(
      <Harness
        onSubmit={(values) => {
          submitted.push(values);
          return new Promise<void>((resolve) => (finish = resolve));
        }}
      />,
    );
    await userEvent.type(input('Name'), 'Jane');
    await userEvent.type(input('Secret'), 'pw');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Agree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true));
    expect(submitted).toEqual([{ name: 'Jane', secret: 'pw', agree: false }]);
    finish();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows server messages on the form and the field until the user edits', async () => {
    renderWithProviders(
      <Harness
        onSubmit={async () => {
          throw new ApiError(422, { message: 'Not saved', errors: { name: 'Name is taken' } });
        }}
      />,
    );
    await userEvent.type(input('Name'), 'Jane');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'Harness' });
    expect((await within(form).findByRole('alert')).textContent).toContain('Not saved');
    expect(within(form).getByText('Name is taken')).toBeTruthy();
    await userEvent.type(input('Name'), 's');
    expect(within(form).queryByText('Name is taken')).toBeNull();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(input('Name').value).toBe('Janes');
  });

  it("says a refusal about a field on the field only, and takes the focus there", async () => {
    renderWithProviders(
      <Harness
        onSubmit={async () => {
          throw new ApiError(400, { message: 'The code is invalid or has expired.', errors: { otp: 'The code is invalid or has expired.' } });
        }}
      />,
    );
    await userEvent.type(input('Name'), 'Jane');
    await userEvent.type(input('Code'), '123456');
    await userEvent.click(input('Name'));
    await userEvent.keyboard('{Enter}');
    await expectSaidOnce('The code is invalid or has expired.');
    expect(within(screen.getByRole('form', { name: 'Harness' })).queryByRole('alert')).toBeNull();
    expect(input('Code').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input('Code')));
    expect(input('Code').value).toBe('123456');
  });

  it('says in the banner what a refusal names for a field the form does not show', async () => {
    renderWithProviders(
      <Harness
        onSubmit={async () => {
          throw new ApiError(400, { message: 'Token expired', errors: { token: 'Token expired' } });
        }}
      />,
    );
    await userEvent.type(input('Name'), 'Jane');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await within(screen.getByRole('form', { name: 'Harness' })).findByRole('alert')).textContent).toContain('Token expired');
    await expectSaidOnce('Token expired');
  });
});

type AllValues = {
  name: string; secret: string; otp: string; notes: string; phone: string; colour: string; shades: string[]; apps: number[];
};
const COLOURS = [{ value: 'red', label: 'Red' }, { value: 'blue', label: 'Blue' }];
const APPS = [{ value: 1, label: 'Ledger' }, { value: 2, label: 'Roster' }];
const MESSAGES = {
  name: 'Name is required', secret: 'Secret is required', otp: 'Code is required', notes: 'Notes are required',
  phone: 'Phone is required', colour: 'Pick a colour', shades: 'Pick a shade', apps: 'Pick an app',
};

/** Every field of the kit, each refused until filled. */
function EveryField() {
  return (
    <Form<AllValues> label="Every field" onSubmit={async () => undefined} validate={() => MESSAGES}>
      <TextField name="name" label="Name" helperText="As on your passport" />
      <PasswordField name="secret" label="Secret" />
      <OtpField label="Code" />
      <TextAreaField name="notes" label="Notes" />
      <PhoneField name="phone" label="Phone" />
      <SelectField<string> name="colour" label="Colour" options={COLOURS} />
      <MultiSelectField<string> name="shades" label="Shades" options={COLOURS} />
      <CheckboxListField<number> name="apps" label="Apps" options={APPS} />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

/** The texts of the elements `element` names in aria-describedby: what a screen reader reads with it. */
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean).map((id) => document.getElementById(id)?.textContent ?? '');

describe('form kit errors, for a screen reader', () => {
  it('describes a field by its helper text until it has an error', () => {
    renderWithProviders(<EveryField />);
    expect(description(input('Name'))).toEqual(['As on your passport']);
    expect(input('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('marks every refused field invalid and describes it by its message, then focuses the first', async () => {
    renderWithProviders(<EveryField />);
    // Enter in a field further down sends the form, as a keyboard user does.
    await userEvent.click(input('Code'));
    await userEvent.keyboard('{Enter}');
    const controls: [Element, string][] = [
      [input('Name'), MESSAGES.name],
      [input('Secret'), MESSAGES.secret],
      [input('Code'), MESSAGES.otp],
      [input('Notes'), MESSAGES.notes],
      [input('Phone'), MESSAGES.phone],
      [screen.getByRole('combobox', { name: 'Colour' }), MESSAGES.colour],
      [screen.getByRole('combobox', { name: 'Shades' }), MESSAGES.shades],
    ];
    for (const [control, message] of controls) {
      await waitFor(() => expect(control.getAttribute('aria-invalid')).toBe('true'));
      expect(description(control)).toContain(message);
    }
    const apps = screen.getByRole('group', { name: 'Apps' });
    expect(description(apps)).toContain(MESSAGES.apps);
    for (const box of within(apps).getAllByRole('checkbox')) expect(box.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input('Name')));
  });
});

describe('the phone field', () => {
  function PhoneOnly({ initial, onSubmit = async () => undefined }: { initial?: string; onSubmit?: (values: { phone?: string }) => Promise<void> }) {
    return (
      <Form<{ phone?: string }> label="Phone only" onSubmit={onSubmit} initialValues={{ phone: initial }}>
        <PhoneField name="phone" label="Phone" />
        <SubmitButton>Save</SubmitButton>
      </Form>
    );
  }
  const number = () => screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
  const country = () => screen.getByRole('combobox', { name: 'Phone number country' }) as HTMLSelectElement;
  const flag = () => document.querySelector('.PhoneInputCountryIconImg')?.getAttribute('src');

  it('shows a saved number with its country, and the flag from the portal itself', () => {
    renderWithProviders(<PhoneOnly initial="+33123456789" />);
    expect(number().value).toBe('+33 1 23 45 67 89');
    expect(number().name).toBe('phone');
    expect(country().value).toBe('FR');
    expect(country().selectedOptions[0].textContent).toBe('France');
    expect(flag()).toBe('/flags/FR.svg');
  });

  it('keeps every key typed over a saved number, and sends the number in E.164', async () => {
    const onSubmit = vi.fn(async (_values: { phone?: string }) => undefined);
    renderWithProviders(<PhoneOnly initial="+442079460000" onSubmit={onSubmit} />);
    await userEvent.click(number());
    await userEvent.keyboard('{Control>}a{/Control}07911 123456');
    expect(number().value).toBe('07911 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ phone: '+447911123456' });
  });

  it('holds the chosen country alone until the user reaches for it, then every country', async () => {
    renderWithProviders(<PhoneOnly />);
    expect(country().value).toBe('GB');
    expect([...country().options].map((option) => option.value)).toEqual(['GB']);
    await userEvent.click(country());
    expect(country().options.length).toBeGreaterThan(200);
    await userEvent.selectOptions(country(), 'FR');
    expect(country().value).toBe('FR');
  });

  it('lists them for a keyboard user too, and follows a pasted number to its country while still closed', async () => {
    renderWithProviders(<PhoneOnly />);
    await userEvent.type(screen.getByLabelText('Phone'), '+33 1 23 45 67 89');
    expect(country().value).toBe('FR');
    expect(country().options.length).toBe(1);
    country().focus();
    await waitFor(() => expect(country().options.length).toBeGreaterThan(200));
    expect(country().value).toBe('FR');
  });
});

describe('a country select', () => {
  function CountryOnly({ initial = 'GB' }: { initial?: string }) {
    return (
      <Form<{ country?: string }> label="Country only" onSubmit={async () => undefined} initialValues={{ country: initial }}>
        <CountrySelect name="country" label="Country" />
      </Form>
    );
  }
  const hidden = () => document.querySelector('input[type=hidden][name=country]') as HTMLInputElement;
  const combobox = () => screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
  const optionNames = async () => (await screen.findAllByRole('option')).map((option) => option.textContent);

  it('shows the chosen country, named by its label, its list closed', () => {
    renderWithProviders(<CountryOnly />);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('United Kingdom')).toBeTruthy();
    expect(hidden().value).toBe('GB');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens its list on a press, and takes the option picked', async () => {
    renderWithProviders(<CountryOnly />);
    await userEvent.click(combobox());
    await userEvent.click(await screen.findByRole('option', { name: /France/ }));
    expect(hidden().value).toBe('FR');
    expect(screen.getByText('France')).toBeTruthy();
  });

  it('opens its list for a keyboard user', async () => {
    renderWithProviders(<CountryOnly />);
    // The field first, then the key: on a loaded machine a Tab sent before it is drawn focuses nothing.
    await screen.findByRole('combobox', { name: 'Country' });
    await userEvent.tab();
    await waitFor(() => expect(document.activeElement).toBe(combobox()));
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });

  it('finds a country by name or by code as the user types, and Enter takes the first match', async () => {
    renderWithProviders(<CountryOnly />);
    await userEvent.tab();
    await userEvent.keyboard('de');
    expect(combobox().value).toBe('de');
    expect(await optionNames()).toEqual(expect.arrayContaining([expect.stringMatching(/^GermanyDE$/), expect.stringMatching(/^Bangladesh/)]));
    await userEvent.clear(combobox());
    await userEvent.keyboard('fra');
    expect(await optionNames()).toEqual(['FranceFR']);
    await userEvent.keyboard('{Enter}');
    expect(hidden().value).toBe('FR');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByText('France')).toBeTruthy();
  });
});
