import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { sweepExpired, type SweepReport } from './sweep';

export type SweepSchedule = {
  /** Delay before the first sweep: soon after start, but not in the way of start-up. */
  firstAfterMs: number;
  everyMs: number;
};

export const DEFAULT_SWEEP_SCHEDULE: SweepSchedule = { firstAfterMs: 30_000, everyMs: 10 * 60_000 };

export type Sweeper = {
  /** No sweep starts after this; resolves once one in progress has finished (before the database closes). */
  stop(): Promise<void>;
};

/**
 * Runs sweepExpired on a timer. The timers are unref'd: they never keep the process alive. A failed
 * sweep is logged and the next one runs as planned.
 */
export function startSweeper(
  db: Db,
  clock: Clock,
  schedule: SweepSchedule = DEFAULT_SWEEP_SCHEDULE,
  log: (line: string) => void = console.log,
): Sweeper {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout;

  const sweepOnce = async () => {
    try {
      const report = await sweepExpired(db, clock.now());
      const deleted = report ? summary(report) : '';
      if (deleted) log(`Sweep: deleted ${deleted}`);
    } catch (error) {
      console.error('Sweep failed:', error);
    }
  };
  const run = () => {
    running = sweepOnce().finally(() => {
      if (!stopped) plan(schedule.everyMs);
    });
  };
  const plan = (delayMs: number) => {
    timer = setTimeout(run, delayMs);
    timer.unref();
  };
  plan(schedule.firstAfterMs);

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** "3 challenges, 1 sessions", or '' when nothing was deleted (nothing is logged then). */
function summary(report: NonNullable<SweepReport>): string {
  return Object.entries(report)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${count} ${table}`)
    .join(', ');
}
