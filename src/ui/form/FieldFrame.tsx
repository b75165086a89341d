import { createContext, useContext, useId, type ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import type { FieldMetaState } from 'react-final-form';

/**
 * The message a field shows: its first validation error once the form has been submitted (then
 * live, as the user types the correction), otherwise the server's message for it until the user
 * edits the form again. Before the first submit a field says nothing, even once left: tabbing past
 * a field is no mistake, and a rule the user must know beforehand is the field's helper text.
 */
export function visibleError(meta: FieldMetaState): string | undefined {
  if (typeof meta.error === 'string' && (meta.submitFailed || meta.submitSucceeded)) return meta.error;
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) return meta.submitError;
  return undefined;
}

/** What the control of a field carries so that its label, helper and error belong to it. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  disabled?: boolean;
};

type FieldState = { control: FieldControlProps; errorId: string };

const FieldContext = createContext<FieldState | null>(null);

/**
 * The props the enclosing FieldFrame's control takes: the id its label points at, aria-invalid
 * while it shows an error, and aria-describedby naming its helper text and its error, which every
 * screen reader reads on reaching the field (aria-errormessage alone is not read by several).
 * Outside a FieldFrame, nothing: an id of its own then.
 */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext)?.control ?? null;
}

/** The ids a control drawn by another library (react-select) names: its error text's among them. */
export function useFieldIds(): { control?: string; error?: string } {
  const field = useContext(FieldContext);
  return { control: field?.control.id, error: field?.errorId };
}

export type FieldFrameProps = {
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
};

/**
 * Label, control, helper and error text wired together (label htmlFor, the control's id,
 * aria-invalid, aria-describedby), so every control is found by its label and read with its
 * message. Chakra's Field takes the same ids, so what it links by itself (a Chakra Input's id and
 * aria-errormessage) names the same elements; a control of another library takes them from
 * useFieldControl or useFieldIds.
 */
export function FieldFrame({ label, error, helperText, disabled, children }: FieldFrameProps) {
  const messages = useFieldMessages(helperText, error);
  const { ids } = messages;
  const state: FieldState = {
    control: { id: ids.control, 'aria-describedby': messages.describedBy, 'aria-invalid': error ? true : undefined, disabled },
    errorId: ids.error,
  };
  return (
    <FieldContext.Provider value={state}>
      {/* `id` is the control's id in Ark's Field; its `ids.control` would name the root instead. */}
      <Field.Root
        id={ids.control}
        ids={{ helperText: ids.helper, errorText: ids.error }}
        invalid={Boolean(error)}
        disabled={disabled}
        minW="0"
      >
        <Field.Label htmlFor={ids.control}>{label}</Field.Label>
        {children}
        {messages.helper ? <Field.HelperText>{messages.helper}</Field.HelperText> : null}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </FieldContext.Provider>
  );
}

type FieldMessagesState = { ids: { control: string; helper: string; error: string }; helper: ReactNode; describedBy?: string };

/**
 * The ids of a field's parts, its helper text while it shows no error, and what its control (or
 * its group, for a list of checkboxes) names in aria-describedby: the helper and the error.
 */
export function useFieldMessages(helperText: ReactNode, error: string | undefined): FieldMessagesState {
  const id = useId();
  const ids = { control: `${id}control`, helper: `${id}helper`, error: `${id}error` };
  const helper = helperText && !error ? helperText : null;
  const describedBy = [helper ? ids.helper : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
  return { ids, helper, describedBy };
}
