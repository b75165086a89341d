import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LaunchConfirmDialog } from '../../src/features/dashboard/LaunchConfirmDialog';
import '../support/members-fixtures';
import { renderWithProviders } from '../support/render';

describe('the Launch Product confirmation modal', () => {
  it('asks, and answers Yes or Cancel', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<LaunchConfirmDialog open onConfirm={onConfirm} onClose={onClose} />);
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Are you sure to launch the product?');
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
