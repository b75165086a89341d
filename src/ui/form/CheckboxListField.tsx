import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { FieldMessages, useFieldMessages, visibleError } from './FieldFrame';
import { NativeChoice } from './NativeChoice';
import type { SelectValue } from './SelectField';

export type CheckboxOption<V extends SelectValue> = { value: V; label: string };

export type CheckboxListFieldProps<V extends SelectValue> = {
  /** The API field name: the form key, and the name of each box's input. */
  name: string;
  /** The group's legend. */
  label: string;
  options: readonly CheckboxOption<V>[];
  /**
   * Which boxes the field's list names: the checked ones (an allow list, the default), or the
   * unchecked ones (a block list), so the form holds exactly what the API takes.
   */
  holds?: 'checked' | 'unchecked';
  helperText?: ReactNode;
  disabled?: boolean;
};

/** A list of checkboxes bound to one field holding a list of the options' values. */
export function CheckboxListField<V extends SelectValue>({
  name, label, options, holds = 'checked', helperText, disabled,
}: CheckboxListFieldProps<V>) {
  const { input, meta } = useField<V[] | undefined>(name);
  const listed = input.value || [];
  const error = visibleError(meta);
  const messages = useFieldMessages(helperText, error);
  const isChecked = (value: V) => listed.includes(value) === (holds === 'checked');
  const toggle = (value: V, checked: boolean) => {
    const others = listed.filter((entry) => entry !== value);
    input.onChange(checked === (holds === 'checked') ? [...others, value] : others);
  };

  return (
    // The group's legend, helper and error are read on reaching any of its boxes.
    <fieldset className="pt-fieldset" disabled={disabled} aria-describedby={messages.describedBy}>
      <legend className="pt-fieldset__legend">{label}</legend>
      <FieldMessages {...messages} />
      <div className="pt-choices">
        {options.map((option) => (
          <NativeChoice
            key={option.value}
            name={name}
            value={String(option.value)}
            label={option.label}
            checked={isChecked(option.value)}
            disabled={disabled}
            // Each box says the list is refused; the group's description (legend and error) says why.
            aria-invalid={error ? true : undefined}
            onCheckedChange={(checked) => toggle(option.value, checked)}
            onBlur={() => input.onBlur()}
            onFocus={() => input.onFocus()}
          />
        ))}
      </div>
      <FieldMessages {...messages} helper={null} error={error} />
    </fieldset>
  );
}
