import type { InputHTMLAttributes } from 'react';
import { chakra } from '@chakra-ui/react';

export type NativeChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  type?: 'checkbox' | 'radio';
  label: string;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * A checkbox or radio button that is the browser's own, in the portal's blue: keyboard (arrow keys
 * in a radio group), focus ring, form reset and screen readers come for free, and no state machine
 * is downloaded for it (Chakra's Checkbox and RadioGroup bring Zag's, some 10 KB on the login page).
 */
export function NativeChoice({ type = 'checkbox', label, onCheckedChange, disabled, ...inputProps }: NativeChoiceProps) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2.5" textStyle="sm" cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.5 : undefined}>
      <chakra.input
        {...inputProps}
        type={type}
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
