import type { Queryable } from '../db/db';
import { sha256 } from './random';
import { currentRequestClient } from './request-client';
import { normaliseEmail, type UserRow } from './users';

// The device id is a browser fingerprint: only its hash is kept.

/** Trusts the device for the user, with the browser of the request that earned the trust. */
export async function trustDevice(db: Queryable, userId: number, deviceId: string, now: Date): Promise<void> {
  await db.query(
    `insert into trusted_devices (user_id, device_hash, created_at, user_agent) values ($1, $2, $3, $4)
     on conflict (user_id, device_hash) do update set user_agent = coalesce(trusted_devices.user_agent, excluded.user_agent)`,
    [userId, sha256(deviceId), now, currentRequestClient().userAgent],
  );
}

export type TrustedDeviceRow = {
  id: number; user_agent: string | null; created_at: Date; last_used_at: Date | null; current: boolean;
};

/** The user's trusted devices, the most recently used first; `current` for the device id given (this browser's). */
export async function listTrustedDevices(db: Queryable, userId: number, currentDeviceId: string | null): Promise<TrustedDeviceRow[]> {
  return db.query<TrustedDeviceRow>(
    `select id, user_agent, created_at, last_used_at, coalesce(device_hash = $2, false) as current
     from trusted_devices where user_id = $1
     order by coalesce(last_used_at, created_at) desc, id desc`,
    [userId, currentDeviceId === null ? null : sha256(currentDeviceId)],
  );
}

/** Removes the trust: that browser's next sign-in verifies the identity again. False when the user has no such device. */
export async function forgetTrustedDevice(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db.query('delete from trusted_devices where id = $1 and user_id = $2 returning id', [id, userId]);
  return rows.length > 0;
}

/**
 * The user of an e-mail, and whether this browser is one they trust, in one query: a sign-in needs
 * both before its password is checked (a trusted browser's check goes first, auth/hash-slots.ts),
 * and an unknown e-mail costs the same query as a known one.
 */
export async function findSignInUser(db: Queryable, email: string, deviceId: string): Promise<{ user: UserRow; trustedDevice: boolean } | null> {
  const [row] = await db.query<UserRow & { trusted_device: boolean }>(
    `select u.*, exists (select 1 from trusted_devices t where t.user_id = u.id and t.device_hash = $2) as trusted_device
     from users u where u.email = $1`,
    [normaliseEmail(email), sha256(deviceId)],
  );
  if (!row) return null;
  const { trusted_device: trustedDevice, ...user } = row;
  return { user, trustedDevice };
}
