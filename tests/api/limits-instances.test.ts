import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { OutboxMailer } from '../../server/mail/outbox';
import { dbKinds, useApiApp } from '../support/api-app';
import { expectTooMany } from '../support/api-limits';
import { PASSWORD, registerVerifiedUser } from '../support/api-users';

const ADDRESS = '198.51.100.77';

describe.each(dbKinds)('two instances on one database share the limits (%s)', (kind) => {
  const api = useApiApp(kind);
  let second: Hono;

  beforeAll(() => {
    // A second instance: its own app and services, the same database (as two processes behind a load balancer).
    second = createApp({ config: api.config, db: api.db, mailer: new OutboxMailer(api.db, { clock: api.clock, log: () => {} }), clock: api.clock });
  });

  const signIn = async (app: Hono, email: string, password: string, deviceId: string) => {
    const response = await app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, remember_me: true, device_id: deviceId }),
    }, { incoming: { socket: { remoteAddress: ADDRESS, remotePort: 40000, remoteFamily: 'IPv4' } } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
  };

  it('failures on one instance count on the other', async () => {
    const user = await registerVerifiedUser(api);
    for (let failure = 1; failure <= 10; failure++) {
      expect((await signIn(failure % 2 ? api.app : second, user.email, 'wrong', user.deviceId)).status).toBe(401);
    }
    expectTooMany(await signIn(second, user.email, PASSWORD, user.deviceId), 15 * 60);
    expectTooMany(await signIn(api.app, user.email, PASSWORD, user.deviceId), 15 * 60);
  });

  it('a burst of failures sent to both at once is answered 401 exactly ten times', async () => {
    const user = await registerVerifiedUser(api);
    const pairHits = async () =>
      (await api.db.query<{ n: number }>("select count(*)::int as n from rate_limit_hits where bucket = 'sign_in_pair'"))[0].n;
    const before = await pairHits();
    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, index) => signIn(index % 2 ? api.app : second, user.email, `wrong ${index}`, user.deviceId)),
    );
    const statuses = burst.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(6).fill(429)]);
    // Each failure was counted once, on whichever instance answered it.
    expect(await pairHits()).toBe(before + 10);
  });
});
