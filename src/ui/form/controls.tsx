import { forwardRef } from 'react';
import { Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import { useFieldControl, type FieldControlProps } from './FieldFrame';

/** The enclosing field's id, state and description, under what the caller passes itself. */
function withField<P extends { id?: string; disabled?: boolean; 'aria-describedby'?: string }>(field: FieldControlProps | null, props: P): P {
  const describedBy = [props['aria-describedby'], field?.['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    'aria-invalid': field?.['aria-invalid'],
    ...props,
    id: props.id ?? field?.id,
    disabled: props.disabled ?? field?.disabled,
    'aria-describedby': describedBy,
  };
}

/**
 * Chakra's input tied to the FieldFrame around it. A ref passes through: the phone field hands
 * this to react-phone-number-input as its input.
 */
export const ControlInput = forwardRef<HTMLInputElement, InputProps>(function ControlInput(props, ref) {
  return <Input {...withField(useFieldControl(), props)} ref={ref} />;
});

/** The multi-line sibling of ControlInput: some four lines tall at first, taller by dragging. */
export const ControlTextarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function ControlTextarea(props, ref) {
  return <Textarea minH="20" resize="vertical" {...withField(useFieldControl(), props)} ref={ref} />;
});
