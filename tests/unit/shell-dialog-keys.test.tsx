import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../support/render';
import { Modal } from '../../src/ui/Modal';
import { Form } from '../../src/ui/form';
import { SelectField } from '../../src/ui/form/SelectField';

const TYPES = [{ value: 'STANDARD', label: 'Standard' }, { value: 'ADMINISTRATOR', label: 'Administrators' }];

describe('a dialog with a select in it, by keyboard', () => {
  it('closes only the open list on Escape, and the dialog on the next Escape', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Modal open onClose={onClose} title="Invite members">
        <Form label="Invite" onSubmit={() => undefined}>
          <SelectField<string> name="tenancy" label="User Type" options={TYPES} />
        </Form>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invite members' });
    within(dialog).getByRole('combobox', { name: 'User Type' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Administrators' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
