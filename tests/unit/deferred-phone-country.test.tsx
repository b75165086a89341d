import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../support/render';
import { gate, PhoneForm } from '../support/phone-gate';

// The phone library arrives when the test says: as on a slow network, after the user's press.
const library = vi.hoisted(() => ({ gate: null as null | { wait: Promise<void>; open: () => void } }));
vi.mock('../../src/ui/form/PhoneField', async (importOriginal) => {
  await library.gate?.wait;
  return importOriginal();
});

const country = () => screen.getByRole('combobox', { name: 'Phone number country' }) as HTMLSelectElement;

describe("the deferred phone field's country", () => {
  it('takes a press before the library is there, and is then the real select, focused, with every country', async () => {
    library.gate = gate();
    renderWithProviders(<PhoneForm />);
    expect(country().value).toBe('GB');
    await userEvent.click(country());
    expect(country().options.length).toBe(1);

    library.gate.open();
    await waitFor(() => expect(country().options.length).toBeGreaterThan(200));
    expect(document.activeElement).toBe(country());
    await userEvent.selectOptions(country(), 'FR');
    expect(country().value).toBe('FR');
  });
});
