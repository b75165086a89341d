import { Flex, type SystemStyleObject } from '@chakra-ui/react';
import type { Country } from 'react-phone-number-input';
import countryNames from 'react-phone-number-input/locale/en.json';
import { flagUrl } from './flag-url';
import { SelectField, type SelectOption } from './SelectField';

/**
 * Spec 3 "Country option": the 193 member states of the United Nations plus its 2 observer states
 * (the Holy See, Palestine), by ISO 3166-1 alpha-2 code. A fixed list rather than every code the
 * phone library knows, so territories and pseudo-codes (AC, XK, ...) are not offered as countries.
 * Kept in the order the select shows, by English name (tests hold it to `localeCompare(…, 'en')`),
 * so the page has no list to sort.
 */
export const UN_COUNTRY_CODES: readonly Country[] = [
  'AF', 'AL', 'DZ', 'AD', 'AO', 'AG', 'AR', 'AM', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY',
  'BE', 'BZ', 'BJ', 'BT', 'BO', 'BA', 'BW', 'BR', 'BN', 'BG', 'BF', 'BI', 'KH', 'CM', 'CA', 'CV',
  'CF', 'TD', 'CL', 'CN', 'CO', 'KM', 'CG', 'CD', 'CR', 'CI', 'HR', 'CU', 'CY', 'CZ', 'DK', 'DJ',
  'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'ET', 'FM', 'FJ', 'FI', 'FR', 'GA', 'GM', 'GE',
  'DE', 'GH', 'GR', 'GD', 'GT', 'GN', 'GW', 'GY', 'HT', 'VA', 'HN', 'HU', 'IS', 'IN', 'ID', 'IR',
  'IQ', 'IE', 'IL', 'IT', 'JM', 'JP', 'JO', 'KZ', 'KE', 'KI', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS',
  'LR', 'LY', 'LI', 'LT', 'LU', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MR', 'MU', 'MX', 'MD',
  'MC', 'MN', 'ME', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NZ', 'NI', 'NE', 'NG', 'KP', 'MK',
  'NO', 'OM', 'PK', 'PW', 'PS', 'PA', 'PG', 'PY', 'PE', 'PH', 'PL', 'PT', 'QA', 'RO', 'RU', 'RW',
  'KN', 'LC', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SK', 'SI', 'SB', 'SO',
  'ZA', 'KR', 'SS', 'ES', 'LK', 'SD', 'SR', 'SZ', 'SE', 'CH', 'SY', 'TJ', 'TZ', 'TH', 'TL', 'TG',
  'TO', 'TT', 'TN', 'TR', 'TM', 'TV', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN',
  'YE', 'ZM', 'ZW',
];

let options: readonly SelectOption[] | undefined;

/**
 * The options, by English name as people look for their country. Built on first use rather than
 * at import, so a page that imports the form kit without this field carries none of it.
 */
export function countryOptions(): readonly SelectOption[] {
  options ??= UN_COUNTRY_CODES.map((code) => ({ value: code, label: countryNames[code] ?? code }));
  return options;
}

/** Searchable by name or by code: "united", "gb" and "GB" all find the United Kingdom. */
export function matchesCountry(option: { label: string; value: string }, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return option.label.toLowerCase().includes(needle) || option.value.toLowerCase() === needle;
}

/**
 * Flag, name and code, in one styled element per option with its parts styled from there: an open
 * list has some 200 options, and each styled element costs a style computation as the list opens.
 * The flag is an image from the portal itself, fetched when its option is first shown
 * (`loading="lazy"`: an open list asks only for the rows in view), framed by a faint line so a
 * white flag shows on a white list, and a dark one on a dark list. The code is smaller, not
 * dimmed: dimmed, it falls below 4.5:1 on the chosen option's blue.
 */
const LABEL_CSS: SystemStyleObject = {
  alignItems: 'center',
  gap: '2',
  minWidth: '0',
  '& > [data-part=flag]': {
    display: 'inline-flex',
    flexShrink: '0',
    width: '1.4em',
    aspectRatio: '3 / 2',
    boxShadow: '0 0 0 1px {colors.border}',
  },
  '& > [data-part=flag] > img': { display: 'block', width: '100%', height: '100%' },
  '& > [data-part=name]': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& > [data-part=code]': { fontSize: 'xs' },
};

function CountryLabel({ option }: { option: SelectOption }) {
  return (
    <Flex as="span" css={LABEL_CSS}>
      <span data-part="flag" aria-hidden="true">
        <img src={flagUrl(option.value)} alt="" loading="lazy" width="21" height="14" />
      </span>
      <span data-part="name">{option.label}</span>
      <span data-part="code">{option.value}</span>
    </Flex>
  );
}

export type CountrySelectProps = {
  /** The API field name (country, company_country); the form holds the two-letter code. */
  name: string;
  label: string;
  disabled?: boolean;
  helperText?: string;
};

/** A country choice: flag, name and code per option, found by typing either name or code. */
export function CountrySelect({ name, label, disabled, helperText }: CountrySelectProps) {
  return (
    <SelectField<string>
      name={name}
      label={label}
      disabled={disabled}
      helperText={helperText}
      options={countryOptions()}
      formatOptionLabel={(option) => <CountryLabel option={option} />}
      filterOption={(option, search) => matchesCountry(option.data, search)}
    />
  );
}
