import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { KnownRefusals } from '../../server/limits/known-refusals';
import { OutboxMailer } from '../../server/mail/outbox';
import { useApiApp } from '../support/api-app';
import { expectTooMany } from '../support/api-limits';
import { PASSWORD, registerVerifiedUser } from '../support/api-users';

const ADDRESS = '198.51.100.91';
const DELAY_MS = 300;

describe('refusals already known to an instance', () => {
  it('are remembered until they end, and no longer; the memory is bounded', () => {
    const known = new KnownRefusals(0, 2);
    known.remember('a', 1000, 500);
    expect(known.remaining('a', 1200)).toBe(300);
    expect(known.remaining('a', 1500)).toBe(0);
    known.remember('b', 0, 100);
    known.remember('c', 0, 100);
    known.remember('d', 0, 100);
    expect([known.remaining('b', 0), known.remaining('c', 0), known.remaining('d', 0)]).toEqual([0, 100, 100]);
    known.remember('e', 0, 0);
    expect(known.remaining('e', 0)).toBe(0);
  });

  describe('an instance that holds back the answer to a sign-in refused again', () => {
    const api = useApiApp('pglite');
    let holding: Hono;
    beforeAll(() => {
      holding = createApp({
        config: api.config, db: api.db, mailer: new OutboxMailer(api.db, { clock: api.clock, log: () => {} }), clock: api.clock,
        refusalDelayMs: DELAY_MS,
      });
    });

    const signIn = async (email: string, password: string, deviceId: string) => {
      const started = performance.now();
      const response = await holding.request('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password, remember_me: true, device_id: deviceId }),
      }, { incoming: { socket: { remoteAddress: ADDRESS, remotePort: 40000, remoteFamily: 'IPv4' } } });
      const answer = { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
      return { ...answer, ms: performance.now() - started };
    };

    it('answers the next 429s after the delay, still 429 with Retry-After; others sign in as usual', async () => {
      const user = await registerVerifiedUser(api);
      for (let failure = 1; failure <= 10; failure++) expect((await signIn(user.email, 'wrong', user.deviceId)).status).toBe(401);
      const first = await signIn(user.email, PASSWORD, user.deviceId);
      expectTooMany(first, 15 * 60);
      const again = await signIn(user.email, PASSWORD, user.deviceId);
      expectTooMany(again, 15 * 60);
      expect(again.ms).toBeGreaterThanOrEqual(DELAY_MS - 5);
      // Another user from the same address is not held back.
      const other = await registerVerifiedUser(api);
      expect((await signIn(other.email, PASSWORD, other.deviceId)).status).toBe(200);
      // When the window has passed, the remembered refusal ends with it.
      api.clock.advance(15 * 60 * 1000 + 1000);
      expect((await signIn(user.email, PASSWORD, user.deviceId)).status).toBe(200);
    });
  });
});
