import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { queriesSettled, SETTLE_TIMING } from '../../src/offline/queries-settled';

/** When the first screen has its data, on a clock the test moves (src/offline/queries-settled.ts). */

const timing = { quietMs: 1000, maxMs: 10_000 };

/** A query whose answer the test gives when it likes. */
function pendingFetch(queryClient: QueryClient, key: string) {
  let answer: (value: string) => void = () => undefined;
  const fetched = queryClient.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  // The one never answered is cancelled when the test clears the client.
  fetched.catch(() => undefined);
  return {
    answer: async () => {
      answer('ok');
      await fetched;
    },
  };
}

/** Whether the promise has settled, after the microtasks the clock's move queued. */
async function isDone(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

let queryClient: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  queryClient = new QueryClient();
});
afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

describe('the first screen settled (when the service worker may register)', () => {
  it('waits a second without requests, at most ten', () => {
    expect(SETTLE_TIMING).toEqual(timing);
  });

  it('with nothing asked, resolves once the quiet time has passed, not before', async () => {
    const settled = queriesSettled(queryClient, timing);
    await vi.advanceTimersByTimeAsync(999);
    expect(await isDone(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isDone(settled)).toBe(true);
  });

  it('waits while a query fetches, then the quiet time after its answer', async () => {
    const session = pendingFetch(queryClient, 'session');
    const settled = queriesSettled(queryClient, timing);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await isDone(settled)).toBe(false);

    await session.answer();
    await vi.advanceTimersByTimeAsync(999);
    expect(await isDone(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isDone(settled)).toBe(true);
  });

  it('starts the quiet time again when the screen asks for more after the first answer', async () => {
    const settled = queriesSettled(queryClient, timing);
    await vi.advanceTimersByTimeAsync(600);
    const list = pendingFetch(queryClient, 'list');
    await vi.advanceTimersByTimeAsync(600);
    await list.answer();
    await vi.advanceTimersByTimeAsync(999);
    expect(await isDone(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isDone(settled)).toBe(true);
  });

  it('resolves at the latest after the longest wait, even with a request still open', async () => {
    pendingFetch(queryClient, 'never answered');
    const settled = queriesSettled(queryClient, timing);
    await vi.advanceTimersByTimeAsync(9999);
    expect(await isDone(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isDone(settled)).toBe(true);
  });
});
