import { array, boolean, literal, nullable, object, optional, string, type Infer } from 'superstruct';
import { DeviceId, Email, NonEmptyTrimmed, OpaqueToken, OtpCode, Text } from './primitives';
import { User, UserAccount } from './user';

const Password = Text(1024, 1);
const NewPassword = Text(1024, 8);

// ---- requests (the server rejects anything else with 400) ----

export const LoginRequest = object({
  email: Email,
  password: Password,
  remember_me: boolean(),
  device_id: DeviceId,
});
export type LoginRequest = Infer<typeof LoginRequest>;

export const RegisterRequest = object({
  first_name: NonEmptyTrimmed(100),
  last_name: NonEmptyTrimmed(100),
  email: Email,
  password: NewPassword,
  device_id: DeviceId,
});
export type RegisterRequest = Infer<typeof RegisterRequest>;

export const ForgotPasswordRequest = object({ email: Email, device_id: optional(DeviceId) });
export type ForgotPasswordRequest = Infer<typeof ForgotPasswordRequest>;

/** A code check: the code the user typed and the token that says which challenge it answers. */
export const OtpCheckRequest = object({ otp: OtpCode, token: OpaqueToken, device_id: DeviceId });
export type OtpCheckRequest = Infer<typeof OtpCheckRequest>;

/** A magic-link check: the token from the link. */
export const LinkCheckRequest = object({ token: OpaqueToken, device_id: DeviceId });
export type LinkCheckRequest = Infer<typeof LinkCheckRequest>;

export const ResetPasswordRequest = object({
  token: OpaqueToken,
  password: NewPassword,
  confirm_password: optional(Text(1024)),
  remember_me: optional(boolean()),
  device_id: optional(DeviceId),
});
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

export const MessageResponse = object({ message: string() });
export type MessageResponse = Infer<typeof MessageResponse>;

export const HealthResponse = object({ status: literal('ok') });
export type HealthResponse = Infer<typeof HealthResponse>;
