import { describe, expect, it, vi } from 'vitest';
import type { MemberRow } from '../../src/api/contract';
import {
  ROWS_PER_SLICE, ROWS_PER_YIELD, readMemberListText, readMemberListTextInSlices, writeMemberListText,
} from '../../src/api/contract/member-list-text';
import { INVITATION_STATUS, TENANCY } from '../../src/api/contract/member-values';

const APPS = [
  { id: 1, product_name: 'Suite', name: 'Books' },
  { id: 2, product_name: 'Suite', name: 'Payroll' },
];

const member = (index: number): MemberRow => ({
  user_id: index % 9 === 0 ? null : index,
  first_name: `First ${index}`,
  last_name: `Last ${index}`,
  email: `member${index}@example.com`,
  tenancy: index === 0 ? TENANCY.ADMINISTRATOR : TENANCY.STANDARD,
  is_primary_contact: index === 0 ? 1 : 0,
  status: index % 9 === 0 ? INVITATION_STATUS.PENDING : INVITATION_STATUS.ACCEPTED,
  expired: index % 13 === 0,
  invited_at: index % 9 === 0 ? '2026-11-20T10:00:00.000Z' : null,
  packages: APPS.map((app, at) => ({ ...app, isAllowed: (index + at) % 3 !== 0 })),
});

const list = (count: number) => Array.from({ length: count }, (_, index) => member(index));

describe('the members list read from its compact text a slice at a time', () => {
  it('gives the rows and ETag the whole read gives, yielding once per half line of rows', async () => {
    const rows = list(ROWS_PER_SLICE * 2 + 7);
    const text = writeMemberListText(rows, 'W/"v3"');
    let yields = 0;
    const read = await readMemberListTextInSlices(text, async () => {
      yields += 1;
    });
    expect(read).toEqual(readMemberListText(text));
    expect(read).toEqual({ rows, etag: 'W/"v3"' });
    // 1,007 rows: after rows 250, 500, 750 and 1,000.
    expect(yields).toBe(4);
  });

  it('keeps the text it read with the rows, so saving them writes nothing again', async () => {
    const text = writeMemberListText(list(3), null);
    const { rows, etag } = await readMemberListTextInSlices(text, () => Promise.resolve());
    expect(writeMemberListText(rows, etag)).toBe(text);
  });

  it('refuses a text this version did not write, as the whole read does', async () => {
    const broken = JSON.stringify([1, null, [1, 'Suite', 'Books'], [1, 'A', 'B', 'a@b.c', 7, 0, 2, 0, null, [1]]]);
    expect(() => readMemberListText(broken)).toThrow(/not in the form/);
    await expect(readMemberListTextInSlices(broken, () => Promise.resolve())).rejects.toThrow(/not in the form/);
  });

  it('parses the text a line of rows at a time, and yields every half line, never all of it at once', async () => {
    const rows = list(ROWS_PER_SLICE * 2 + 7);
    const text = writeMemberListText(rows, null);
    const steps: string[] = [];
    const parse = JSON.parse;
    vi.spyOn(JSON, 'parse').mockImplementation((source: string) => {
      steps.push(`parse ${source.length}`);
      return parse(source) as unknown;
    });
    await readMemberListTextInSlices(text, async () => void steps.push('yield'));
    const lines = text.split('\n').map((line) => `parse ${line.length}`);
    expect(lines).toHaveLength(4);
    expect(ROWS_PER_YIELD * 2).toBe(ROWS_PER_SLICE);
    // The head line, then each line of rows parsed where its first row is built, a yield after every half line.
    expect(steps).toEqual([lines[0], lines[1], 'yield', 'yield', lines[2], 'yield', 'yield', lines[3]]);
  });

  it('refuses a text whose lines do not hold the rows its first line counts', async () => {
    const [head, ...lines] = writeMemberListText(list(ROWS_PER_SLICE + 1), null).split('\n');
    const shortOfALine = [head, lines[0]].join('\n');
    const rowMissing = [head, lines[0], '[]'].join('\n');
    for (const broken of [shortOfALine, rowMissing]) {
      expect(() => readMemberListText(broken)).toThrow(/not in the form/);
      await expect(readMemberListTextInSlices(broken, () => Promise.resolve())).rejects.toThrow(/not in the form/);
    }
  });
});

describe('a members list saved by the version before (one line: [1, etag, apps, every row])', () => {
  it('still reads, so an upgraded portal shows the saved list offline', async () => {
    const saved = JSON.stringify([1, 'W/"v1"', [1, 'Suite', 'Books', 2, 'Suite', 'Payroll'], [
      7, 'Ada', 'Lovelace', 'ada@example.com', 0, 1, 2, 0, null, [1, -2],
      null, 'Bo', 'Pending', 'bo@example.com', 1, 0, 0, 1, '2026-11-20T10:00:00.000Z', [-1],
    ]]);
    const expected = {
      etag: 'W/"v1"',
      rows: [
        {
          user_id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', tenancy: TENANCY.ADMINISTRATOR,
          is_primary_contact: 1, status: INVITATION_STATUS.ACCEPTED, expired: false, invited_at: null,
          packages: [{ ...APPS[0], isAllowed: true }, { ...APPS[1], isAllowed: false }],
        },
        {
          user_id: null, first_name: 'Bo', last_name: 'Pending', email: 'bo@example.com', tenancy: TENANCY.STANDARD,
          is_primary_contact: 0, status: INVITATION_STATUS.PENDING, expired: true, invited_at: '2026-11-20T10:00:00.000Z',
          packages: [{ ...APPS[0], isAllowed: false }],
        },
      ],
    };
    expect(readMemberListText(saved)).toEqual(expected);
    expect(await readMemberListTextInSlices(saved, () => Promise.resolve())).toEqual(expected);
  });
});
