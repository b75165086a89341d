import { twoStepLimits } from '../../api/contract';
import { twoStepSignInTexts as texts } from '../../i18n/two-step';
import { Form, OtpField, SubmitButton, TextField } from '../form';
import { validateRecoveryForm, validateTotpForm, type RecoveryFormValues, type TotpFormValues } from './two-step-validation';

/**
 * The second step's two forms. A refusal (a wrong code, too many attempts) comes back through the
 * form kit: the server's message on the field and above it, and what was typed stays.
 */

/** The authenticator app's code. It travels as text: a code may start with 0. */
export function TotpCodeForm({ onCode }: { onCode: (otp: string) => Promise<void> }) {
  return (
    <Form<TotpFormValues> label={texts.title} onSubmit={({ otp }) => onCode(otp.trim())} validate={validateTotpForm}>
      <OtpField name="otp" label={texts.codeLabel} autoFocus />
      <SubmitButton>{texts.verify}</SubmitButton>
    </Form>
  );
}

/** One of the saved recovery codes, as typed: the server reads it with or without the hyphen. */
export function RecoveryCodeForm({ onCode }: { onCode: (recoveryCode: string) => Promise<void> }) {
  return (
    <Form<RecoveryFormValues>
      label={texts.title}
      onSubmit={({ recovery_code }) => onCode(recovery_code.trim())}
      validate={validateRecoveryForm}
    >
      <TextField
        name="recovery_code"
        label={texts.recoveryCodeLabel}
        autoComplete="off"
        // The code's characters and the hyphen between its two groups.
        maxLength={twoStepLimits.recoveryCodeLength + 1}
        autoFocus
      />
      <SubmitButton>{texts.verify}</SubmitButton>
    </Form>
  );
}
