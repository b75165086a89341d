/** `scheduler.yield()` (Chromium 129 and later); not yet in TypeScript's DOM library. */
type YieldingScheduler = { yield: () => Promise<void> };

const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;

/**
 * Gives the page its turn: resolves after input and rendering that are waiting. `scheduler.yield()`
 * where the browser has it, which resumes ahead of other tasks queued meanwhile; else a task of its
 * own, posted as a message to itself rather than a timer, since a hidden tab's timers may wait a
 * second each.
 */
export function yieldToPage(): Promise<void> {
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
