import type { ReactNode } from 'react';
import { useFieldContext } from '@chakra-ui/react';
import Select, { type FilterOptionOption, type FormatOptionLabelMeta, type StylesConfig } from 'react-select';
import { useField } from 'react-final-form';
import { selectTexts } from '../../i18n/form';
import { FieldFrame, visibleError } from './FieldFrame';

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

/** Inside the Field, so it can take the ids Chakra gave the label and the error text. */
function SelectControl<V extends SelectValue>({
  name, options, value, invalid, disabled, isLoading, placeholder, formatOptionLabel, filterOption, onChange, onBlur, onFocus,
}: SelectControlProps<V>) {
  const field = useFieldContext();
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <>
      {/* Our own hidden input: react-select drops its own while disabled, and a read-only value still counts. */}
      <input type="hidden" name={name} value={value === undefined ? '' : String(value)} />
      <Select<SelectOption<V>, false>
        inputId={field?.ids.control}
        instanceId={field?.ids.control}
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
        aria-errormessage={invalid ? field?.ids.errorText : undefined}
        styles={chakraStyles<SelectOption<V>>(invalid)}
      />
    </>
  );
}

/** Chakra's tokens as CSS variables, so the select follows the theme like the inputs beside it. */
const token = (name: string) => `var(--chakra-${name})`;

function chakraStyles<O>(invalid: boolean): StylesConfig<O, false> {
  const idleBorder = invalid ? token('colors-border-error') : token('colors-border');
  return {
    // A Chakra field lays its parts out without stretching them; inputs take the full width themselves.
    container: (base) => ({ ...base, width: '100%' }),
    control: (base, state) => ({
      ...base,
      minHeight: token('sizes-10'),
      borderRadius: token('radii-l2'),
      backgroundColor: state.isDisabled ? token('colors-bg-muted') : token('colors-bg'),
      borderColor: state.isFocused ? (invalid ? token('colors-border-error') : token('colors-blue-500')) : idleBorder,
      boxShadow: state.isFocused ? `0 0 0 1px ${invalid ? token('colors-border-error') : token('colors-blue-500')}` : 'none',
      fontSize: token('font-sizes-sm'),
      opacity: state.isDisabled ? 0.6 : 1,
      '&:hover': { borderColor: state.isFocused ? undefined : token('colors-border-emphasized') },
    }),
    placeholder: (base) => ({ ...base, color: token('colors-fg-subtle') }),
    singleValue: (base) => ({ ...base, color: token('colors-fg') }),
    input: (base) => ({ ...base, color: token('colors-fg') }),
    menu: (base) => ({
      ...base,
      zIndex: 'var(--chakra-z-index-dropdown, 1000)',
      borderRadius: token('radii-l2'),
      fontSize: token('font-sizes-sm'),
      boxShadow: token('shadows-lg'),
    }),
    option: (base, state) => ({
      ...base,
      backgroundColor: state.isSelected ? token('colors-blue-600') : state.isFocused ? token('colors-blue-50') : 'transparent',
      color: state.isSelected ? 'white' : token('colors-fg'),
      cursor: 'pointer',
    }),
    indicatorSeparator: () => ({ display: 'none' }),
  };
}
