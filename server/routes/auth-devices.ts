import { Hono } from 'hono';
import {
  EmptyRequest, devicesMessages, type DevicesResponse, type MessageResponse, type SignedInDevice, type TrustedDevice,
} from '../../src/api/contract';
import type { Services } from '../services';
import { readBody } from '../http/body';
import { badRequest, notFound } from '../http/errors';
import { forgetTrustedDevice, listTrustedDevices, type TrustedDeviceRow } from '../auth/devices';
import { requireSession } from '../auth/middleware';
import {
  liveSessions, publicSessionId, revokeOtherSessions, revokeSessionByPublicId, type SessionRow,
} from '../auth/sessions';
import { describeUserAgent } from '../auth/user-agent';

const sessionNotFound = () => notFound(devicesMessages.sessionNotFound);
const trustedNotFound = () => notFound(devicesMessages.trustedNotFound);

/** A trusted device's id as the list gives it (a positive int4); anything else names none. */
const trustedId = (param: string): number | null => (/^[1-9]\d{0,8}$/.test(param) ? Number(param) : null);

/** A device id longer than any the portal makes names no trusted device: it is not hashed. */
const DEVICE_ID_MAX = 512;

function toSignedInDevice(row: SessionRow, currentId: string, now: Date): SignedInDevice {
  const current = row.id === currentId;
  return {
    id: publicSessionId(row.id),
    ...describeUserAgent(row.user_agent),
    address: row.client_address,
    signed_in_at: row.created_at.toISOString(),
    // This device is active as it asks; its row is written at most once a minute.
    last_active_at: (current ? now : (row.last_active_at ?? row.created_at)).toISOString(),
    current,
  };
}

/** ISO times of one format compare as strings; sort is stable, so equal times keep the database's order. */
const byLastActive = (a: SignedInDevice, b: SignedInDevice): number => b.last_active_at.localeCompare(a.last_active_at);

const toTrustedDevice = (row: TrustedDeviceRow): TrustedDevice => ({
  id: String(row.id),
  ...describeUserAgent(row.user_agent),
  trusted_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
  current: row.current,
});

/** The Security screen's signed-in and trusted devices, and ending or forgetting them (session bearer, own only). */
export function deviceRoutes(services: Services) {
  const { db, clock } = services;
  const app = new Hono();

  app.get('/devices', requireSession(services), async (c) => {
    const deviceId = c.req.query('device_id') ?? '';
    const now = clock.now();
    const user = c.get('user');
    const session = c.get('session');
    const [sessions, trusted] = await Promise.all([
      liveSessions(db, user.id, now),
      listTrustedDevices(db, user.id, deviceId && deviceId.length <= DEVICE_ID_MAX ? deviceId : null),
    ]);
    return c.json({
      // Most recently active first, this device (active now) at the top.
      sessions: sessions.map((row) => toSignedInDevice(row, session.id, now)).sort(byLastActive),
      trusted: trusted.map(toTrustedDevice),
    } satisfies DevicesResponse);
  });

  // Before the :id route, which would read 'sign-out-others' as an id.
  app.post('/sessions/sign-out-others', requireSession(services), async (c) => {
    await readBody(c, EmptyRequest);
    await revokeOtherSessions(db, c.get('user').id, c.get('session').id, clock.now());
    return c.json({ message: devicesMessages.signedOutOthers } satisfies MessageResponse);
  });

  app.post('/sessions/:id/sign-out', requireSession(services), async (c) => {
    await readBody(c, EmptyRequest);
    const id = c.req.param('id');
    if (id === publicSessionId(c.get('session').id)) throw badRequest(devicesMessages.currentSession);
    if (!(await revokeSessionByPublicId(db, c.get('user').id, id, clock.now()))) throw sessionNotFound();
    return c.json({ message: devicesMessages.signedOut } satisfies MessageResponse);
  });

  app.post('/trusted-devices/:id/forget', requireSession(services), async (c) => {
    await readBody(c, EmptyRequest);
    const id = trustedId(c.req.param('id'));
    if (id === null || !(await forgetTrustedDevice(db, c.get('user').id, id))) throw trustedNotFound();
    return c.json({ message: devicesMessages.forgotten } satisfies MessageResponse);
  });

  return app;
}
