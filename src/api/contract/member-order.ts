import { INVITATION_STATUS } from './member-values';

/** What the order reads of a row: the fields of MemberRow it sorts by. */
export type OrderedRow = {
  status: number; first_name: string; last_name: string; email: string; invited_at: string | null;
};

const { PENDING, ACCEPTED, CANCELED } = INVITATION_STATUS;
const GROUP: Record<number, number> = { [ACCEPTED]: 0, [PENDING]: 1, [CANCELED]: 2 };

/**
 * PostgreSQL's lower() on the server's databases (a C.UTF-8 ctype): each character on its own, to
 * one character. JavaScript's toLowerCase can make two ('İ' to 'i̇'): the first is the one kept.
 */
export function lowerLikeDatabase(text: string): string {
  // ASCII (most names) lowers the same either way.
  if (!/[^ -~]/.test(text)) return text.toLowerCase();
  let lowered = '';
  for (const character of text) lowered += String.fromCodePoint(character.toLowerCase().codePointAt(0) as number);
  return lowered;
}

/** By code point, as PostgreSQL's "C" collation compares UTF-8 bytes. */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const end = Math.min(a.length, b.length);
  for (let index = 0; index < end; index += 1) {
    const x = a.codePointAt(index) as number;
    const y = b.codePointAt(index) as number;
    if (x !== y) return x - y;
    if (x > 0xffff) index += 1;
  }
  return a.length - b.length;
}

/**
 * THE order of the members list, which the server's query sorts by (server/members/member-list.ts)
 * and the portal keeps when it merges changed rows into those it holds: members by first name,
 * last name (case-folded), then pending invitations, then canceled ones, each newest first by the
 * date last sent (none last); the address settles the rest, and no two rows share one.
 */
export function compareMemberRows(a: OrderedRow, b: OrderedRow): number {
  const group = (GROUP[a.status] ?? 3) - (GROUP[b.status] ?? 3);
  if (group !== 0) return group;
  if (a.status === ACCEPTED) {
    const byName = compareCodePoints(lowerLikeDatabase(a.first_name), lowerLikeDatabase(b.first_name))
      || compareCodePoints(lowerLikeDatabase(a.last_name), lowerLikeDatabase(b.last_name));
    if (byName !== 0) return byName;
  } else if (a.invited_at !== b.invited_at) {
    // ISO 8601 in UTC, to the millisecond: as text, in time order.
    if (a.invited_at === null) return 1;
    if (b.invited_at === null) return -1;
    return a.invited_at < b.invited_at ? 1 : -1;
  }
  return compareCodePoints(a.email, b.email);
}
