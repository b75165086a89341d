import { compareMemberRows } from './member-order';
import type { MemberListChanges, MemberRow } from './members';

/**
 * The list held, brought to the version of `changes`: the rows with a removed or changed user id
 * or address dropped, the changed rows placed where the list's order puts them (member-order.ts).
 * The held rows are in that order already (the server's); one pass merges the two, so an
 * update of a few rows in 50,000 never sorts the whole list.
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
  const merged: MemberRow[] = [];
  let next = 0;
  for (const row of kept) {
    while (next < added.length && compareMemberRows(added[next], row) < 0) merged.push(added[next++]);
    merged.push(row);
  }
  while (next < added.length) merged.push(added[next++]);
  return merged;
}
