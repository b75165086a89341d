import type { Queryable } from '../db/db';
import { sha256 } from './random';
import { normaliseEmail, type UserRow } from './users';

// The device id is a browser fingerprint: only its hash is kept.

export async function trustDevice(db: Queryable, userId: number, deviceId: string, now: Date): Promise<void> {
  await db.query(
    `insert into trusted_devices (user_id, device_hash, created_at) values ($1, $2, $3)
     on conflict (user_id, device_hash) do nothing`,
    [userId, sha256(deviceId), now],
  );
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
