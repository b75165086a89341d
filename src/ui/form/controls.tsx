import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useFieldControl, type FieldControlProps } from './FieldFrame';

/** The enclosing field's id, state and description, under what the caller passes itself. */
function withField<P extends { id?: string; disabled?: boolean; className?: string; 'aria-describedby'?: string }>(
  field: FieldControlProps | null,
  props: P,
  className: string,
): P {
  const describedBy = [props['aria-describedby'], field?.['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    'aria-invalid': field?.['aria-invalid'],
    ...props,
    id: props.id ?? field?.id,
    disabled: props.disabled ?? field?.disabled,
    'aria-describedby': describedBy,
    className: props.className ? `${className} ${props.className}` : className,
  };
}

/**
 * A text input in the portal's look (form.css), tied to the FieldFrame around it. A ref passes
 * through: the phone field hands this to react-phone-number-input as its input.
 */
export const ControlInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function ControlInput(props, ref) {
  return <input {...withField(useFieldControl(), props, 'pt-input')} ref={ref} />;
});

/** The multi-line sibling of ControlInput. */
export const ControlTextarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function ControlTextarea(props, ref) {
  return <textarea {...withField(useFieldControl(), props, 'pt-input')} ref={ref} />;
});
