/**
 * Resolves once the browser has reported a largest paint (the 'largest-contentful-paint' entry) made
 * at or after `since` (a performance.now() time), or after `maxWaitMs` at most. At once where there
 * will be no such report: a browser without the entry type, or a page that has had input (the
 * browser stops reporting largest paints at the first click or key).
 */
export function largestPaintSince(since: number, maxWaitMs: number): Promise<void> {
  const reported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!reported || performance.getEntriesByType('first-input').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done();
    });
    const timer = setTimeout(done, maxWaitMs);
    // buffered: a report made before the observer existed counts too.
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
