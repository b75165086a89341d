import { useMemo, type ReactNode } from 'react';
import { Field, InputPropsProvider, TextareaPropsProvider, useFieldContext } from '@chakra-ui/react';
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

/**
 * What the control of the enclosing Field must name in `aria-describedby`: its helper text, and
 * its error while it shows one. Chakra's Field names the error only in `aria-errormessage`, which
 * several screen readers never read; `aria-describedby` is read on reaching the field by all.
 */
export function useFieldDescription(): string | undefined {
  const field = useFieldContext();
  const ids = [field?.ariaDescribedby, field?.invalid ? field.ids.errorText : undefined].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Hands the description to every Chakra input and textarea inside, whichever component draws it. */
function DescribedControls({ children }: { children: ReactNode }) {
  const describedBy = useFieldDescription();
  const props = useMemo(() => ({ 'aria-describedby': describedBy }), [describedBy]);
  return (
    <InputPropsProvider value={props}>
      <TextareaPropsProvider value={props}>{children}</TextareaPropsProvider>
    </InputPropsProvider>
  );
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
 * aria-invalid), plus aria-describedby naming the helper and the error, so every control is found
 * by its label and read with its message.
 */
export function FieldFrame({ label, error, helperText, disabled, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <DescribedControls>{children}</DescribedControls>
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
