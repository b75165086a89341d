import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../support/render';
import { gate, PhoneForm } from '../support/phone-gate';

// The phone library arrives when the test says: as on a slow network, after the user has typed.
const library = vi.hoisted(() => ({ gate: null as null | { wait: Promise<void>; open: () => void } }));
vi.mock('../../src/ui/form/PhoneField', async (importOriginal) => {
  await library.gate?.wait;
  return importOriginal();
});

const number = () => screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
const country = () => screen.getByRole('combobox', { name: 'Phone number country' }) as HTMLSelectElement;
/** The flag shown: the library's image, or the stand-in's inline drawing (InlineFlag), by its file. */
const flag = () => {
  const shown = document.querySelector('.PhoneInputCountryIconImg');
  return shown?.getAttribute('src') ?? shown?.getAttribute('data-flag');
};

// In order: the library, once loaded, stays loaded for the file.
describe('the phone field, its library loaded when the user reaches for it', () => {
  it('shows a saved number as saved, with its country and flag, before the library is there', () => {
    renderWithProviders(<PhoneForm initial="+33 1 23 45 67 89" />);
    expect(number().value).toBe('+33 1 23 45 67 89');
    expect(number().name).toBe('phone');
    expect(number().placeholder).toBe('Enter phone number');
    expect(country().value).toBe('FR');
    expect(country().selectedOptions[0].textContent).toBe('France');
    expect(flag()).toBe('/flags/FR.svg');
  });

  it('keeps what is typed while the library loads, then hands it over in E.164 with the focus', async () => {
    library.gate = gate();
    const onSubmit = vi.fn(async (_values: { phone?: string }) => undefined);
    renderWithProviders(<PhoneForm initial="+442079460000" onSubmit={onSubmit} />);
    await userEvent.click(number());
    await userEvent.keyboard('{Control>}a{/Control}07911 123456');
    expect(number().value).toBe('07911 123456');
    expect(country().options.length).toBe(1);

    library.gate.open();
    await waitFor(() => expect(flag()).toBe('/flags/GG.svg'));
    expect(number().value).toBe('07911 123456');
    expect(document.activeElement).toBe(number());
    // The real input now: the country list is there on reaching for it, a key types on.
    await userEvent.keyboard('{Backspace}7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ phone: '+447911123457' });
  });

  it('is the library from its first render once loaded', () => {
    renderWithProviders(<PhoneForm initial="+33123456789" />);
    expect(number().value).toBe('+33 1 23 45 67 89');
    expect(country().value).toBe('FR');
  });
});
