import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../scripts/bench/budgets';
import { feltRows, summary } from '../../scripts/bench/felt-rows';
import type { FeltPhoneResult } from '../../scripts/bench/felt-phone';
import type { StartTimes } from '../../scripts/bench/felt-starts';

const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

const start = (saved: number | null, fresh: number | null): StartTimes => ({ saved, fresh, savedWasFresh: null, apiMs: 600 });

describe("the bench's felt figures", () => {
  it('is the median of the runs with their lowest and highest, against the budget', () => {
    expect(summary([900, 700, 1200, 800, 950], seconds, 1000)).toEqual({ value: '0.90 s (0.70 s-1.20 s)', pass: true });
    expect(summary([1100, 700, 1200, 800, 1050], seconds, 1000)).toEqual({ value: '1.05 s (0.70 s-1.20 s)', pass: false });
  });

  it('misses when a run never showed it, however fast the others were, and says how many did not', () => {
    expect(summary([300, null, 400], seconds, 1000)).toEqual({ value: '0.35 s (0.30 s-0.40 s); not shown in 1 of 3', pass: false });
    expect(summary([null, null], seconds, 1000)).toEqual({ value: 'not shown in 2 run(s)', pass: false });
    expect(summary([null], seconds, null)).toEqual({ value: 'not shown in 1 run(s)', pass: null });
  });

  it("rows every screen's starts and every tap with issue 51's budgets", () => {
    const starts = { 'installed-online': [start(800, 1900)], 'installed-offline': [start(900, null)], cold: [start(2400, 2400)], 'installed-online-unthrottled': [start(250, 400)] };
    const felt: FeltPhoneResult = {
      runs: 1,
      screens: [{ screen: 'dashboard', starts }],
      taps: { invite: [{ inpMs: 120, shownMs: 300 }], searchKey: [{ inpMs: 250, shownMs: 260 }], menuMove: [{ inpMs: null, shownMs: null }] },
    };
    const rows = feltRows(felt, BUDGETS.felt);
    const budgeted = rows.filter((row) => row.pass !== null).map((row) => [row.figure.split(':')[0], row.budget, row.pass]);
    expect(budgeted).toEqual([
      ['installed, online, CPU 4× + slow 4G', '<= 1.00 s', true],
      ['installed, online, CPU 4× + slow 4G', '<= 2.00 s', true],
      ['installed, offline, CPU 4×', '<= 1.00 s', true],
      ['cold (no service worker, no cache, session only), CPU 4× + slow 4G', '<= 2.50 s', true],
      ['installed, online, unthrottled (loopback)', '<= 300 ms', true],
      ["tap 'Invite Members' (Manage Users, 390 px)", '<= 200 ms', true],
      ['a key in the member search (5,040 rows, 390 px)', '<= 200 ms', false],
      ['dashboard to Manage Users by the menu (1280 px)', '<= 200 ms', false],
    ]);
  });
});
