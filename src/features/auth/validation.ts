import { type } from 'superstruct';
import { EMAIL_PATTERN } from '../../api/contract/primitives';
import {
  CONFIRM_PASSWORD_REQUIRED, EMAIL_INVALID, EMAIL_REQUIRED, FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED, OTP_INVALID,
  OTP_REQUIRED, PASSWORD_MIN_LENGTH, PASSWORD_REQUIRED, PASSWORDS_MUST_MATCH,
} from '../../i18n/auth';
import { matches, minLength, required, sameAs, structValidator, textField } from '../../ui/form';

/**
 * Spec 5 for the /auth forms: one struct per form, each field's rules in the order their messages
 * apply. `type` (not `object`) lets a form hold fields that need no rule, such as remember_me.
 */

/** Spec 9: minimum password length and one-time code length. */
export const PASSWORD_MIN = 8;
export const OTP_LENGTH = 6;

const email = textField(required(EMAIL_REQUIRED), matches(EMAIL_PATTERN, EMAIL_INVALID));
const currentPassword = textField(required(PASSWORD_REQUIRED));
const newPassword = textField(required(PASSWORD_REQUIRED), minLength(PASSWORD_MIN, PASSWORD_MIN_LENGTH));
const otp = textField(required(OTP_REQUIRED), matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_INVALID));

export const LoginForm = type({ email, password: currentPassword });
export const RegisterForm = type({
  first_name: textField(required(FIRST_NAME_REQUIRED)),
  last_name: textField(required(LAST_NAME_REQUIRED)),
  email,
  password: newPassword,
});
export const ForgotPasswordForm = type({ email });
export const ResetPasswordForm = sameAs(
  type({ password: newPassword, confirm_password: textField(required(CONFIRM_PASSWORD_REQUIRED)) }),
  'confirm_password',
  'password',
  PASSWORDS_MUST_MATCH,
);
export const OtpForm = type({ otp });

export const validateLogin = structValidator(LoginForm);
export const validateRegister = structValidator(RegisterForm);
export const validateForgotPassword = structValidator(ForgotPasswordForm);
export const validateResetPassword = structValidator(ResetPasswordForm);
export const validateOtp = structValidator(OtpForm);

// What each form holds once its validator has passed (onSubmit only ever sees valid values).
export type LoginValues = { email: string; password: string; remember_me: boolean };
export type RegisterValues = { first_name: string; last_name: string; email: string; password: string };
export type ForgotPasswordValues = { email: string };
export type ResetPasswordValues = { password: string; confirm_password: string };
export type OtpValues = { otp: string };
