import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import type { FieldMetaState } from 'react-final-form';

/**
 * The message a field shows: its first validation error once the user has left the field or tried
 * to submit, otherwise the server's message for it until the user edits the form again.
 */
export function visibleError(meta: FieldMetaState): string | undefined {
  if (typeof meta.error === 'string' && (meta.touched || meta.submitFailed)) return meta.error;
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) return meta.submitError;
  return undefined;
}

export type FieldFrameProps = {
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
};

/**
 * Label, control, helper and error text wired together by Chakra's Field (label htmlFor, input id,
 * aria-invalid, aria-describedby), so every control is found by its label.
 */
export function FieldFrame({ label, error, helperText, disabled, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
