import { array, boolean, literal, nullable, object, refine, string, union, type Infer, type Struct } from 'superstruct';
import { optionalFlag, optionalText, requiredMessage, text } from './fields';
import {
  DeviceId, Email, NewPassword, OpaqueToken, OptionalDeviceId, OtpCode, Password, PersonName, RememberMe, fieldLabels,
  limits,
} from './primitives';
import { SecondFactorMethods } from './two-step';
import { User, UserAccount } from './user';

/** Spec 5's password confirmation, for the reset and profile forms and the reset call. */
export const passwordMessages = {
  confirmRequired: requiredMessage(fieldLabels.confirmPassword),
  mustMatch: 'Passwords must match',
} as const;

const confirmRules = { label: fieldLabels.confirmPassword, max: limits.password, secret: true };
export const ConfirmPassword = text({ ...confirmRules, required: passwordMessages.confirmRequired });
export const OptionalConfirmPassword = optionalText(confirmRules);

type WithConfirmation = { password?: string | null; confirm_password?: string | null };

/** A confirmation that is given must equal the password (reported on confirm_password). */
export function passwordsMatch<T extends WithConfirmation, S>(struct: Struct<T, S>): Struct<T, S> {
  return refine(struct, 'PasswordsMatch', (values) =>
    !values.confirm_password || values.confirm_password === values.password
      ? true
      : { path: ['confirm_password'], message: passwordMessages.mustMatch },
  );
}

/** Where a new password is optional (the profile), its confirmation is asked for once one is typed. */
export function confirmationWhenChanging<T extends WithConfirmation, S>(struct: Struct<T, S>): Struct<T, S> {
  return refine(struct, 'ConfirmationWhenChanging', (values) =>
    !values.password || values.confirm_password
      ? true
      : { path: ['confirm_password'], message: passwordMessages.confirmRequired },
  );
}

// ---- requests (the server rejects anything else with 400) ----

export const LoginRequest = object({
  email: Email,
  password: Password,
  remember_me: RememberMe,
  device_id: DeviceId,
});
export type LoginRequest = Infer<typeof LoginRequest>;

export const RegisterRequest = object({
  first_name: PersonName(fieldLabels.firstName),
  last_name: PersonName(fieldLabels.lastName),
  email: Email,
  password: NewPassword,
  device_id: DeviceId,
});
export type RegisterRequest = Infer<typeof RegisterRequest>;

export const ForgotPasswordRequest = object({ email: Email, device_id: OptionalDeviceId });
export type ForgotPasswordRequest = Infer<typeof ForgotPasswordRequest>;

/** A code check: the code the user typed and the token that says which challenge it answers. */
export const OtpCheckRequest = object({ otp: OtpCode, token: OpaqueToken, device_id: DeviceId });
export type OtpCheckRequest = Infer<typeof OtpCheckRequest>;

/** A magic-link check: the token from the link. */
export const LinkCheckRequest = object({ token: OpaqueToken, device_id: DeviceId });
export type LinkCheckRequest = Infer<typeof LinkCheckRequest>;

export const ResetPasswordRequest = passwordsMatch(
  object({
    token: OpaqueToken,
    password: NewPassword,
    confirm_password: OptionalConfirmPassword,
    remember_me: optionalFlag('Remember me'),
    device_id: OptionalDeviceId,
  }),
);
export type ResetPasswordRequest = Infer<typeof ResetPasswordRequest>;

/** Calls without fields (logout) still take a JSON object, and refuse unknown fields. */
export const EmptyRequest = object({});
export type EmptyRequest = Infer<typeof EmptyRequest>;

// ---- responses ----

export const LoginResponse = object({
  user: User,
  otpToken: nullable(string()),
  token: nullable(string()),
  verify_identity: boolean(),
  verify_email: boolean(),
  /** The password was right and the user has a second factor: otpToken leads to auth/verify-2fa. */
  verify_2fa: boolean(),
  /** With verify_2fa: the factors this user can answer with. */
  two_step: nullable(SecondFactorMethods),
  login: boolean(),
  userAccounts: array(UserAccount),
  remember_me: boolean(),
});
export type LoginResponse = Infer<typeof LoginResponse>;

export const RegisterResponse = object({
  user: User,
  token: string(),
  otpToken: nullable(string()),
  userAccounts: array(UserAccount),
});
export type RegisterResponse = Infer<typeof RegisterResponse>;

export const CurrentUserResponse = object({ user: User, token: string(), userAccounts: array(UserAccount) });
export type CurrentUserResponse = Infer<typeof CurrentUserResponse>;

/** forgot-password, resend-verify-email and verify-forgot-password-otp answer with a flow token. */
export const FlowTokenResponse = object({ token: string() });
export type FlowTokenResponse = Infer<typeof FlowTokenResponse>;

/** verify-email, verify-email-otp and reset-password sign the user in. */
export const UserTokenResponse = object({ user: User, token: string() });
export type UserTokenResponse = Infer<typeof UserTokenResponse>;

/** verify-identity and verify-identity-otp also say how long the new session lasts. */
export const IdentityResponse = object({ user: User, token: string(), remember_me: boolean() });
export type IdentityResponse = Infer<typeof IdentityResponse>;

/**
 * A mailbox proven (a reset, an e-mail or identity verification) by a user who has a second
 * factor: no session yet. Like the login's answer, otpToken leads to auth/verify-2fa, which ends
 * the sign-in; a mailbox alone never does.
 */
export const SecondStepResponse = object({
  user: User,
  token: literal(null),
  verify_2fa: literal(true),
  two_step: SecondFactorMethods,
  otpToken: string(),
  remember_me: boolean(),
});
export type SecondStepResponse = Infer<typeof SecondStepResponse>;

/** reset-password, verify-email and verify-email-otp: signed in, or on to the second step. */
export const ProvenMailboxResponse = union([UserTokenResponse, SecondStepResponse]);
export type ProvenMailboxResponse = Infer<typeof ProvenMailboxResponse>;

/** verify-identity and verify-identity-otp: signed in, or on to the second step. */
export const ProvenIdentityResponse = union([IdentityResponse, SecondStepResponse]);
export type ProvenIdentityResponse = Infer<typeof ProvenIdentityResponse>;

/** Whether a proof of the mailbox still needs the user's second factor. */
export const needsSecondStep = (answer: ProvenMailboxResponse | ProvenIdentityResponse): answer is SecondStepResponse =>
  'verify_2fa' in answer;

export const MessageResponse = object({ message: string() });
export type MessageResponse = Infer<typeof MessageResponse>;

export const HealthResponse = object({ status: literal('ok') });
export type HealthResponse = Infer<typeof HealthResponse>;
