import type { Queryable } from '../db/db';
import { sha256 } from './random';

// The device id is a browser fingerprint: only its hash is kept.

export async function isTrustedDevice(db: Queryable, userId: number, deviceId: string): Promise<boolean> {
  const rows = await db.query<{ found: number }>(
    'select 1 as found from trusted_devices where user_id = $1 and device_hash = $2',
    [userId, sha256(deviceId)],
  );
  return rows.length > 0;
}

export async function trustDevice(db: Queryable, userId: number, deviceId: string, now: Date): Promise<void> {
  await db.query(
    `insert into trusted_devices (user_id, device_hash, created_at) values ($1, $2, $3)
     on conflict (user_id, device_hash) do nothing`,
    [userId, sha256(deviceId), now],
  );
}
