import { AUTH_OTP_LABEL } from '../../i18n/auth';
import { Form, OtpField, SubmitButton } from '../../ui/form';
import { validateOtp, type OtpValues } from './validation';

export type CodeFormProps = {
  /** The button text the specification gives the screen. */
  submitLabel: string;
  /** Receives the code as the integer the API expects (spec 3, "One-time-code check"). */
  onSubmit: (otp: number) => Promise<void>;
};

/** The one-time-code form shared by the reset, e-mail and identity steps. */
export function CodeForm({ submitLabel, onSubmit }: CodeFormProps) {
  return (
    <Form<OtpValues> label={submitLabel} onSubmit={({ otp }) => onSubmit(Number(otp.trim()))} validate={validateOtp}>
      <OtpField name="otp" label={AUTH_OTP_LABEL} autoFocus />
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
}
