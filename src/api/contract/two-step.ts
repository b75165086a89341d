import {
  array, boolean, enums, literal, nullable, number, object, optional, record, string, type, unknown, validate, type Infer, type Struct,
} from 'superstruct';
import { field, flag, requiredMessage, text } from './fields';
import { DeviceId, OpaqueToken, Password, RememberMe } from './primitives';
import { User } from './user';

/**
 * Two-step verification: passkeys (WebAuthn), an authenticator app (RFC 6238 codes) and recovery
 * codes, and accounts that require one of the first two of their members.
 */

export const twoStepLimits = {
  passkeyName: 100,
  totpDigits: 6,
  /** Characters of a recovery code, shown in two groups of five. */
  recoveryCodeLength: 10,
  recoveryCodeCount: 10,
  /** The WebAuthn JSON a browser sends: generous for any authenticator, bounded for the server. */
  webauthnField: 16_384,
} as const;

export const twoStepLabels = {
  totp: 'Code from the app',
  recoveryCode: 'Recovery code',
  passkeyName: 'Name',
  setupKey: 'Setup key',
  requireTwoStep: 'Require two-step verification for all members',
} as const;

export const twoStepMessages = {
  totpInvalid: 'The code is not valid.',
  totpRequired: requiredMessage(twoStepLabels.totp),
  totpFormat: `Enter the ${twoStepLimits.totpDigits}-digit code from the app.`,
  recoveryCodeInvalid: 'The recovery code is not valid.',
  recoveryCodeRequired: requiredMessage(twoStepLabels.recoveryCode),
  recoveryCodeFormat: `A recovery code has ${twoStepLimits.recoveryCodeLength} letters and digits.`,
  passkeyNameRequired: requiredMessage(twoStepLabels.passkeyName),
  passkeyFailed: 'The passkey could not be verified. Try again or use another way to sign in.',
  passkeyNotFound: 'This passkey no longer exists.',
  passkeyAlreadyAdded: 'This passkey is already added.',
  passwordWrong: 'The password is not correct.',
  totpAlreadyOn: 'The authenticator app is already on.',
  totpNotStarted: 'Set up the authenticator app first.',
  totpNotOn: 'The authenticator app is not on.',
  noSecondFactor: 'Turn on a passkey or the authenticator app first.',
  signInExpired: 'This sign-in has expired. Please sign in again.',
  accountRequiresTwoStep: 'This account requires two-step verification. Set it up to continue.',
  turnedOff: 'The authenticator app is off.',
  passkeyRemoved: 'The passkey was removed.',
  twoStepRequired: 'Two-step verification is now required for all members.',
  twoStepOptional: 'Two-step verification is no longer required.',
} as const;

// ---- fields ----

/** Six digits as typed: a code may start with 0, so it travels as text. */
export const TotpCode = text({
  label: twoStepLabels.totp,
  required: twoStepMessages.totpRequired,
  pattern: new RegExp(`^\\d{${twoStepLimits.totpDigits}}$`),
  invalid: twoStepMessages.totpFormat,
});

/** Ten letters and digits, with or without the hyphen or spaces between its groups, any case. */
export const RecoveryCode = text({
  label: twoStepLabels.recoveryCode,
  required: twoStepMessages.recoveryCodeRequired,
  pattern: /^[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5}$/,
  invalid: twoStepMessages.recoveryCodeFormat,
});

export const PasskeyName = text({
  label: twoStepLabels.passkeyName,
  required: twoStepMessages.passkeyNameRequired,
  max: twoStepLimits.passkeyName,
});

/** A base64url string of the WebAuthn JSON (ids, client data, authenticator data, signatures). */
const Base64Url = text({
  label: 'WebAuthn data',
  required: requiredMessage('WebAuthn data'),
  max: twoStepLimits.webauthnField,
  pattern: /^[A-Za-z0-9_-]+={0,2}$/,
  invalid: 'WebAuthn data must be base64url',
});

const Transports = optional(array(enums(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])));

/**
 * JSON that superstruct's own structs (type, literal, enums, record) can describe when they refuse
 * it: they print the value, which throws for an object carrying its own `toString` or `valueOf`
 * (JSON.parse makes those plain data) and overflows the stack for deep nesting. Field structs
 * never print (fields.ts); these are the contract's only structs of a shape a browser decides.
 */
function describable(value: unknown, depth: number): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (depth === 0) return false;
  if (Array.isArray(value)) return value.every((item) => describable(item, depth - 1));
  if (Object.hasOwn(value, 'toString') || Object.hasOwn(value, 'valueOf')) return false;
  return Object.values(value).every((item) => describable(item, depth - 1));
}

/** `shape`, checked only once the value is JSON it can describe. */
function describedSafely<T>(label: string, shape: Struct<T, unknown>): Struct<T, null> {
  return field<T>(label, (value) => {
    if (!describable(value, 8)) return `${label} is not valid`;
    const [error] = validate(value, shape);
    return error ? error.message : true;
  });
}

/**
 * What `startRegistration` of @simplewebauthn/browser returns (RegistrationResponseJSON). `type()`
 * where browsers add fields of their own (extension results, newer response members).
 */
const PasskeyRegistrationShape = type({
  id: Base64Url,
  rawId: Base64Url,
  type: literal('public-key'),
  response: type({
    clientDataJSON: Base64Url,
    attestationObject: Base64Url,
    transports: Transports,
  }),
  authenticatorAttachment: optional(enums(['platform', 'cross-platform'])),
  clientExtensionResults: record(string(), unknown()),
});
export const PasskeyRegistrationJSON = describedSafely('Passkey', PasskeyRegistrationShape);
export type PasskeyRegistrationJSON = Infer<typeof PasskeyRegistrationJSON>;

/** What `startAuthentication` returns (AuthenticationResponseJSON). */
const PasskeyAuthenticationShape = type({
  id: Base64Url,
  rawId: Base64Url,
  type: literal('public-key'),
  response: type({
    clientDataJSON: Base64Url,
    authenticatorData: Base64Url,
    signature: Base64Url,
    userHandle: optional(Base64Url),
  }),
  authenticatorAttachment: optional(enums(['platform', 'cross-platform'])),
  clientExtensionResults: record(string(), unknown()),
});
export const PasskeyAuthenticationJSON = describedSafely('Passkey', PasskeyAuthenticationShape);
export type PasskeyAuthenticationJSON = Infer<typeof PasskeyAuthenticationJSON>;

// ---- requests ----

/** Turning the authenticator app on: the first code it shows. */
export const TotpEnableRequest = object({ otp: TotpCode });
export type TotpEnableRequest = Infer<typeof TotpEnableRequest>;

/** Turning the authenticator app off, and new recovery codes: the password again. */
export const PasswordCheckRequest = object({ password: Password });
export type PasswordCheckRequest = Infer<typeof PasswordCheckRequest>;

export const PasskeyRegistrationRequest = object({ response: PasskeyRegistrationJSON, name: optional(PasskeyName) });
export type PasskeyRegistrationRequest = Infer<typeof PasskeyRegistrationRequest>;

export const PasskeyRenameRequest = object({ name: PasskeyName });
export type PasskeyRenameRequest = Infer<typeof PasskeyRenameRequest>;

/** Sign-in with a discoverable passkey: no e-mail, no password. */
export const PasskeySignInRequest = object({ response: PasskeyAuthenticationJSON, remember_me: RememberMe, device_id: DeviceId });
export type PasskeySignInRequest = Infer<typeof PasskeySignInRequest>;

/** The second step of a sign-in: `token` is the login answer's otpToken. */
export const SecondFactorOptionsRequest = object({ token: OpaqueToken });
export type SecondFactorOptionsRequest = Infer<typeof SecondFactorOptionsRequest>;

export const SecondFactorCodeRequest = object({ token: OpaqueToken, otp: TotpCode, device_id: DeviceId });
export type SecondFactorCodeRequest = Infer<typeof SecondFactorCodeRequest>;

export const SecondFactorRecoveryRequest = object({ token: OpaqueToken, recovery_code: RecoveryCode, device_id: DeviceId });
export type SecondFactorRecoveryRequest = Infer<typeof SecondFactorRecoveryRequest>;

export const SecondFactorPasskeyRequest = object({ token: OpaqueToken, response: PasskeyAuthenticationJSON, device_id: DeviceId });
export type SecondFactorPasskeyRequest = Infer<typeof SecondFactorPasskeyRequest>;

export const RequireTwoStepRequest = object({ require_two_step: flag(twoStepLabels.requireTwoStep) });
export type RequireTwoStepRequest = Infer<typeof RequireTwoStepRequest>;

// ---- responses ----

export const Passkey = object({
  id: number(),
  name: string(),
  /** ISO 8601. */
  created_at: string(),
  last_used_at: nullable(string()),
});
export type Passkey = Infer<typeof Passkey>;

/** GET auth/security: the Security screen. */
export const SecurityResponse = object({
  passkeys: array(Passkey),
  totp: boolean(),
  recovery_codes_left: number(),
});
export type SecurityResponse = Infer<typeof SecurityResponse>;

/**
 * The options a ceremony starts from, handed to @simplewebauthn/browser as they are
 * (PublicKeyCredentialCreationOptionsJSON / PublicKeyCredentialRequestOptionsJSON): `type()` keeps
 * every member the server set.
 */
export const PasskeyOptionsResponse = object({ options: type({ challenge: string() }) });
export type PasskeyOptionsResponse = Infer<typeof PasskeyOptionsResponse>;

/** The secret as base32 (the 'Setup key') and as the otpauth:// URI the QR code carries. */
export const TotpSetupResponse = object({ secret: string(), uri: string() });
export type TotpSetupResponse = Infer<typeof TotpSetupResponse>;

/** New recovery codes, shown once; null when the user had codes already. */
export const RecoveryCodesResponse = object({ recovery_codes: array(string()) });
export type RecoveryCodesResponse = Infer<typeof RecoveryCodesResponse>;

export const TotpEnabledResponse = object({ recovery_codes: nullable(array(string())) });
export type TotpEnabledResponse = Infer<typeof TotpEnabledResponse>;

export const PasskeyAddedResponse = object({ passkey: Passkey, recovery_codes: nullable(array(string())) });
export type PasskeyAddedResponse = Infer<typeof PasskeyAddedResponse>;

/** The second factors a sign-in may continue with, as the login answer names them. */
export const SecondFactorMethods = object({ totp: boolean(), passkey: boolean() });
export type SecondFactorMethods = Infer<typeof SecondFactorMethods>;

/** Every way a sign-in ends with a second factor or a passkey: the user, the session, its length. */
export const TwoStepSignInResponse = object({ user: User, token: string(), remember_me: boolean() });
export type TwoStepSignInResponse = Infer<typeof TwoStepSignInResponse>;
