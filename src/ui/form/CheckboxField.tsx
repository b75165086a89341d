import { useField } from 'react-final-form';
import { NativeChoice } from './NativeChoice';

export type CheckboxFieldProps = {
  name: string;
  label: string;
  disabled?: boolean;
};

/** A boolean field; its value is true or false (never undefined once touched). */
export function CheckboxField({ name, label, disabled }: CheckboxFieldProps) {
  const { input } = useField<boolean, HTMLInputElement>(name, { type: 'checkbox' });
  return (
    <NativeChoice
      name={name}
      label={label}
      checked={Boolean(input.checked)}
      disabled={disabled}
      onCheckedChange={(checked) => input.onChange(checked)}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
    />
  );
}
