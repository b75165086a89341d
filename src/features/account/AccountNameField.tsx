import { accountLimits } from '../../api/contract';
import { useField, useForm } from 'react-final-form';
import { ControlInput, FieldFrame, visibleError } from '../../ui/form';
import type { AccountFormValues } from './validation';

/**
 * The account name typed freely (types 1 and 3, or a company outside the UK). Each change is
 * copied into the account reference (spec 2), here in the change handler rather than by watching
 * the value, so loading a saved account never overwrites its reference.
 */
export function AccountNameField({ label, autoComplete }: { label: string; autoComplete: 'name' | 'organization' }) {
  const form = useForm<AccountFormValues>();
  const { input, meta } = useField<string, HTMLInputElement>('account_name');
  return (
    <FieldFrame label={label} error={visibleError(meta)}>
      <ControlInput
        {...input}
        value={input.value ?? ''}
        onChange={(event) => {
          input.onChange(event);
          form.change('account_reference', event.target.value || undefined);
        }}
        type="text"
        autoComplete={autoComplete}
        maxLength={accountLimits.accountName}
      />
    </FieldFrame>
  );
}
