import PhoneInput, { parsePhoneNumber, type Country } from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { Box, type SystemStyleObject } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { phoneTexts } from '../../i18n/form';
import { ControlInput } from './controls';
import { FieldFrame, visibleError } from './FieldFrame';
import { FLAG_URL } from './flag-url';
import { PhoneCountrySelect } from './PhoneCountrySelect';

export type PhoneFieldProps = {
  /** The API field name, on the number's text input; the form holds the number in E.164. */
  name: string;
  label: string;
  defaultCountry?: Country;
  disabled?: boolean;
};

/**
 * Numbers saved elsewhere may be national or spaced ('020 7946 0000'); the input shows only E.164.
 * The form keeps what was saved until the user edits it.
 */
function asE164(value: string | undefined, country: Country): string | undefined {
  if (!value) return undefined;
  return /^\+\d+$/.test(value) ? value : parsePhoneNumber(value, country)?.number;
}

/**
 * The library's layout (its stylesheet) in the portal's spacing and focus colour. The library
 * derives its focus colours from --PhoneInput-color--focus at :root, so each is set here by name.
 * The country select is an invisible native select over the flag: the focus ring goes around both.
 */
const PHONE_CSS: SystemStyleObject = {
  // The flag's frame is the library's translucent black, lost on a dark surface.
  '--PhoneInputCountryFlag-borderColor': 'colors.fg.subtle',
  '--PhoneInputCountryFlag-borderColor--focus': 'colors.blue.focusRing',
  '--PhoneInputCountrySelectArrow-color--focus': 'colors.blue.focusRing',
  '& .PhoneInput': { gap: '2' },
  '& .PhoneInputCountry': { alignSelf: 'stretch', paddingInline: '1', borderRadius: 'l2' },
  '& .PhoneInputCountry:has(select:focus-visible)': { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' },
};

/**
 * An international phone number (spec 2 "Telephone", spec 5 "Phone input"): react-phone-number-input
 * with a country choice, flags from the portal's own /flags/ (`flagUrl`, never the library's
 * default remote host) and its 'International' option, no more digits than the chosen country's
 * numbers have, and the value always in E.164 ('+447911123456'). The text is not forced into
 * international form: forced, '07911 123456' typed over the '+44' becomes '+07911123456' and the
 * placeholder never shows; unforced, it becomes +447911123456 and a pasted '+33 …' still switches
 * to France. The number itself is the form kit's input, so it looks like the rest.
 */
export function PhoneField({ name, label, defaultCountry = 'GB', disabled }: PhoneFieldProps) {
  const { input, meta } = useField<string | undefined>(name);
  return (
    <FieldFrame label={label} error={visibleError(meta)} disabled={disabled}>
      <Box w="full" css={PHONE_CSS}>
        <PhoneInput
          name={name}
          value={asE164(input.value, defaultCountry)}
          onChange={(value) => input.onChange(value)}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
          defaultCountry={defaultCountry}
          flagUrl={FLAG_URL}
          addInternationalOption
          countrySelectComponent={PhoneCountrySelect}
          limitMaxLength
          placeholder={phoneTexts.placeholder}
          autoComplete="tel"
          disabled={disabled}
          inputComponent={ControlInput}
        />
      </Box>
    </FieldFrame>
  );
}
