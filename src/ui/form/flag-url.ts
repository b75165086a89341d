/**
 * Country flags are files of the portal (/flags/, written by scripts/flags.ts at build time), not a
 * bundled sheet: a page fetches the flags it shows, from its own host, never a CDN.
 * `{XX}` is the phone input's placeholder for the country code.
 */
export const FLAG_URL = '/flags/{XX}.svg';

export const flagUrl = (code: string): string => FLAG_URL.replace('{XX}', code);
