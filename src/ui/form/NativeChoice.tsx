import type { InputHTMLAttributes } from 'react';

export type NativeChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  type?: 'checkbox' | 'radio';
  label: string;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * A checkbox or radio button that is the browser's own, in the portal's blue (form.css): keyboard
 * (arrow keys in a radio group), focus ring, form reset and screen readers come for free, and no
 * state machine is downloaded for it (Chakra's Checkbox and RadioGroup bring Zag's).
 */
export function NativeChoice({ type = 'checkbox', label, onCheckedChange, disabled, ...inputProps }: NativeChoiceProps) {
  return (
    <label className="pt-choice" data-disabled={disabled ? '' : undefined}>
      <input {...inputProps} type={type} disabled={disabled} onChange={(event) => onCheckedChange(event.currentTarget.checked)} />
      {label}
    </label>
  );
}
