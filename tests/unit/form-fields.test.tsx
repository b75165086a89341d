import { text } from '../../src/api/contract/fields';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type } from 'superstruct';
import { renderWithProviders } from '../support/render';
import { ApiError } from '../../src/api/contract';
import {
  CheckboxField, Form, OtpField, PasswordField, SubmitButton, TextField, structValidator,
} from '../../src/ui/form';

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
});
