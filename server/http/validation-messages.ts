import type { Failure } from 'superstruct';
import { accountMessages } from '../../src/api/contract';
import { INVALID_LINK_MESSAGE } from '../auth/messages';

// Field labels as the portal's forms name them (spec 5), so server messages read like the forms'.
const LABELS: Record<string, string> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  password: 'Password',
  confirm_password: 'Confirm Password',
  otp: 'OTP',
  token: 'Token',
  device_id: 'Device id',
  remember_me: 'Remember me',
  account_name: 'Account Name',
  // The account form labels account_reference "Full Name" (spec 5: 'Full Name is required').
  account_reference: 'Full Name',
  account_type_id: 'Account Type',
  tax_number: 'Tax Number',
  phone_number: 'Phone Number',
  registration_number: 'Registration Number',
  company_country: 'Company Country',
  country: 'Country',
  address_1: 'Address Line 1',
  address_2: 'Address Line 2',
  city: 'City',
  postal_code: 'Postal Code',
  user_id: 'User',
};

// Fields whose form shows one message whether the value is missing, blank or malformed (spec 5),
// so a request without the field reads like the form with the field left empty.
const MISSING: Record<string, string> = {
  phone_number: accountMessages.phoneInvalid,
  postal_code: accountMessages.postalCodeInvalid,
  // Spec 5 "Primary contact change": the modal's message when no administrator is chosen.
  user_id: 'Please select an admin',
};

// Choices with a fixed set of values: say which.
const CHOICES: Record<string, string> = {
  account_type_id: 'Account Type must be 1, 2 or 3',
};

// What each struct type expects, in words, and how to tell a value of that kind.
const TYPES: Record<string, { words: string; test: (value: unknown) => boolean }> = {
  string: { words: 'text', test: (value) => typeof value === 'string' },
  NonEmptyTrimmed: { words: 'text', test: (value) => typeof value === 'string' },
  boolean: { words: 'true or false', test: (value) => typeof value === 'boolean' },
  integer: { words: 'a whole number', test: (value) => typeof value === 'number' },
  number: { words: 'a number', test: (value) => typeof value === 'number' },
  object: { words: 'an object', test: (value) => typeof value === 'object' && !Array.isArray(value) },
  array: { words: 'a list', test: (value) => Array.isArray(value) },
};

export function fieldLabel(key: string): string {
  return LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');
}

/** One readable message per failed field; superstruct's own texts are for developers. */
export function failureMessage(failure: Failure): string {
  const label = fieldLabel(String(failure.key ?? 'value'));
  const { value, type, refinement, message } = failure;

  if (type === 'never') return `Unknown field: ${String(failure.key)}`;
  const key = String(failure.key ?? '');
  if (value === undefined || value === null) return MISSING[key] ?? `${label} is required`;
  if (type === 'enums' && CHOICES[key]) return CHOICES[key];
  if (failure.key === 'otp') return 'OTP must be a 6-digit number';
  // A mangled token comes from a cut-off link: say so rather than talk about lengths.
  if (failure.key === 'token' && typeof value === 'string') return INVALID_LINK_MESSAGE;
  if (failure.key === 'email' && typeof value === 'string' && value.trim() !== '' && value.length <= 254) {
    return 'Invalid email format';
  }
  // A refinement with its own text (e.g. 'Invalid email format') already speaks to the user; a
  // fragment such as 'must be a positive integer' gets the field's label in front.
  if (refinement && refinement !== 'size' && !message.startsWith('Expected')) {
    return /^[a-z]/.test(message) ? `${label} ${message}` : message;
  }
  const kind = TYPES[type];
  if (kind && !kind.test(value)) return `${label} must be ${kind.words}`;
  if (typeof value === 'string') {
    if (value.trim() === '') return `${label} is required`;
    const bounds = sizeBounds(message);
    if (bounds && value.length < bounds.min) return `${label} must be at least ${bounds.min} characters`;
    if (bounds && value.length > bounds.max) return `${label} must be at most ${bounds.max} characters`;
    // define()d texts (NonEmptyTrimmed) fail only when blank, handled above, or too long.
    if (type !== 'string' && !bounds) return `${label} is too long`;
  }
  return `${label} is not valid`;
}

/** superstruct's size() failures carry their bounds only in the message text. */
function sizeBounds(message: string): { min: number; max: number } | null {
  const between = /length between `(\d+)` and `(\d+)`/.exec(message);
  if (between) return { min: Number(between[1]), max: Number(between[2]) };
  const exact = /length of `(\d+)` but/.exec(message);
  return exact ? { min: Number(exact[1]), max: Number(exact[1]) } : null;
}
