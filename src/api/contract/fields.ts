import { any, refine, type Struct } from 'superstruct';

/**
 * Field structs that carry their own messages. Every failure a field can have is a refinement
 * whose message is the text the user reads, so the portal's forms and the server's request checks
 * (which validate the same structs) answer with the same words, written once.
 *
 * Each field accepts any value at the type level and decides everything in its refinement: a
 * wrong type is then a refinement failure too, which lets object-level rules ("passwords must
 * match") still run and report beside it, as a form shows every message at once.
 */
type Check = (value: unknown) => string | true;

/** A field decided by one check; the builders below cover the usual kinds. */
export function field<T>(name: string, check: Check): Struct<T, null> {
  return refine(any(), name, check) as Struct<T, null>;
}

const isMissing = (value: unknown) => value === undefined || value === null;
const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

export const requiredMessage = (label: string) => `${label} is required`;
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const tooShortMessage = (label: string, min: number) => `${label} must be at least ${min} characters`;
/** PostgreSQL text cannot hold U+0000: no field may carry it to the database (a 500 otherwise). */
export const forbiddenCharacterMessage = (label: string) => `${label} contains a character that is not allowed`;
/** The server's answer for a field the struct does not know (objects are strict). */
export const unknownFieldMessage = (key: string) => `Unknown field: ${key}`;

export type TextRules = {
  /** The field's name as the form labels it; generic messages start with it. */
  label: string;
  /** Upper bound, so no field can be used to store megabytes; omitted when `pattern` bounds it. */
  max?: number;
  /** The message when the value is missing or blank; omitted for an optional field. */
  required?: string;
  min?: number;
  /** Tested on the trimmed value: forms trim what they send. */
  pattern?: RegExp;
  /** One message for a malformed value, whatever is wrong with it (a pattern, a length). */
  invalid?: string;
  tooLong?: string;
  /** Passwords are never trimmed: only '' counts as "not given" for an optional one. */
  secret?: boolean;
};

function checkText(rules: TextRules, value: unknown): string | true {
  const { label, max, min, pattern, invalid } = rules;
  if (rules.required) {
    if (isMissing(value) || isBlank(value)) return rules.required;
  } else if (isMissing(value) || (rules.secret ? value === '' : isBlank(value))) {
    return true;
  }
  if (typeof value !== 'string') return `${label} must be text`;
  if (value.includes('\u0000')) return forbiddenCharacterMessage(label);
  if (max !== undefined && value.length > max) return rules.tooLong ?? invalid ?? tooLongMessage(label, max);
  if (min !== undefined && value.length < min) return invalid ?? tooShortMessage(label, min);
  if (pattern && !pattern.test(value.trim())) return invalid ?? `${label} is not valid`;
  return true;
}

/** A required text: `string` once it passes. */
export const text = (rules: TextRules & { required: string }): Struct<string, null> =>
  field(rules.label, (value) => checkText(rules, value));

/** An optional text: absent, null or blank (for secrets: '') passes; anything given is checked. */
export const optionalText = (rules: Omit<TextRules, 'required'>): Struct<string | null | undefined, null> =>
  field(rules.label, (value) => checkText(rules, value));

/** true or false. */
export const flag = (label: string): Struct<boolean, null> =>
  field(label, (value) =>
    isMissing(value) ? requiredMessage(label) : typeof value === 'boolean' || `${label} must be true or false`,
  );

export const optionalFlag = (label: string): Struct<boolean | undefined, null> =>
  field(label, (value) => value === undefined || typeof value === 'boolean' || `${label} must be true or false`);

/** Ids are PostgreSQL integers: a larger number could never name a row, and would make the query fail. */
export const MAX_ID = 2_147_483_647;

export function id(label: string, required = requiredMessage(label)): Struct<number, null> {
  return field(label, (value) => {
    if (isMissing(value)) return required;
    if (typeof value !== 'number' || !Number.isInteger(value)) return `${label} must be a whole number`;
    return (value > 0 && value <= MAX_ID) || `${label} must be a positive integer`;
  });
}

/** One of a fixed set of values. */
export function choice<T extends string | number>(
  label: string,
  values: readonly T[],
  invalid = `${label} must be one of ${values.join(', ')}`,
): Struct<T, null> {
  return field(label, (value) =>
    isMissing(value) ? requiredMessage(label) : values.some((known) => known === value) || invalid,
  );
}
