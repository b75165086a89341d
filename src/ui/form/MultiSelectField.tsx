import type { ReactNode } from 'react';
import Select from 'react-select';
import { useField } from 'react-final-form';
import { selectTexts } from '../../i18n/form';
import { DescribedSelectInput } from './DescribedSelectInput';
import { FieldFrame, useFieldIds, visibleError } from './FieldFrame';
import { chakraStyles } from './select-styles';
import type { SelectOption, SelectValue } from './SelectField';

export type MultiSelectFieldProps<V extends SelectValue> = {
  /** The API field name: the form key, and the name of the hidden inputs carrying the values. */
  name: string;
  label: string;
  options: readonly SelectOption<V>[];
  isLoading?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
};

/**
 * The multi-choice sibling of SelectField: the form holds the list of chosen values, one hidden
 * input per value carries them under `name`, and the error shows in small red text below.
 */
export function MultiSelectField<V extends SelectValue>({ name, label, helperText, disabled, ...rest }: MultiSelectFieldProps<V>) {
  const { input, meta } = useField<V[] | undefined>(name);
  const error = visibleError(meta);
  return (
    <FieldFrame label={label} error={error} helperText={helperText} disabled={disabled}>
      <MultiSelectControl
        {...rest}
        name={name}
        values={input.value || []}
        invalid={Boolean(error)}
        disabled={disabled}
        onChange={(values) => input.onChange(values)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
      />
    </FieldFrame>
  );
}

type MultiSelectControlProps<V extends SelectValue> = Omit<MultiSelectFieldProps<V>, 'label' | 'helperText'> & {
  values: readonly V[];
  invalid: boolean;
  onChange: (values: V[]) => void;
  onBlur: () => void;
  onFocus: () => void;
};

/** Inside the FieldFrame, so it can take the ids of its label and its error text. */
function MultiSelectControl<V extends SelectValue>({
  name, options, values, invalid, disabled, isLoading, placeholder, onChange, onBlur, onFocus,
}: MultiSelectControlProps<V>) {
  const field = useFieldIds();
  const selected = options.filter((option) => values.includes(option.value));
  return (
    <>
      {values.map((value) => (
        <input key={value} type="hidden" name={name} value={String(value)} />
      ))}
      <Select<SelectOption<V>, true>
        isMulti
        inputId={field.control}
        instanceId={field.control}
        options={options}
        value={selected}
        onChange={(chosen) => onChange(chosen.map((option) => option.value))}
        onBlur={onBlur}
        onFocus={onFocus}
        isDisabled={disabled}
        isLoading={isLoading}
        placeholder={placeholder ?? selectTexts.placeholder}
        noOptionsMessage={() => selectTexts.noOptions}
        loadingMessage={() => selectTexts.loading}
        aria-invalid={invalid}
        aria-errormessage={invalid ? field.error : undefined}
        components={{ Input: DescribedSelectInput }}
        styles={chakraStyles<SelectOption<V>, true>(invalid)}
      />
    </>
  );
}
