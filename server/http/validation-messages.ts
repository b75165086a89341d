import type { Failure } from 'superstruct';
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
  if (value === undefined || value === null) return `${label} is required`;
  if (failure.key === 'otp') return 'OTP must be a 6-digit number';
  // A mangled token comes from a cut-off link: say so rather than talk about lengths.
  if (failure.key === 'token' && typeof value === 'string') return INVALID_LINK_MESSAGE;
  if (failure.key === 'email' && typeof value === 'string' && value.trim() !== '' && value.length <= 254) {
    return 'Invalid email format';
  }
  // A refinement with its own text (e.g. 'Invalid email format') already speaks to the user.
  if (refinement && refinement !== 'size' && !message.startsWith('Expected')) return message;
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
