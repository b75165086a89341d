import { useEffect, useRef, type ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import type { FormApi, ValidationErrors } from 'final-form';
import { Form as FinalForm, useFormState } from 'react-final-form';
import { ApiError } from '../../api/contract';
import { AlertMessage } from '../AlertMessage';
import { sendHeldSubmit, takeOverForm } from './held-submit';
import { toSubmissionErrors } from './server-errors';

export type FormProps<V extends object> = {
  /** Throw (or let the API call reject) to fail: the error becomes field or form messages, in the form. */
  onSubmit: (values: V, form: FormApi<V>) => Promise<void> | void;
  validate?: (values: V) => ValidationErrors;
  /** Keep the object stable (module constant or useMemo): a new one resets what the user typed. */
  initialValues?: Partial<V>;
  /** The form's accessible name. */
  label?: string;
  /** New initial values (fresher data) replace only what the user has not changed. */
  keepDirtyOnReinitialize?: boolean;
  children: ReactNode;
};

/**
 * A react-final-form form with the portal's error handling: a failed submit says why in the form
 * itself, once: under the fields it is about, or above the fields (role="alert") when it is about
 * the whole form. Never also in a toast: the user is looking at the form, and one message said in
 * two places reads as two problems. Every value the user typed stays, so they can submit again.
 */
export function Form<V extends object>({ onSubmit, validate, initialValues, label, keepDirtyOnReinitialize, children }: FormProps<V>) {
  const formElement = useRef<HTMLFormElement | null>(null);
  // After the fields' own effects, which register them with the form.
  useEffect(() => sendHeldSubmit(formElement.current), []);
  const submit = async (values: V, form: FormApi<V>) => {
    try {
      await onSubmit(values, form);
      return undefined;
    } catch (error) {
      // The API layer logs its own failures (spec 8); anything else thrown here is logged now.
      if (!(error instanceof ApiError)) console.error(error);
      return toSubmissionErrors(error, form.getRegisteredFields());
    }
  };

  return (
    <FinalForm<V>
      onSubmit={submit}
      validate={validate}
      initialValues={initialValues}
      keepDirtyOnReinitialize={keepDirtyOnReinitialize}
      // The fields subscribe to their own state; the form element itself never re-renders on input.
      subscription={{}}
      render={({ handleSubmit, form }) => (
        <form
          ref={(node) => {
            formElement.current = node;
            takeOverForm(node, (name, value) => form.change(name as keyof V, value as V[keyof V]));
          }}
          // Sent by the browser itself (a prerendered page with scripts turned off), the values go
          // in the body to the portal's own server, never into the address.
          method="post"
          noValidate
          aria-label={label}
          onSubmit={(event) => {
            const element = event.currentTarget;
            const sent = handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstInvalid(element);
            // A refusal the server put on a field is said there only, so the focus goes there too.
            else void Promise.resolve(sent).then(() => form.getState().hasSubmitErrors && focusFirstInvalid(element));
          }}
        >
          <Stack gap="4">
            <FormError />
            {children}
          </Stack>
        </form>
      )}
    />
  );
}

/**
 * A submit the validation or the server refused puts the focus on the first field it marked, so a
 * keyboard user is where the correction starts and a screen reader reads that field's message (a
 * refusal of the whole form has no field: its banner is an alert). After the next frame: the
 * fields mark themselves invalid when React has rendered the refusal.
 */
function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The form-level message of the last failed submit, until the user changes something. */
export function FormError() {
  const { submitError, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, dirtySinceLastSubmit: true },
  });
  if (typeof submitError !== 'string' || dirtySinceLastSubmit) return null;
  return <AlertMessage status="error" message={submitError} />;
}
