import type { HTMLAttributes, ReactNode } from 'react';
import { useField } from 'react-final-form';
import { ControlInput } from './controls';
import { FieldFrame, visibleError } from './FieldFrame';

export type TextFieldProps = {
  /** The API field name: also the input's name attribute. */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  placeholder?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
};

export function TextField({ name, label, helperText, disabled, type = 'text', ...inputProps }: TextFieldProps) {
  const { input, meta } = useField<string, HTMLInputElement>(name);
  return (
    <FieldFrame label={label} error={visibleError(meta)} helperText={helperText} disabled={disabled}>
      <ControlInput {...inputProps} {...input} type={type} value={input.value ?? ''} />
    </FieldFrame>
  );
}
