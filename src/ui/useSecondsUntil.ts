import { useEffect, useState } from 'react';

/** A wait: when it was set and when it ends, in ms since the epoch. */
export type Wait = { readonly since: number; readonly until: number };

export const NO_WAIT: Wait = { since: 0, until: 0 };

const secondsLeft = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 1000));

/**
 * Whole seconds left of `wait`, 0 once it has passed. The component renders again as each second
 * runs out (timed to the deadline, so the count never skips one) and stops at 0. Until the first
 * tick, a new wait counts from when it was set: the moment it arrived, near enough.
 */
export function useSecondsUntil(wait: Wait): number {
  const [tick, setTick] = useState<{ wait: Wait; now: number } | null>(null);
  const { until } = wait;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      const left = until - Date.now();
      setTick({ wait, now: Date.now() });
      if (left <= 0) return;
      timer = setTimeout(next, left % 1000 || 1000);
    };
    next();
    return () => clearTimeout(timer);
  }, [wait, until]);
  return secondsLeft(until, tick?.wait === wait ? tick.now : wait.since);
}

/** A wait as minutes and seconds: 42 -> '0:42', 125 -> '2:05'. */
export const minutesAndSeconds = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
