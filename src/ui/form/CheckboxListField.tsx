import { useId, type ReactNode } from 'react';
import { Fieldset, Stack, Text } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { useFieldMessages, visibleError } from './FieldFrame';
import { CheckboxChoice } from './CheckboxChoice';
import type { SelectValue } from './SelectField';

export type CheckboxOption<V extends SelectValue> = {
  value: V;
  label: string;
  /** Why this box is held as it is and cannot be changed here: the box is disabled, with this beneath it. */
  heldBecause?: string;
};

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
  const noteIds = useId();
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
        {options.map((option, index) => {
          const noteId = `${noteIds}-${index}`;
          const choice = (
            <CheckboxChoice
              key={option.value}
              name={name}
              value={String(option.value)}
              label={option.label}
              checked={isChecked(option.value)}
              disabled={disabled || option.heldBecause !== undefined}
              // Each box says the list is refused; the group's description (legend and error) says why.
              aria-invalid={error ? true : undefined}
              aria-describedby={option.heldBecause ? noteId : undefined}
              onCheckedChange={(checked) => toggle(option.value, checked)}
              onBlur={() => input.onBlur()}
              onFocus={() => input.onFocus()}
            />
          );
          if (!option.heldBecause) return choice;
          return (
            <Stack key={option.value} gap="0.5" align="start">
              {choice}
              <Text id={noteId} textStyle="xs" color="fg.muted" ps="calc({sizes.4} + {spacing.2.5})">
                {option.heldBecause}
              </Text>
            </Stack>
          );
        })}
      </Fieldset.Content>
      <Fieldset.ErrorText id={ids.error} textStyle="xs">
        {error}
      </Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
