import { describe, expect, it } from 'vitest';
import { compareMemberRows, type MemberListChanges, type MemberRow } from '../../src/api/contract';
import { mergeMemberChanges } from '../../src/api/contract';
import { asHeld } from '../../src/features/members/held-members';

const member = (userId: number, first: string, last = 'Member'): MemberRow => ({
  user_id: userId, first_name: first, last_name: last, email: `${first.toLowerCase()}.${userId}@example.com`, tenancy: 'STANDARD',
  is_primary_contact: 0, status: 2, expired: false, invited_at: '2026-01-01T00:00:00.000Z', suspended: false, packages: [],
});
const invitation = (email: string, invitedAt: string | null, status: MemberRow['status'] = 0, userId: number | null = null): MemberRow => ({
  user_id: userId, first_name: '', last_name: '', email, tenancy: 'STANDARD', is_primary_contact: 0, status, expired: false,
  invited_at: invitedAt, suspended: false, packages: [],
});
const sorted = (rows: MemberRow[]) => [...rows].sort(compareMemberRows);
const changes = (changed: MemberRow[], removed: { ids?: number[]; emails?: string[] } = {}): MemberListChanges => ({
  version: '1.2.3', changed, removed_user_ids: removed.ids ?? [], removed_emails: removed.emails ?? [],
});

const held = sorted([
  member(1, 'Ada'), member(2, 'Émile'), member(3, 'grace'), member(4, 'Zed'), member(5, 'Ada', 'Byron'),
  invitation('new@example.com', '2026-02-03T10:00:00.000Z'), invitation('old@example.com', '2026-01-03T10:00:00.000Z'),
  invitation('reg@example.com', '2026-01-04T10:00:00.000Z', 0, 9),
  invitation('gone@example.com', null, 3), invitation('canceled@example.com', '2026-01-01T00:00:00.000Z', 3),
]);

describe('merging the changes since a version into the members list held', () => {
  it('gives the list the server would send whole: rows edited, moved, added and removed, in the list order', () => {
    const renamed = { ...member(1, 'Yolanda'), email: member(1, 'Ada').email };
    const suspended = { ...member(3, 'grace'), suspended: true };
    const joined = member(9, 'Reg');
    const invited = invitation('fresh@example.com', '2026-03-01T00:00:00.000Z');
    const expired = { ...invitation('old@example.com', '2026-01-03T10:00:00.000Z'), expired: true };
    const answer = changes([invited, expired, joined, suspended, renamed], { ids: [5], emails: ['gone@example.com'] });

    const expected = sorted([
      renamed, member(2, 'Émile'), suspended, member(4, 'Zed'), joined,
      invited, invitation('new@example.com', '2026-02-03T10:00:00.000Z'), expired, invitation('canceled@example.com', '2026-01-01T00:00:00.000Z', 3),
    ]);
    expect(mergeMemberChanges(held, answer)).toEqual(expected);
  });

  it('drops a row by its user id when its address changed, and by its address when its user went', () => {
    const moved = { ...member(4, 'Zed'), email: 'zed.elsewhere@example.com' };
    const unregistered = invitation('reg@example.com', '2026-01-04T10:00:00.000Z');
    const merged = mergeMemberChanges(held, changes([moved, unregistered]));
    expect(merged.filter((row) => row.user_id === 4)).toEqual([moved]);
    expect(merged.filter((row) => row.email === 'reg@example.com')).toEqual([unregistered]);
    expect(merged).toHaveLength(held.length);
    expect(merged).toEqual(sorted(merged));
  });

  it('keeps the very rows held when nothing changed', () => {
    const merged = mergeMemberChanges(held, changes([]));
    expect(merged).toEqual(held);
    merged.forEach((row, index) => expect(row).toBe(held[index]));
  });

  it('orders by code point after folding case, members before pending before canceled, newest first, no date last', () => {
    const rows = [
      invitation('b@example.com', null, 3), invitation('a@example.com', '2026-01-01T00:00:00.000Z', 3),
      invitation('z@example.com', '2026-01-01T00:00:00.000Z'), invitation('y@example.com', '2026-01-02T00:00:00.000Z'),
      member(1, 'Émile'), member(2, 'zoe'), member(3, 'Zoe', 'A'), member(4, 'adam'),
    ];
    expect(sorted(rows).map((row) => row.email)).toEqual([
      'adam.4@example.com', 'zoe.3@example.com', 'zoe.2@example.com', 'émile.1@example.com',
      'y@example.com', 'z@example.com', 'a@example.com', 'b@example.com',
    ]);
  });

  it('reads every saved shape: the rows alone, rows with their ETag, and with their version', () => {
    const rows = [member(1, 'Ada')];
    expect(asHeld(rows)).toEqual({ rows, etag: null });
    expect(asHeld({ rows, etag: 'W/"a"' })).toEqual({ rows, etag: 'W/"a"' });
    expect(asHeld({ rows, etag: null, version: '1.2.3' })).toEqual({ rows, etag: null, version: '1.2.3' });
    expect(asHeld(undefined)).toBeUndefined();
  });
});

describe('merging many changes into a long list', () => {
  it('places every changed row where sorting the whole list would, whichever rows change', () => {
    const names = ['Ada', 'Bea', 'Cyd', 'Dov', 'Eve', 'Fay', 'Gus', 'Hal'];
    const list = sorted(Array.from({ length: 400 }, (_, index) => member(index + 1, names[index % names.length], `M${index % 37}`)));
    // A fixed sequence of picks: the same list and changes every run.
    let seed = 7;
    const pick = (length: number) => (seed = (seed * 48271) % 2147483647) % length;
    for (let round = 0; round < 30; round += 1) {
      // Rows changed (renamed: they move) and rows removed, each key once, as the server answers.
      const changedById = new Map<number, MemberRow>();
      for (let count = 1 + pick(12); count > 0; count -= 1) {
        const row = list[pick(list.length)];
        changedById.set(row.user_id as number, { ...row, first_name: names[pick(names.length)], last_name: `M${pick(50)}` });
      }
      const removed = [...new Set(Array.from({ length: pick(4) }, () => list[pick(list.length)].user_id as number))]
        .filter((id) => !changedById.has(id));
      const answer = changes([...changedById.values()], { ids: removed });
      const expected = sorted([
        ...list.filter((row) => !removed.includes(row.user_id as number) && !changedById.has(row.user_id as number)),
        ...changedById.values(),
      ]);
      expect(mergeMemberChanges(list, answer), `round ${round}`).toEqual(expected);
    }
  });
});
