import { Box, HStack, Text } from '@chakra-ui/react';
import type { Country } from 'react-phone-number-input';
import countryNames from 'react-phone-number-input/locale/en.json';
import { flagUrl } from './flag-url';
import { SelectField, type SelectOption } from './SelectField';

/**
 * Spec 3 "Country option": the 193 member states of the United Nations plus its 2 observer states
 * (the Holy See, Palestine; listed last), by ISO 3166-1 alpha-2 code. A fixed list rather than every code the
 * phone library knows, so territories and pseudo-codes (AC, XK, ...) are not offered as countries.
 */
export const UN_COUNTRY_CODES: readonly Country[] = [
  'AF', 'AL', 'DZ', 'AD', 'AO', 'AG', 'AR', 'AM', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY',
  'BE', 'BZ', 'BJ', 'BT', 'BO', 'BA', 'BW', 'BR', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA',
  'CF', 'TD', 'CL', 'CN', 'CO', 'KM', 'CG', 'CD', 'CR', 'CI', 'HR', 'CU', 'CY', 'CZ', 'KP', 'DK',
  'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ', 'ET', 'FJ', 'FI', 'FR', 'GA', 'GM',
  'GE', 'DE', 'GH', 'GR', 'GD', 'GT', 'GN', 'GW', 'GY', 'HT', 'HN', 'HU', 'IS', 'IN', 'ID', 'IR',
  'IQ', 'IE', 'IL', 'IT', 'JM', 'JP', 'JO', 'KZ', 'KE', 'KI', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS',
  'LR', 'LY', 'LI', 'LT', 'LU', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MR', 'MU', 'MX', 'FM',
  'MC', 'MN', 'ME', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NZ', 'NI', 'NE', 'NG', 'MK', 'NO',
  'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'PE', 'PH', 'PL', 'PT', 'QA', 'KR', 'MD', 'RO', 'RU', 'RW',
  'KN', 'LC', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SK', 'SI', 'SB', 'SO',
  'ZA', 'SS', 'ES', 'LK', 'SD', 'SR', 'SE', 'CH', 'SY', 'TJ', 'TH', 'TL', 'TG', 'TO', 'TT', 'TN',
  'TR', 'TM', 'TV', 'UG', 'UA', 'AE', 'GB', 'TZ', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN', 'YE', 'ZM',
  'ZW', 'VA', 'PS',
];

let sortedOptions: readonly SelectOption[] | undefined;

/**
 * The options, sorted by English name as people look for their country. Built on first use rather
 * than at import, so a page that imports the form kit without this field carries none of it.
 */
export function countryOptions(): readonly SelectOption[] {
  sortedOptions ??= UN_COUNTRY_CODES.map((code) => ({ value: code, label: countryNames[code] ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, 'en'),
  );
  return sortedOptions;
}

/** Searchable by name or by code: "united", "gb" and "GB" all find the United Kingdom. */
export function matchesCountry(option: { label: string; value: string }, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return option.label.toLowerCase().includes(needle) || option.value.toLowerCase() === needle;
}

/**
 * The country's flag, an image from the portal itself, fetched when its option is first shown
 * (`loading="lazy"`: an open list of 200 countries asks only for the rows in view).
 */
export function CountryFlag({ code }: { code: string }) {
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-flex"
      flexShrink={0}
      width="1.4em"
      aspectRatio="3 / 2"
      boxShadow="0 0 0 1px rgba(0, 0, 0, 0.1)"
    >
      <img src={flagUrl(code)} alt="" loading="lazy" width="21" height="14" style={{ width: '100%', height: '100%', display: 'block' }} />
    </Box>
  );
}

function CountryLabel({ option }: { option: SelectOption }) {
  return (
    <HStack gap="2" minW="0">
      <CountryFlag code={option.value} />
      <Text as="span" truncate>
        {option.label}
      </Text>
      {/* Smaller, not dimmed: dimmed, it fell to 3.3:1 on the chosen option's blue. */}
      <Text as="span" fontSize="xs">
        {option.value}
      </Text>
    </HStack>
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
