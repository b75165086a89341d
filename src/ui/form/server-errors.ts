import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { ApiError, errorMessage } from '../../api/contract';

/**
 * A failed submit as final-form wants it back from onSubmit, each message said once: the server's
 * per-field messages go on the fields the form shows, and the form-level banner carries the
 * refusal only when no field says it. A message for a field the form does not show would be lost,
 * so the banner says the first such one when the refusal's own words are already on a field.
 */
export function toSubmissionErrors(error: unknown, fieldNames: readonly string[]): SubmissionErrors {
  const message = errorMessage(error);
  const errors: Record<string, string> = {};
  const unshown: string[] = [];
  if (error instanceof ApiError) {
    for (const [name, fieldMessage] of Object.entries(error.fieldErrors)) {
      if (fieldNames.includes(name)) errors[name] = fieldMessage;
      else unshown.push(fieldMessage);
    }
  }
  const onFields = new Set(Object.values(errors));
  const banner = [message, ...unshown].find((text) => !onFields.has(text));
  if (banner !== undefined) errors[FORM_ERROR] = banner;
  return errors;
}
