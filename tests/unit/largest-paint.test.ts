import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { largestPaintSince } from '../../src/ui/largest-paint';

/** A stand-in for the browser's observer: the test delivers entries as the browser would report them. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint', 'first-input'];
  static current: FakeObserver | null = null;
  observed: PerformanceObserverInit | null = null;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries: () => { startTime: number }[] }) => void) {
    FakeObserver.current = this;
  }
  observe(options: PerformanceObserverInit) {
    this.observed = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  report(...startTimes: number[]) {
    this.callback({ getEntries: () => startTimes.map((startTime) => ({ startTime })) });
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('largestPaintSince', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.current = null;
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for a largest paint reported at or after the given time, counting earlier reports too', async () => {
    const waiting = largestPaintSince(100, 500);
    expect(FakeObserver.current?.observed).toEqual({ type: 'largest-contentful-paint', buffered: true });
    FakeObserver.current?.report(40);
    expect(await settled(waiting)).toBe(false);
    FakeObserver.current?.report(120);
    expect(await settled(waiting)).toBe(true);
    expect(FakeObserver.current?.disconnected).toBe(true);
  });

  it('gives up waiting after the longest wait', async () => {
    const waiting = largestPaintSince(100, 500);
    await vi.advanceTimersByTimeAsync(499);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait once the page has had input: the browser reports no more largest paints', async () => {
    vi.mocked(performance.getEntriesByType).mockReturnValue([{ name: 'pointerdown' } as PerformanceEntry]);
    expect(await settled(largestPaintSince(100, 500))).toBe(true);
    expect(FakeObserver.current).toBeNull();
  });

  it('does not wait in a browser without largest-paint reports', async () => {
    vi.stubGlobal('PerformanceObserver', class extends FakeObserver {
      static supportedEntryTypes = ['first-input'];
    });
    expect(await settled(largestPaintSince(100, 500))).toBe(true);
    expect(FakeObserver.current).toBeNull();
  });
});
