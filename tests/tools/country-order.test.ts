import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import countryNames from 'react-phone-number-input/locale/en.json';
import { describe, expect, it } from 'vitest';
import { compareCountryNames } from '../../src/ui/form/country-order';
import { countryOptions } from '../../src/ui/form/CountrySelect';
import { withoutLocaleCompare } from '../../vendor/phone-country-order';

const names = Object.entries(countryNames)
  .filter(([code]) => /^[A-Z]{2}$/.test(code) && code !== 'ZZ')
  .map(([, name]) => name as string);

const phoneHelpersJs = () => {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('react-phone-number-input/package.json'));
  return readFileSync(join(root, 'modules/helpers/phoneInputHelpers.js'), 'utf8');
};

describe('country names in order without the browser\'s collation', () => {
  it('orders every name the phone library knows as localeCompare in English does', () => {
    expect(names.length).toBeGreaterThan(240);
    // Accents ('Åland Islands', 'Curaçao'), commas, brackets and hyphens all among them.
    expect(names).toEqual(expect.arrayContaining(['Åland Islands', 'Curaçao', 'Virgin Islands, U.S.', 'Guinea-Bissau']));
    const shuffled = [...names].reverse();
    expect(shuffled.sort(compareCountryNames)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('lists the country select\'s options by English name, the observer states among them', () => {
    const labels = countryOptions().map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(labels.slice(0, 2)).toEqual(['Afghanistan', 'Albania']);
    expect(labels).toContain('Holy See (Vatican City State)');
  });

  it('sorts the phone field\'s countries with it: the installed library\'s comparison replaced, nothing else', () => {
    const source = phoneHelpersJs();
    const patched = withoutLocaleCompare(source);
    expect(patched).not.toContain('localeCompare(b, locales)');
    expect(patched).toMatch(/^import \{ compareCountryNames as __compareCountryNames \} from ".*country-order\.ts";\n/);
    expect(patched.split('\n').slice(1).join('\n').replace('return __compareCountryNames(a, b);', '')).toBe(
      source.replace('return a.localeCompare(b, locales);', ''),
    );
  });

  it('stops the build when a library upgrade changed the comparison', () => {
    expect(() => withoutLocaleCompare('export function compareStrings(a, b) { return 0; }')).toThrow(/update the patch/);
  });
});
