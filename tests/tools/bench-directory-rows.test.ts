import { describe, expect, it } from 'vitest';
import { directoryRows, type DirectoryResult } from '../../scripts/bench/directory-rows';

const online = (fresh: number | null, listBytes: number | null, longestTaskMs: number | null) =>
  ({ saved: 400, fresh, savedWasFresh: false, apiMs: 600, listBytes, longestTaskMs });

const result = (overrides: Partial<DirectoryResult> = {}): DirectoryResult => ({
  members: 50_000, rows: 50_040, seedSeconds: 41, runs: 2,
  starts: {
    offline: [{ firstRowMs: 800, allRowsMs: 900 }, { firstRowMs: 700, allRowsMs: 850 }],
    online: [online(2500, 4000, 30), online(2900, 6000, 45)],
  },
  search: { keystrokes: 12, medianMs: 40, p95Ms: 90, maxMs: 95, samplesMs: [] },
  load: { seconds: 10, writes: 100, failedWrites: 0, listCalls: 20, healthChecks: 200, healthP50Ms: 4, healthP99Ms: 30, healthMaxMs: 48 },
  ...overrides,
});

const verdicts = (rows: ReturnType<typeof directoryRows>) => rows.map((row) => [row.budget, row.pass]);

describe("the bench's directory figures", () => {
  it("rows each of issue 52's budgets for the size, under a section naming the rows and the seeding", () => {
    const rows = directoryRows(result());
    expect(rows[0].section).toBe('Manage Users, 50,040 rows (seeded in 41 s)');
    expect(verdicts(rows)).toEqual([
      ['<= 1.00 s', true], ['every run', true], ['<= 3.00 s', true], ['< 10.0 KB', true], ['<= 50 ms', true],
      ['<= 50 ms', true], ['<= 100 ms', true], ['<= 50 ms', true],
    ]);
  });

  it('misses where a run did not count every saved row, a figure is over its budget, or the directory was refused', () => {
    const rows = directoryRows(result({
      starts: { offline: [{ firstRowMs: 800, allRowsMs: null }], online: [online(3100, 2_600_000, 80)] },
      search: { keystrokes: 12, medianMs: 60, p95Ms: 140, maxMs: 200, samplesMs: [] },
      load: { seconds: 10, writes: 100, failedWrites: 3, listCalls: 20, healthChecks: 200, healthP50Ms: 4, healthP99Ms: 30, healthMaxMs: 48 },
    }));
    expect(rows.map((row) => row.pass)).toEqual([true, false, false, false, false, false, false, false]);
    expect(rows[3].value).toBe('2600.0 KB');
  });

  it('says a part that could not run, as a miss', () => {
    const rows = directoryRows(result({ search: { error: 'no search box' } }));
    expect(rows.find((row) => row.figure === 'member search')).toMatchObject({ value: 'failed: no search box', pass: false });
  });
});
