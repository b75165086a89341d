import { compareMemberRows } from './member-order';
import type { MemberListChanges, MemberRow } from './members';

/** The first index of `rows` (in the list's order) that `row` goes before: a binary search. */
function placeOf(rows: readonly MemberRow[], row: MemberRow): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareMemberRows(row, rows[middle]) < 0) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The list held, brought to the version of `changes`: the rows with a removed or changed user id
 * or address dropped, the changed rows placed where the list's order puts them (member-order.ts).
 * The held rows are in that order already (the server's): each changed row's place is found by a
 * binary search, so an update of a few rows in 50,000 compares a few dozen rows, not all of them.
 */
export function mergeMemberChanges(held: readonly MemberRow[], changes: MemberListChanges): MemberRow[] {
  const userIds = new Set<number>(changes.removed_user_ids);
  const emails = new Set<string>(changes.removed_emails);
  for (const row of changes.changed) {
    if (row.user_id !== null) userIds.add(row.user_id);
    emails.add(row.email);
  }
  const kept = held.filter((row) => !emails.has(row.email) && !(row.user_id !== null && userIds.has(row.user_id)));
  const added = [...changes.changed].sort(compareMemberRows);
  if (added.length === 0) return kept;
  const merged: MemberRow[] = [];
  let from = 0;
  for (const row of added) {
    const place = Math.max(from, placeOf(kept, row));
    for (let index = from; index < place; index += 1) merged.push(kept[index]);
    merged.push(row);
    from = place;
  }
  for (let index = from; index < kept.length; index += 1) merged.push(kept[index]);
  return merged;
}
