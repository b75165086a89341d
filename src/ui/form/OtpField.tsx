import { limits } from '../../api/contract';
import { useField } from 'react-final-form';
import { ControlInput } from './controls';
import { FieldFrame, visibleError } from './FieldFrame';

export type OtpFieldProps = {
  /** Defaults to 'otp', the API field name. */
  name?: string;
  label: string;
  autoFocus?: boolean;
};

/**
 * A one-time code: a numeric keypad on phones, and `one-time-code` so the code the e-mail or
 * SMS brings can be filled in with one tap. Six digits (spec 9), large and spaced apart, so each
 * one is read at a glance.
 */
export function OtpField({ name = 'otp', label, autoFocus }: OtpFieldProps) {
  const { input, meta } = useField<string, HTMLInputElement>(name);
  return (
    <FieldFrame label={label} error={visibleError(meta)}>
      <ControlInput
        {...input}
        h="12"
        fontFamily="mono"
        fontSize="xl"
        letterSpacing="0.4em"
        value={input.value ?? ''}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={limits.otpLength}
        autoFocus={autoFocus}
      />
    </FieldFrame>
  );
}
