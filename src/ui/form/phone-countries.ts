import type { Country } from 'react-phone-number-input';

/**
 * Each international calling code and the country libphonenumber names first for it, written out
 * ('1US7RU20EG…'): the phone field's stand-in shows a saved number's flag without loading the
 * phone library and its metadata (tests/tools/phone-countries.test.ts keeps it equal to them).
 */
const CALLING_CODES = [
  '1US7RU20EG27ZA30GR31NL32BE33FR34ES36HU39IT40RO41CH43AT44GB45DK46SE47NO48PL49DE51PE52MX53CU54AR',
  '55BR56CL57CO58VE60MY61AU62ID63PH64NZ65SG66TH81JP82KR84VN86CN90TR91IN92PK93AF94LK95MM98IR211SS',
  '212MA213DZ216TN218LY220GM221SN222MR223ML224GN225CI226BF227NE228TG229BJ230MU231LR232SL233GH234NG',
  '235TD236CF237CM238CV239ST240GQ241GA242CG243CD244AO245GW246IO247AC248SC249SD250RW251ET252SO253DJ',
  '254KE255TZ256UG257BI258MZ260ZM261MG262RE263ZW264NA265MW266LS267BW268SZ269KM290SH291ER297AW298FO',
  '299GL350GI351PT352LU353IE354IS355AL356MT357CY358FI359BG370LT371LV372EE373MD374AM375BY376AD377MC',
  '378SM380UA381RS382ME383XK385HR386SI387BA389MK420CZ421SK423LI500FK501BZ502GT503SV504HN505NI506CR',
  '507PA508PM509HT590GP591BO592GY593EC594GF595PY596MQ597SR598UY599CW670TL672NF673BN674NR675PG676TO',
  '677SB678VU679FJ680PW681WF682CK683NU685WS686KI687NC688TV689PF690TK691FM692MH850KP852HK853MO855KH',
  '856LA880BD886TW960MV961LB962JO963SY964IQ965KW966SA967YE968OM970PS971AE972IL973BH974QA975BT976MN',
  '977NP992TJ993TM994AZ995GE996KG998UZ',
].join('');

/** The calling codes and their first countries, in the table's order. */
export function callingCodeCountries(): ReadonlyMap<string, Country> {
  return new Map([...CALLING_CODES.matchAll(/(\d+)([A-Z]{2})/g)].map(([, code, country]) => [code, country as Country]));
}

/** One code's country, found in the text itself: a form shows a number or two, not worth a map. */
function countryOfCode(code: string): Country | undefined {
  const at = new RegExp(`(?:^|[A-Z])${code}([A-Z]{2})`).exec(CALLING_CODES);
  return at ? (at[1] as Country) : undefined;
}

/**
 * The country whose flag a number shows before the phone library is there: the first country of
 * its calling code for an international number (calling codes are prefix-free, 1 to 3 digits),
 * `fallback` for a national one (the field reads those as `fallback`'s), none for an unknown code.
 * Where a code is shared (+1, +7, +44…), the library may then pick another by the number's digits.
 */
export function countryOfNumber(value: string | undefined, fallback: Country): Country | undefined {
  if (!value || !value.startsWith('+')) return fallback;
  const digits = value.replace(/\D/g, '');
  for (let length = 1; length <= Math.min(3, digits.length); length++) {
    const country = countryOfCode(digits.slice(0, length));
    if (country) return country;
  }
  return undefined;
}
