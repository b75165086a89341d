import type { ReactNode } from 'react';
import { Fieldset } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { useFieldMessages, visibleError } from './FieldFrame';
import { CheckboxChoice } from './CheckboxChoice';
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
  const { ids, helper, describedBy } = useFieldMessages(helperText, error);
  const isChecked = (value: V) => listed.includes(value) === (holds === 'checked');
  const toggle = (value: V, checked: boolean) => {
    const others = listed.filter((entry) => entry !== value);
    input.onChange(checked === (holds === 'checked') ? [...others, value] : others);
  };

  return (
    // The group's legend, helper and error are read on reaching any of its boxes.
    <Fieldset.Root size="sm" disabled={disabled} invalid={Boolean(error)} aria-describedby={describedBy}>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      {helper ? (
        <Fieldset.HelperText id={ids.helper} textStyle="xs">
          {helper}
        </Fieldset.HelperText>
      ) : null}
      <Fieldset.Content gap="2">
        {options.map((option) => (
          <CheckboxChoice
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
      </Fieldset.Content>
      <Fieldset.ErrorText id={ids.error} textStyle="xs">
        {error}
      </Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
