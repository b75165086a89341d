import { compareMemberRows, INVITATION_STATUS, type MemberRow } from '../../src/api/contract';
import { grantableProducts } from '../catalogue/grantable-products';
import type { Queryable } from '../db/db';
import { listMembersAndInvitations, type MemberList, type RowKeys } from './member-list';
import { yieldToOthers } from './yield-to-others';

/**
 * The whole list, read a slice of keys at a time, so that building it never holds the event loop
 * for long, on PGlite (whose queries run on this thread) and on PostgreSQL (whose rows are parsed
 * here) alike: at 50,000 rows one query took 1.5 s in which the server answered nobody else.
 * Each slice is read by the list's own keyed query, in the list's order; the sorted slices are then
 * merged a pair at a time, yielding between merges (one sort of 50,000 rows is some 110 ms).
 *
 * The slices are not one snapshot: a row written meanwhile may be read before or after its write.
 * The list is kept under the version read before the first slice (member-list-cache.ts), so the
 * next call brings every row written since up to date from the change log.
 */
const KEYS_PER_SLICE = 500;
const { ACCEPTED, PENDING, CANCELED } = INVITATION_STATUS;

/** What identifies a row: a member by their user, an invitation by its address. */
const rowKey = (row: MemberRow): string => (row.status === ACCEPTED ? `u${row.user_id}` : `e${row.email}`);

/**
 * The account's keys a slice at a time, in the order of the indexes that lead with the account:
 * members' user ids, then listed invitations' addresses. Each read is one step along an index.
 */
async function* slicesOf(db: Queryable, accountId: number): AsyncGenerator<RowKeys> {
  for (let after = 0; ;) {
    const members = await db.query<{ user_id: number }>(
      'select user_id from user_accounts where account_id = $1 and user_id > $2 order by user_id limit $3',
      [accountId, after, KEYS_PER_SLICE],
    );
    if (members.length > 0) yield { userIds: members.map((row) => row.user_id), emails: [] };
    if (members.length < KEYS_PER_SLICE) break;
    after = members[members.length - 1].user_id;
  }
  for (let after = ''; ;) {
    const invitations = await db.query<{ email: string }>(
      `select email from invitations where account_id = $1 and status in (${PENDING}, ${CANCELED}) and email > $2
       order by email limit $3`,
      [accountId, after, KEYS_PER_SLICE],
    );
    if (invitations.length > 0) yield { userIds: [], emails: invitations.map((row) => row.email) };
    if (invitations.length < KEYS_PER_SLICE) break;
    after = invitations[invitations.length - 1].email;
  }
}

/** Two runs in the list's order, as one. */
function mergeTwo(a: readonly MemberRow[], b: readonly MemberRow[]): MemberRow[] {
  const merged: MemberRow[] = new Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) merged[k++] = compareMemberRows(b[j], a[i]) < 0 ? b[j++] : a[i++];
  while (i < a.length) merged[k++] = a[i++];
  while (j < b.length) merged[k++] = b[j++];
  return merged;
}

/** Sorted runs merged into one, a pair at a time, yielding after each merge. */
async function mergeRuns(runs: MemberRow[][]): Promise<MemberRow[]> {
  let level = runs.filter((run) => run.length > 0);
  while (level.length > 1) {
    const next: MemberRow[][] = [];
    for (let index = 0; index < level.length; index += 2) {
      next.push(index + 1 < level.length ? mergeTwo(level[index], level[index + 1]) : level[index]);
      await yieldToOthers();
    }
    level = next;
  }
  return level[0] ?? [];
}

export async function listMembersInSlices(db: Queryable, accountId: number, now: Date): Promise<MemberList> {
  const products = await grantableProducts(db, accountId);
  const runs: MemberRow[][] = [];
  const seen = new Set<string>();
  let changesAt: Date | null = null;
  for await (const slice of slicesOf(db, accountId)) {
    await yieldToOthers();
    const part = await listMembersAndInvitations(db, accountId, now, slice, products);
    // A member's address may also be an invitation's key (and the reverse): a row is listed once.
    runs.push(part.rows.filter((row) => !seen.has(rowKey(row)) && seen.add(rowKey(row)) !== undefined));
    if (part.changesAt && (!changesAt || part.changesAt < changesAt)) changesAt = part.changesAt;
  }
  return { rows: await mergeRuns(runs), changesAt };
}
