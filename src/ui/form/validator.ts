import { validate, type Struct } from 'superstruct';
import { FORM_ERROR, getIn, setIn, type ValidationErrors } from 'final-form';

/**
 * Turns a superstruct struct into a final-form `validate` function: one message per field (the
 * first failure on its path), nested paths as nested objects, failures without a path as the
 * form-level error. Coercion is on, so a field may read its input as the API wants it (a typed
 * code becomes the integer the contract checks); the form's own values are never changed.
 */
export function structValidator<T, S>(struct: Struct<T, S>): (values: object) => ValidationErrors {
  return (values) => {
    const [error] = validate(values ?? {}, struct, { coerce: true });
    if (!error) return undefined;
    let errors: object = {};
    for (const failure of error.failures()) {
      const key = failure.path.length ? failure.path.join('.') : FORM_ERROR;
      if (getIn(errors, key) === undefined) errors = setIn(errors, key, failure.message);
    }
    return errors;
  };
}
