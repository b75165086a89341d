import { TENANCY } from './member-values';

/*
 * The type checks the written-out readers (member-list-fast-reader.ts, session-readers.ts) share,
 * each the same as superstruct's: number() is any number but NaN, string() and boolean() their
 * typeof. No superstruct here: the members list's worker imports the fast reader.
 */

export const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const TENANCIES: readonly unknown[] = [TENANCY.ADMINISTRATOR, TENANCY.STANDARD];

/** One of the two tenancies (spec 6), as the API names them. */
export const isTenancy = (value: unknown): value is (typeof TENANCY)[keyof typeof TENANCY] => TENANCIES.includes(value);

/** Each item read by `readItem` into a new array, or null when one is not right. */
export function readArray<T>(value: unknown, readItem: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items = new Array<T>(value.length);
  for (let index = 0; index < value.length; index += 1) {
    const item = readItem(value[index]);
    if (item === null) return null;
    items[index] = item;
  }
  return items;
}
