import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A clock the test moves by hand, for behaviour that depends on time (debounces, throttles).
 * Install it with `vi.useFakeTimers()` once the screen has loaded: lazy screens load on real time.
 * The clock stays frozen between steps, so "just before" and "just after" mean exactly that on a
 * busy machine too. The config's `restoreMocks` does not give the real timers back; call
 * `vi.useRealTimers()` before using Testing Library's waiting helpers or userEvent again: both wait
 * on a real-time tick that a frozen clock never gives.
 */

/** Moves the clock by `ms`, firing the timers due, inside act so React renders what they change. */
export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/**
 * Types `text` after the field's current value, one key every `gapMs` on the clock. fireEvent, not
 * userEvent: userEvent waits for a real-time tick after each key (see above).
 */
export async function typeKeys(input: HTMLInputElement, text: string, gapMs = 0): Promise<void> {
  for (const [index, key] of [...text].entries()) {
    if (index > 0) await advance(gapMs);
    fireEvent.change(input, { target: { value: input.value + key } });
  }
}

/**
 * Moves the clock in `stepMs` steps until `find` returns, e.g. until an answer already sent for has
 * rendered (TanStack Query hands results over on a zero-delay timer). Throws what `find` threw
 * after `maxSteps`.
 */
export async function advanceUntil<T>(find: () => T, stepMs = 0, maxSteps = 50): Promise<T> {
  for (let step = 1; ; step += 1) {
    await advance(stepMs);
    try {
      return find();
    } catch (error) {
      if (step >= maxSteps) throw error;
    }
  }
}
