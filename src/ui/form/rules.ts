import { optional, refine, string, type Struct } from 'superstruct';

/**
 * Building blocks for form structs. A rule returns the message to show when the value fails it,
 * so a form's struct reads like the specification's list of messages, in the order they apply.
 */
export type Rule = (value: string) => string | null;

/** Empty or only spaces counts as missing: a name of blanks is no name. */
export const required = (message: string): Rule => (value) => (value.trim() ? null : message);

/** Tested on the trimmed value: the form trims before sending. */
export const matches = (pattern: RegExp, message: string): Rule => (value) =>
  !value.trim() || pattern.test(value.trim()) ? null : message;

export const minLength = (length: number, message: string): Rule => (value) =>
  !value || value.length >= length ? null : message;

/**
 * A text input's value, checked by its rules in order; only the first failure is reported.
 * final-form leaves an emptied field undefined, so undefined is checked as ''. The rules are a
 * refinement (not a type check) so that object-level refinements (e.g. "passwords must match")
 * still run when a field fails.
 */
export function textField(...rules: Rule[]): Struct<string | undefined, null> {
  return refine(optional(string()), 'field', (value) => {
    for (const rule of rules) {
      const message = rule(value ?? '');
      if (message) return message;
    }
    return true;
  });
}

/** Cross-field rule: fails on `path` unless the two values are equal. */
export function sameAs<T extends object, S>(
  struct: Struct<T, S>,
  field: keyof T & string,
  other: keyof T & string,
  message: string,
): Struct<T, S> {
  return refine(struct, `${field}=${other}`, (values) =>
    !values[field] || values[field] === values[other] ? true : { path: [field], message },
  );
}
