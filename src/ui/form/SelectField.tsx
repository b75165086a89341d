import type { ReactNode } from 'react';
import Select, { type FilterOptionOption, type FormatOptionLabelMeta } from 'react-select';
import { useField } from 'react-final-form';
import { selectTexts } from '../../i18n/form';
import { DescribedSelectInput } from './DescribedSelectInput';
import { FieldFrame, useFieldIds, visibleError } from './FieldFrame';
import { chakraStyles } from './select-styles';

export type SelectValue = string | number;
export type SelectOption<V extends SelectValue = string> = { value: V; label: string };

export type SelectFieldProps<V extends SelectValue> = {
  /** The API field name: the form key, and the name of the hidden input carrying the value. */
  name: string;
  label: string;
  options: readonly SelectOption<V>[];
  isLoading?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  /** How an option looks in the list and once chosen; its label by default. */
  formatOptionLabel?: (option: SelectOption<V>, meta: FormatOptionLabelMeta<SelectOption<V>>) => ReactNode;
  /** What a typed search matches; react-select's default (label and value) otherwise. */
  filterOption?: (option: FilterOptionOption<SelectOption<V>>, search: string) => boolean;
};

/**
 * A react-select bound to a final-form field, dressed like Chakra's inputs (DESIGN "Selects"). The
 * form holds the chosen option's value; a hidden input carries it under `name`, so a form post or
 * a test reads it like any other input. The error shows in small red text below.
 */
export function SelectField<V extends SelectValue>({ name, label, helperText, disabled, ...rest }: SelectFieldProps<V>) {
  const { input, meta } = useField<V | undefined>(name);
  const error = visibleError(meta);
  return (
    <FieldFrame label={label} error={error} helperText={helperText} disabled={disabled}>
      <SelectControl
        {...rest}
        name={name}
        value={input.value}
        invalid={Boolean(error)}
        disabled={disabled}
        onChange={(value) => input.onChange(value)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
      />
    </FieldFrame>
  );
}

type SelectControlProps<V extends SelectValue> = Omit<SelectFieldProps<V>, 'label' | 'helperText'> & {
  value: V | undefined | '';
  invalid: boolean;
  onChange: (value: V | undefined) => void;
  onBlur: () => void;
  onFocus: () => void;
};

/** Inside the FieldFrame, so it can take the ids of its label and its error text. */
function SelectControl<V extends SelectValue>({
  name, options, value, invalid, disabled, isLoading, placeholder, formatOptionLabel, filterOption, onChange, onBlur, onFocus,
}: SelectControlProps<V>) {
  const field = useFieldIds();
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <>
      {/* Our own hidden input: react-select drops its own while disabled, and a read-only value still counts. */}
      <input type="hidden" name={name} value={value === undefined ? '' : String(value)} />
      <Select<SelectOption<V>, false>
        inputId={field.control}
        instanceId={field.control}
        options={options}
        value={selected}
        onChange={(option) => onChange(option?.value)}
        onBlur={onBlur}
        onFocus={onFocus}
        isDisabled={disabled}
        isLoading={isLoading}
        placeholder={placeholder ?? selectTexts.placeholder}
        noOptionsMessage={() => selectTexts.noOptions}
        loadingMessage={() => selectTexts.loading}
        formatOptionLabel={formatOptionLabel}
        filterOption={filterOption}
        aria-invalid={invalid}
        aria-errormessage={invalid ? field.error : undefined}
        components={{ Input: DescribedSelectInput }}
        styles={chakraStyles<SelectOption<V>, false>(invalid)}
      />
    </>
  );
}
