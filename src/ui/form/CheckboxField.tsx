import { Checkbox } from '@chakra-ui/react';
import { useField } from 'react-final-form';

export type CheckboxFieldProps = {
  name: string;
  label: string;
  disabled?: boolean;
};

/** A boolean field; its value is true or false (never undefined once touched). */
export function CheckboxField({ name, label, disabled }: CheckboxFieldProps) {
  const { input } = useField<boolean, HTMLInputElement>(name, { type: 'checkbox' });
  return (
    <Checkbox.Root
      colorPalette="blue"
      name={name}
      checked={Boolean(input.checked)}
      disabled={disabled}
      onCheckedChange={(details) => input.onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput onBlur={() => input.onBlur()} onFocus={() => input.onFocus()} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
