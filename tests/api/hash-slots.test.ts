import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { HASH_SLOTS, inHashSlot } from '../../server/auth/hash-slots';
import { hashPassword, verifyPassword } from '../../server/auth/passwords';

/** Password hashing leaves a core to the event loop (hash-slots.ts; found by `npm run load-check`). */
describe('hash slots', () => {
  const tracked = () => {
    const seen = { running: 0, most: 0 };
    const work = (fail = false) => inHashSlot(async () => {
      seen.running += 1;
      seen.most = Math.max(seen.most, seen.running);
      await sleep(5);
      seen.running -= 1;
      if (fail) throw new Error('hash failed');
      return 'done';
    });
    return { seen, work };
  };

  it('runs at most HASH_SLOTS hashes at once, and every one of them in the end', async () => {
    const { seen, work } = tracked();
    const results = await Promise.all(Array.from({ length: HASH_SLOTS * 4 }, () => work()));
    expect(results).toEqual(Array(HASH_SLOTS * 4).fill('done'));
    expect(seen.most).toBe(HASH_SLOTS);
  });

  it('a failed hash gives its slot back', async () => {
    const { seen, work } = tracked();
    const outcomes = await Promise.allSettled(Array.from({ length: HASH_SLOTS * 3 }, (_, index) => work(index % 2 === 0)));
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(Math.ceil((HASH_SLOTS * 3) / 2));
    expect(await work()).toBe('done');
    expect(seen.most).toBe(HASH_SLOTS);
  });

  it('hashing and checking still work through the slots, many at once', async () => {
    const hashes = await Promise.all(['one', 'two', 'three'].map((password) => hashPassword(password)));
    expect(await Promise.all(hashes.map((hash, index) => verifyPassword(hash, ['one', 'two', 'three'][index])))).toEqual([true, true, true]);
    expect(await verifyPassword(hashes[0], 'two')).toBe(false);
  });
});
