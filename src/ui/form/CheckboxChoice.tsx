import type { InputHTMLAttributes } from 'react';
import { Checkmark, chakra } from '@chakra-ui/react';

export type CheckboxChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> & {
  value?: string;
  label: string;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * A checkbox with its label: the browser's own input, transparent over Chakra's Checkmark, which
 * draws it with the theme's checkmark recipe (the control of Chakra's Checkbox). The input is what
 * the label names, the form reads and the keyboard toggles. Chakra's Checkbox component would
 * add Ark's state-machine runtime (some 7 KB compressed) to the login page, whose only stateful
 * control this is.
 */
export function CheckboxChoice({ label, onCheckedChange, checked, disabled, 'aria-invalid': ariaInvalid, ...inputProps }: CheckboxChoiceProps) {
  const invalid = ariaInvalid === true || ariaInvalid === 'true';
  return (
    <chakra.label
      position="relative"
      display="inline-flex"
      alignItems="center"
      gap="2.5"
      textStyle="sm"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.5 : undefined}
    >
      <chakra.input
        {...inputProps}
        type="checkbox"
        className="peer"
        checked={Boolean(checked)}
        disabled={disabled}
        aria-invalid={ariaInvalid}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        position="absolute"
        boxSize="4"
        m="0"
        opacity="0"
        cursor="inherit"
      />
      <Checkmark
        size="sm"
        colorPalette="blue"
        checked={Boolean(checked)}
        data-invalid={invalid ? '' : undefined}
        _peerFocusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
      />
      {label}
    </chakra.label>
  );
}
