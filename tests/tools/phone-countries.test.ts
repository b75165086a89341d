import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callingCodeCountries, countryOfNumber } from '../../src/ui/form/phone-countries';

/** The metadata react-phone-number-input itself loads (libphonenumber-js, resolved from the library). */
function libraryMetadata(): { country_calling_codes: Record<string, string[]> } {
  const fromLibrary = createRequire(createRequire(import.meta.url).resolve('react-phone-number-input/package.json'));
  const root = dirname(fromLibrary.resolve('libphonenumber-js/package.json'));
  return JSON.parse(readFileSync(join(root, 'metadata.min.json'), 'utf8'));
}

describe("the phone field stand-in's calling codes", () => {
  it('name, for every calling code of the phone library, the first country it lists', () => {
    const expected = Object.entries(libraryMetadata().country_calling_codes).map(([code, countries]) => [code, countries[0]]);
    expect(expected.length).toBeGreaterThan(200);
    expect([...callingCodeCountries()]).toEqual(expected);
    for (const [code, country] of expected) expect(countryOfNumber(`+${code} 1234567`, 'GB')).toBe(country);
  });

  it("give a number's country by its calling code, the default country for a national number", () => {
    expect(countryOfNumber('+44 20 7946 0000', 'GB')).toBe('GB');
    expect(countryOfNumber('+33123456789', 'GB')).toBe('FR');
    expect(countryOfNumber('+1 202 555 0123', 'GB')).toBe('US');
    expect(countryOfNumber('+380 44 123 4567', 'GB')).toBe('UA');
    expect(countryOfNumber('020 7946 0000', 'IE')).toBe('IE');
    expect(countryOfNumber('', 'GB')).toBe('GB');
    expect(countryOfNumber('+999 1234', 'GB')).toBeUndefined();
  });
});
