import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { HASH_SLOTS, TRUSTED_HASH_SLOTS, inHashSlot } from '../../server/auth/hash-slots';
import { dbKinds, useApiApp } from '../support/api-app';
import { login, newDeviceId, registerVerifiedUser } from '../support/api-users';

/** A hash that runs until opened: holds its slot meanwhile. */
function heldHash(started: string[], name: string, trusted: boolean) {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const done = inHashSlot(async () => {
    started.push(name);
    await opened;
  }, { trusted });
  return { open, done };
}

const settle = async () => {
  for (let round = 0; round < 5; round += 1) await tick();
};

/** Sign-ins from browsers their users trust go ahead of every other hash (auth/hash-slots.ts). */
describe('hash lanes', () => {
  it('a trusted hash may use one more slot than the others, and waits ahead of them', async () => {
    const started: string[] = [];
    const others = Array.from({ length: HASH_SLOTS }, (_, index) => heldHash(started, `other ${index}`, false));
    const waitingOther = heldHash(started, 'waiting other', false);
    const extra = Array.from({ length: TRUSTED_HASH_SLOTS - HASH_SLOTS }, (_, index) => heldHash(started, `trusted ${index}`, true));
    const waitingTrusted = heldHash(started, 'waiting trusted', true);
    await settle();
    // The others fill their slots; trusted ones take the rest, past the other one already waiting.
    expect(started).toEqual([...others.map((_, index) => `other ${index}`), ...extra.map((_, index) => `trusted ${index}`)]);

    others[0].open();
    await settle();
    expect(started.at(-1)).toBe('waiting trusted');
    expect(started).not.toContain('waiting other');

    for (const hash of [...others, ...extra, waitingTrusted, waitingOther]) hash.open();
    await Promise.all([...others, ...extra, waitingTrusted, waitingOther].map((hash) => hash.done));
    expect(started.at(-1)).toBe('waiting other');
  });
});

describe('the thread pool the hashes run in', () => {
  /** The slots and advice of a process started with this UV_THREADPOOL_SIZE. */
  const slotsWith = (poolSize: string) => JSON.parse(execFileSync(process.execPath, [
    '--import', 'tsx', '--input-type=module', '-e',
    "import * as s from './server/auth/hash-slots.ts'; console.log(JSON.stringify([s.HASH_SLOTS, s.TRUSTED_HASH_SLOTS, s.threadPoolAdvice()]))",
  ], { env: { ...process.env, UV_THREADPOOL_SIZE: poolSize }, encoding: 'utf8' })) as [number, number, string | null];

  it('leaves a thread of the pool to other work, and says at start-up when the pool is smaller than the machine', () => {
    const cores = availableParallelism();
    expect(slotsWith(String(cores + 1))).toEqual([Math.max(1, cores - 1), cores, null]);
    const [slots, trustedSlots, advice] = slotsWith('1');
    expect([slots, trustedSlots]).toEqual([1, 1]);
    expect(advice).toContain(`UV_THREADPOOL_SIZE=${cores + 1}`);
  }, 60_000);
});

describe.each(dbKinds)('sign-in during a flood of guesses (%s)', (kind) => {
  const api = useApiApp(kind);

  it.runIf(TRUSTED_HASH_SLOTS > HASH_SLOTS)('signs in from a trusted browser while every other hash waits; a new browser waits its turn', async () => {
    const trusted = await registerVerifiedUser(api);
    const stranger = await registerVerifiedUser(api);
    const started: string[] = [];
    const flood = Array.from({ length: HASH_SLOTS + 3 }, (_, index) => heldHash(started, `guess ${index}`, false));
    await settle();

    let newBrowserAnswered = false;
    const newBrowser = login(api, stranger, newDeviceId()).then((response) => {
      newBrowserAnswered = true;
      return response;
    });
    const signedIn = await login(api, trusted, trusted.deviceId);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ login: true, token: expect.any(String) });
    expect(newBrowserAnswered).toBe(false);

    for (const hash of flood) hash.open();
    await Promise.all(flood.map((hash) => hash.done));
    expect((await newBrowser).body).toMatchObject({ login: false, verify_identity: true });
  });
});
