import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { recheckVerifiedDomains } from '../sso/domain-recheck';
import type { TxtLookup } from '../sso/txt-lookup';
import { sweepExpired, type SweepReport } from './sweep';

export type SweepSchedule = {
  /** Delay before the first run: soon after start, but not in the way of start-up. */
  firstAfterMs: number;
  everyMs: number;
};

export const DEFAULT_SWEEP_SCHEDULE: SweepSchedule = { firstAfterMs: 30_000, everyMs: 10 * 60_000 };

export type Sweeper = {
  /** No run starts after this; resolves once one in progress has finished (before the database closes). */
  stop(): Promise<void>;
};

/**
 * Runs `task` on a timer, one run at a time. The timers are unref'd: they never keep the process
 * alive. A failed run is logged and the next one runs as planned.
 */
export function runPeriodically(label: string, task: () => Promise<void>, schedule: SweepSchedule): Sweeper {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout;

  const run = () => {
    running = task()
      .catch((error: unknown) => console.error(`${label} failed:`, error))
      .finally(() => {
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

/** Runs sweepExpired periodically, logging what it deleted. */
export function startSweeper(
  db: Db,
  clock: Clock,
  schedule: SweepSchedule = DEFAULT_SWEEP_SCHEDULE,
  log: (line: string) => void = console.log,
): Sweeper {
  return runPeriodically('Sweep', async () => {
    const report = await sweepExpired(db, clock.now());
    const deleted = report ? summary(report) : '';
    if (deleted) log(`Sweep: deleted ${deleted}`);
  }, schedule);
}

/** Each domain is due once a day; an hourly run finds those due soon after, and spreads them out. */
export const DOMAIN_RECHECK_SCHEDULE: SweepSchedule = { firstAfterMs: 60_000, everyMs: 60 * 60_000 };

/** Re-checks verified domains' TXT records periodically (sso/domain-recheck.ts), logging the ones lost. */
export function startDomainRechecks(
  db: Db,
  clock: Clock,
  txtLookup: TxtLookup,
  schedule: SweepSchedule = DOMAIN_RECHECK_SCHEDULE,
  log: (line: string) => void = console.log,
): Sweeper {
  return runPeriodically('Domain re-check', async () => {
    const report = await recheckVerifiedDomains(db, txtLookup, clock.now());
    if (report.missing > 0) log(`Domain re-check: ${report.missing} of ${report.checked} records missing, ${report.lost} domains no longer verified`);
  }, schedule);
}

/** "3 challenges, 1 sessions", or '' when nothing was deleted (nothing is logged then). */
function summary(report: NonNullable<SweepReport>): string {
  return Object.entries(report)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${count} ${table}`)
    .join(', ');
}
