/** A name as it sorts: without accents, in lower case ('Åland Islands' sorts as 'aland islands'). */
const sortKey = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * Orders country names as `localeCompare(…, 'en')` does (a test holds it to that for every name
 * the phone library knows), without it: the first locale-aware comparison on a page loads the
 * browser's collation data, some 30 ms of one long task on a fast machine and four times that on
 * a phone, for two lists of 200 names in plain English.
 */
export function compareCountryNames(a: string, b: string): number {
  const [x, y] = [sortKey(a), sortKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}
