import { accountLabels } from '../../src/api/contract';

/*
 * The Details column: what changed, as a person reads it. Written with the entry, so it reads the
 * same later whatever the account, its apps or its people have become since.
 */

const shown = (value: string | number | null | undefined): string => (value === null || value === undefined || value === '' ? '—' : String(value));

/** 'Label: before → after' for each field that differs, joined by '; ' ('' when none). */
export function fieldChanges<K extends string>(
  labels: Record<K, string>, before: Record<K, string | number | null>, after: Record<K, string | number | null>,
): string {
  return (Object.keys(labels) as K[])
    .filter((key) => shown(before[key]) !== shown(after[key]))
    .map((key) => `${labels[key]}: ${shown(before[key])} → ${shown(after[key])}`)
    .join('; ');
}

/** The account form's fields as the log compares them. */
export type AccountDetails = Record<keyof typeof accountLabels, string | number | null>;

export const accountChanges = (before: AccountDetails, after: AccountDetails): string => fieldChanges(accountLabels, before, after);

export const userTypeChange = (before: string, after: string): string => (before === after ? '' : `User type: ${before} → ${after}`);

/** Apps whose state changed: 'Allowed: A, B; Blocked: C' ('' when none did). */
export function appChanges(products: readonly { id: number; name: string }[], blockedBefore: readonly number[], blockedAfter: readonly number[]): string {
  const before = new Set(blockedBefore);
  const after = new Set(blockedAfter);
  const allowed = products.filter((product) => before.has(product.id) && !after.has(product.id)).map((product) => product.name);
  const blocked = products.filter((product) => !before.has(product.id) && after.has(product.id)).map((product) => product.name);
  return [allowed.length ? `Allowed: ${allowed.join(', ')}` : '', blocked.length ? `Blocked: ${blocked.join(', ')}` : '']
    .filter(Boolean).join('; ');
}

export const joinDetails = (...parts: string[]): string => parts.filter(Boolean).join('; ');
