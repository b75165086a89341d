import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const COMPARER = fileURLToPath(new URL('../src/ui/form/country-order.ts', import.meta.url));
const HELPERS = /[\\/]react-phone-number-input[\\/]modules[\\/]helpers[\\/]phoneInputHelpers\.js$/;
const LOCALE_COMPARE = 'return a.localeCompare(b, locales);';

/**
 * react-phone-number-input's helpers with its country list sorted by compareCountryNames instead
 * of `localeCompare`: the same order for English names, without loading the browser's collation
 * data in the account form's first render. The library documents a `compareStrings` prop for
 * this, but 3.4 does not pass it on. Throws when the library's code no longer reads as expected.
 */
export function withoutLocaleCompare(code: string): string {
  if (!code.includes(LOCALE_COMPARE)) {
    throw new Error('vendor/phone-country-order.ts: react-phone-number-input no longer compares country names as expected; update the patch');
  }
  const comparer = `import { compareCountryNames as __compareCountryNames } from ${JSON.stringify(COMPARER)};\n`;
  return comparer + code.replace(LOCALE_COMPARE, 'return __compareCountryNames(a, b);');
}

export function phoneCountryOrder(): Plugin {
  return {
    name: 'phone-country-order',
    enforce: 'pre',
    transform(code, id) {
      return HELPERS.test(id.split('?')[0]) ? { code: withoutLocaleCompare(code), map: null } : null;
    },
  };
}
