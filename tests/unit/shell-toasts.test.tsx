import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../support/render';
import { toastError, toastInfo, toastSuccess } from '../../src/ui/toast';

const region = () => screen.getByRole('region', { name: 'Notifications' });

function Buttons() {
  return (
    <>
      <button type="button" onClick={() => toastSuccess('Saved')}>success</button>
      <button type="button" onClick={() => toastInfo('A new version is available')}>info</button>
      <button type="button" onClick={() => toastError(new Error('Not saved'))}>error</button>
    </>
  );
}

describe('toasts, for a screen reader', () => {
  it('go into a polite live region that is there before the first one', async () => {
    renderWithProviders(<Buttons />);
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'success' }));
    expect((await within(region()).findByRole('status')).textContent).toBe('Saved');
  });

  it('read a success or an info as a status, and interrupt with an error as an alert', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Buttons />);
    await userEvent.click(screen.getByRole('button', { name: 'info' }));
    await userEvent.click(screen.getByRole('button', { name: 'error' }));
    expect((await within(region()).findByRole('alert')).textContent).toBe('Not saved');
    expect(within(region()).getByRole('status').textContent).toBe('A new version is available');
  });
});
