import { describe, expect, it } from 'vitest';
import { medianFigures, type RunFigures } from '../../scripts/bench/run-medians';

const run = (score: number | null, lcpMs: number, tbtMs: number, cls = 0): RunFigures => ({ score, lcpMs, tbtMs, cls });

describe('the bench\'s Lighthouse figures over several runs', () => {
  it('takes each figure\'s own median, so one run\'s outlier is not the figure', () => {
    const figures = medianFigures([run(0.99, 1752, 7), run(0.99, 1610, 73), run(0.95, 1845, 215), run(0.99, 1771, 4), run(0.98, 1942, 31)]);
    expect(figures).toEqual({ score: 0.99, lcpMs: 1771, tbtMs: 31, cls: 0, lcpRangeMs: [1610, 1942], tbtRangeMs: [4, 215] });
  });

  it('averages the two middle runs of an even count, and leaves out runs without a score', () => {
    const figures = medianFigures([run(null, 1500, 10, 0.01), run(0.9, 1700, 30, 0.03), run(1, 1600, 20, 0.02), run(null, 1800, 40, 0)]);
    expect(figures.score).toBeCloseTo(0.95);
    expect(figures.lcpMs).toBe(1650);
    expect(figures.tbtMs).toBe(25);
    expect(figures.cls).toBeCloseTo(0.015);
    expect(medianFigures([run(null, 1500, 10)]).score).toBeNull();
  });

  it('refuses no runs at all', () => {
    expect(() => medianFigures([])).toThrow(/no runs/);
  });
});
