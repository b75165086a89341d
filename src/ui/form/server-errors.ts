import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { ApiError, errorMessage } from '../../api/contract';

/**
 * A failed submit as final-form wants it back from onSubmit: the message as the form-level error,
 * and the server's per-field messages on the fields the form actually shows (a message for a
 * field the user cannot see would be lost, so it only appears through the form-level message).
 */
export function toSubmissionErrors(error: unknown, fieldNames: readonly string[]): SubmissionErrors {
  const errors: Record<string, string> = { [FORM_ERROR]: errorMessage(error) };
  if (error instanceof ApiError) {
    for (const [name, message] of Object.entries(error.fieldErrors)) {
      if (fieldNames.includes(name)) errors[name] = message;
    }
  }
  return errors;
}
