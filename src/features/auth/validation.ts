import { type } from 'superstruct';
import {
  ConfirmPassword, ForgotPasswordRequest, LoginRequest, RegisterRequest, ResetPasswordRequest, SsoStartRequest, TypedOtpCode, passwordsMatch,
} from '../../api/contract';
import { structValidator } from '../../ui/form/validator';

/**
 * Spec 5 for the /auth forms, built from the contract's own field structs: the rules and messages
 * live there, once. `type` (not `object`) lets a form hold fields that need no rule (remember_me).
 */
export const LoginForm = type({ email: LoginRequest.schema.email, password: LoginRequest.schema.password });
export const RegisterForm = type({
  first_name: RegisterRequest.schema.first_name,
  last_name: RegisterRequest.schema.last_name,
  email: RegisterRequest.schema.email,
  password: RegisterRequest.schema.password,
});
export const ForgotPasswordForm = type({ email: ForgotPasswordRequest.schema.email });
export const ResetPasswordForm = passwordsMatch(
  type({ password: ResetPasswordRequest.schema.password, confirm_password: ConfirmPassword }),
);
export const OtpForm = type({ otp: TypedOtpCode });
export const SsoStartForm = type({ email: SsoStartRequest.schema.email });

export const validateLogin = structValidator(LoginForm);
export const validateRegister = structValidator(RegisterForm);
export const validateForgotPassword = structValidator(ForgotPasswordForm);
export const validateResetPassword = structValidator(ResetPasswordForm);
export const validateOtp = structValidator(OtpForm);
export const validateSsoStart = structValidator(SsoStartForm);

// What each form holds once its validator has passed (onSubmit only ever sees valid values).
export type LoginValues = { email: string; password: string; remember_me: boolean };
export type RegisterValues = { first_name: string; last_name: string; email: string; password: string };
export type ForgotPasswordValues = { email: string };
export type ResetPasswordValues = { password: string; confirm_password: string };
export type OtpValues = { otp: string };
export type SsoStartValues = { email: string; remember_me: boolean };
