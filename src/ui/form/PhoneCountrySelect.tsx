import { useState, type ComponentType, type FocusEvent, type SelectHTMLAttributes } from 'react';
import type { Country } from 'react-phone-number-input';

type CountryOption = { value?: Country; label: string; divider?: boolean };

export type PhoneCountrySelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value?: Country;
  onChange: (country?: Country) => void;
  options: CountryOption[];
  iconComponent: ComponentType<{ 'aria-hidden'?: boolean; country?: Country; label: string }>;
  readOnly?: boolean;
  // Passed by the library for its own select; not used by this one.
  getIconAspectRatio?: unknown;
  arrowComponent?: unknown;
  unicodeFlags?: boolean;
};

const DIVIDER_STYLE = { fontSize: '1px', backgroundColor: 'currentColor', color: 'inherit' };

/** The library's "no country" value: a select's options need a string. */
const INTERNATIONAL = 'ZZ';

/**
 * The phone field's country choice: the library's own (a native select laid over the flag, the
 * same class names, so its stylesheet applies), except that its ~250 options are rendered when the
 * user reaches for the list (focus, pointer down), not with the page: rendered with the account
 * form, they would be a large share of its first render on a slow phone.
 * Until then the select holds the chosen country alone, so its value, its name and what a screen
 * reader says of it are the same.
 */
export function PhoneCountrySelect({
  value, onChange, options, iconComponent: Icon, disabled, readOnly, className, onFocus,
  getIconAspectRatio: _ratio, arrowComponent: _arrow, unicodeFlags: _unicode, ...rest
}: PhoneCountrySelectProps) {
  const [listed, setListed] = useState(false);
  const selected = options.find((option) => !option.divider && (option.value ?? null) === (value ?? null));
  const shown = listed ? options : options.filter((option) => option === selected);
  const list = () => setListed(true);
  return (
    <div className="PhoneInputCountry">
      <select
        {...rest}
        className={className ? `PhoneInputCountrySelect ${className}` : 'PhoneInputCountrySelect'}
        disabled={disabled || readOnly}
        value={value || INTERNATIONAL}
        onChange={(event) => onChange(event.target.value === INTERNATIONAL ? undefined : (event.target.value as Country))}
        onFocus={(event: FocusEvent<HTMLSelectElement>) => {
          list();
          onFocus?.(event);
        }}
        onPointerDown={list}
      >
        {shown.map(({ value: country, label, divider }) => (
          <option
            key={divider ? '|' : country || INTERNATIONAL}
            value={divider ? '|' : country || INTERNATIONAL}
            disabled={Boolean(divider)}
            style={divider ? DIVIDER_STYLE : undefined}
          >
            {label}
          </option>
        ))}
      </select>
      {selected && <Icon aria-hidden country={value} label={selected.label} />}
      <div className="PhoneInputCountrySelectArrow" />
    </div>
  );
}
