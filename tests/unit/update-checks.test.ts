import { beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleUpdateChecks, UPDATE_CHECK_TIMING, type UpdateChecks } from '../../src/offline/update-checks';

/** When an open portal asks for a new version, on a clock the test moves (src/offline/update-checks.ts). */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function portal({ online = true, visible = true } = {}) {
  const state = { online, visible, checks: 0 };
  const checks: UpdateChecks = scheduleUpdateChecks({
    check: async () => {
      state.checks += 1;
    },
    isOnline: () => state.online,
    isVisible: () => state.visible,
  });
  return { state, checks };
}

beforeEach(() => {
  vi.useFakeTimers();
});

describe('update checks of an open portal', () => {
  it('runs the production timing: hourly, at most once a minute', () => {
    expect(UPDATE_CHECK_TIMING).toEqual({ every: HOUR, atMostEvery: MINUTE });
  });

  it('asks every hour while the page stays open and visible, with no navigation at all', () => {
    const { state } = portal();
    vi.advanceTimersByTime(HOUR - 1);
    expect(state.checks).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state.checks).toBe(1);
    vi.advanceTimersByTime(2 * HOUR);
    expect(state.checks).toBe(3);
  });

  it('asks on a navigation, once for a burst of them, and not in the first minute after loading', () => {
    const { state, checks } = portal();
    checks.navigated();
    expect(state.checks).toBe(0);
    vi.advanceTimersByTime(MINUTE);
    checks.navigated();
    checks.navigated();
    vi.advanceTimersByTime(MINUTE - 1);
    checks.navigated();
    expect(state.checks).toBe(1);
    vi.advanceTimersByTime(1);
    checks.navigated();
    expect(state.checks).toBe(2);
  });

  it('counts the hour from the last check, whatever made it', () => {
    const { state, checks } = portal();
    vi.advanceTimersByTime(30 * MINUTE);
    checks.navigated();
    expect(state.checks).toBe(1);
    vi.advanceTimersByTime(HOUR - 1);
    expect(state.checks).toBe(1);
    vi.advanceTimersByTime(1);
    expect(state.checks).toBe(2);
  });

  it('does not ask while hidden, and asks when the page is shown again', () => {
    const { state, checks } = portal();
    state.visible = false;
    checks.visibilityChanged();
    vi.advanceTimersByTime(5 * HOUR);
    expect(state.checks).toBe(0);
    state.visible = true;
    checks.visibilityChanged();
    expect(state.checks).toBe(1);
    vi.advanceTimersByTime(HOUR);
    expect(state.checks).toBe(2);
  });

  it('shown again within a minute of the last check: no check then, the hourly one still comes', () => {
    const { state, checks } = portal();
    state.visible = false;
    checks.visibilityChanged();
    vi.advanceTimersByTime(30_000);
    state.visible = true;
    checks.visibilityChanged();
    expect(state.checks).toBe(0);
    vi.advanceTimersByTime(HOUR - 30_000);
    expect(state.checks).toBe(1);
  });

  it('never asks while offline, and asks when the network returns', () => {
    const { state, checks } = portal({ online: false });
    vi.advanceTimersByTime(3 * HOUR);
    checks.navigated();
    checks.visibilityChanged();
    expect(state.checks).toBe(0);
    state.online = true;
    checks.online();
    expect(state.checks).toBe(1);
    checks.online();
    expect(state.checks).toBe(1);
  });

  it('a check that fails is tried again on the next occasion, not thrown', async () => {
    let calls = 0;
    const checks = scheduleUpdateChecks({
      check: () => {
        calls += 1;
        return Promise.reject(new TypeError('Failed to update a ServiceWorker: network error'));
      },
      isOnline: () => true,
      isVisible: () => true,
    });
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(MINUTE);
    checks.navigated();
    expect(calls).toBe(2);
  });

  it('asks nothing once stopped', () => {
    const { state, checks } = portal();
    checks.stop();
    vi.advanceTimersByTime(3 * HOUR);
    checks.navigated();
    checks.online();
    expect(state.checks).toBe(0);
  });
});
