import { coerce, enums, string, type Infer } from 'superstruct';
import { field, flag, optionalText, requiredMessage, text } from './fields';
import { TENANCY, tenancyLabels } from './member-values';

export { MAX_ID } from './fields';

/** Spec 9 and the bounds every side agrees on; inputs take their maxLength from here. */
export const limits = {
  email: 254,
  name: 100,
  password: 1024,
  passwordMin: 8,
  otpLength: 6,
} as const;

export const EMAIL_PATTERN = /^[^\s@,;:]+@[^\s@,;:]+\.[^\s@,;:]{2,}$/;

/** Field names shared by the forms' labels and the messages that start with them. */
export const fieldLabels = {
  email: 'Email',
  password: 'Password',
  firstName: 'First Name',
  lastName: 'Last Name',
  confirmPassword: 'Confirm Password',
} as const;

/** Spec 5 messages that several structs share. */
export const commonMessages = {
  emailRequired: requiredMessage(fieldLabels.email),
  emailInvalid: 'Invalid email format',
  passwordRequired: requiredMessage(fieldLabels.password),
  passwordTooShort: `Password must be at least ${limits.passwordMin} characters`,
  /** The same rule said before any refusal, under a field where a password is chosen. */
  passwordRule: `At least ${limits.passwordMin} characters.`,
  otpRequired: requiredMessage('OTP'),
  otpInvalid: `OTP must be a ${limits.otpLength}-digit number`,
  /** A token cut short or padded comes from a damaged link: say so rather than talk about lengths. */
  invalidLink: 'This link is invalid or has expired.',
  /** A 401 for an ended session: signed out elsewhere, revoked by a password change, or expired. */
  sessionExpired: 'Your session has expired. Please sign in again.',
} as const;

export const Email = text({
  label: fieldLabels.email,
  required: commonMessages.emailRequired,
  max: limits.email,
  pattern: EMAIL_PATTERN,
  invalid: commonMessages.emailInvalid,
  tooLong: `Email must be at most ${limits.email} characters`,
});

/** A password being checked: anything typed, up to the bound. */
export const Password = text({ label: fieldLabels.password, required: commonMessages.passwordRequired, max: limits.password });

/** A password being chosen (spec 5: at least 8 characters). */
const newPasswordRules = {
  label: fieldLabels.password,
  max: limits.password,
  min: limits.passwordMin,
  invalid: commonMessages.passwordTooShort,
  tooLong: `Password must be at most ${limits.password} characters`,
  secret: true,
};
export const NewPassword = text({ ...newPasswordRules, required: commonMessages.passwordRequired });
export const OptionalNewPassword = optionalText(newPasswordRules);

export const PersonName = (label: typeof fieldLabels.firstName | typeof fieldLabels.lastName) =>
  text({ label, required: requiredMessage(label), max: limits.name });

export const DeviceId = text({ label: 'Device id', required: requiredMessage('Device id'), min: 8, max: 200 });
export const OptionalDeviceId = optionalText({ label: 'Device id', min: 8, max: 200 });

/** Opaque tokens from the server: long enough to be real, short enough to be harmless. */
export const OpaqueToken = text({
  label: 'Token',
  required: requiredMessage('Token'),
  min: 16,
  max: 4096,
  invalid: commonMessages.invalidLink,
});

const OTP_MIN = 10 ** (limits.otpLength - 1);
const OTP_MAX = 10 ** limits.otpLength - 1;

/** A one-time code travels as an integer; codes never start with 0, so none is lost. */
export const OtpCode = field<number>('OTP', (value) => {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return commonMessages.otpRequired;
  const inRange = typeof value === 'number' && Number.isInteger(value) && value >= OTP_MIN && value <= OTP_MAX;
  return inRange || commonMessages.otpInvalid;
});

/** The code as typed into a form: digits become the integer the API expects; anything else fails as above. */
export const TypedOtpCode = coerce(OtpCode, string(), (typed) => {
  const trimmed = typed.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
});

export const RememberMe = flag('Remember me');

/**
 * The API's 0/1 flags. An enumeration, not a union of two literals: a union checks a 1 against
 * literal(0) first, and that failure builds an error (a stack trace) for every flag of every answer.
 */
export const YesNo = enums([0, 1] as const);
export const YES = 1 as const;
export const NO = 0 as const;

export { TENANCY, tenancyLabels };
export const TenancyName = enums([TENANCY.ADMINISTRATOR, TENANCY.STANDARD]);
export type TenancyName = Infer<typeof TenancyName>;
