import { useField } from 'react-final-form';
import { CheckboxChoice } from './CheckboxChoice';

export type CheckboxFieldProps = {
  name: string;
  label: string;
  disabled?: boolean;
};

/** A boolean field; its value is true or false (never undefined once touched). */
export function CheckboxField({ name, label, disabled }: CheckboxFieldProps) {
  const { input } = useField<boolean, HTMLInputElement>(name, { type: 'checkbox' });
  return (
    <CheckboxChoice
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
