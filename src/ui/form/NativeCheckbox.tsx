import type { InputHTMLAttributes } from 'react';
import { chakra } from '@chakra-ui/react';

export type NativeCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  label: string;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * A checkbox that is the browser's own, in the portal's blue: keyboard, focus ring, form reset and
 * screen readers come for free, and no state machine is downloaded for it (Chakra's Checkbox
 * brings Zag's, some 10 KB on the login page).
 */
export function NativeCheckbox({ label, onCheckedChange, disabled, ...inputProps }: NativeCheckboxProps) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2.5" textStyle="sm" cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.5 : undefined}>
      <chakra.input
        {...inputProps}
        type="checkbox"
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        boxSize="4"
        m="0"
        accentColor="blue.600"
        cursor="inherit"
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
      />
      {label}
    </chakra.label>
  );
}
