/** One Lighthouse run's figures, as the bench reports them. */
export type RunFigures = { score: number | null; lcpMs: number; tbtMs: number; cls: number };

/** Each figure's median over the runs, and the lowest and highest of each timing. */
export type MedianFigures = RunFigures & { lcpRangeMs: [number, number]; tbtRangeMs: [number, number] };

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

/**
 * Each figure the median of its own runs (Lighthouse CI's `median` aggregation for assertions),
 * not the figures of one "median run": Lighthouse picks that run by its FCP and TTI alone, so its
 * TBT could be any of the runs', the highest included (a dashboard's runs of TBT 7-73 ms and one
 * of 215 ms reported 215). The score is the median of the runs' scores; a run without one (its
 * performance category did not score) leaves it out, and none at all gives null.
 */
export function medianFigures(runs: readonly RunFigures[]): MedianFigures {
  if (runs.length === 0) throw new Error('medianFigures: no runs');
  const scores = runs.map((run) => run.score).filter((score): score is number => score !== null);
  const lcps = runs.map((run) => run.lcpMs);
  const tbts = runs.map((run) => run.tbtMs);
  return {
    score: scores.length ? median(scores) : null,
    lcpMs: median(lcps),
    tbtMs: median(tbts),
    cls: median(runs.map((run) => run.cls)),
    lcpRangeMs: range(lcps),
    tbtRangeMs: range(tbts),
  };
}
