import type { Secret } from 'otpauth';
import type { Queryable } from '../../db/db';
import { decryptTotpSecret, encryptTotpSecret, newTotpSecret, stepOfCode, totpUri } from './totp-codes';

/*
 * A user's authenticator app (totp_secrets): a setup waits for its first code (`enabled_at` null),
 * and every accepted code stores its step (`last_step`), so no code is accepted twice.
 */

export type TotpSetup = { secret: string; uri: string };

/** Starts a setup with a new secret, replacing one that waits; null when the app is already on. */
export async function startTotpSetup(tx: Queryable, key: Buffer, user: { id: number; email: string }, now: Date): Promise<TotpSetup | null> {
  const secret = newTotpSecret();
  const saved = await tx.query(
    `insert into totp_secrets (user_id, secret_encrypted, created_at) values ($1, $2, $3)
     on conflict (user_id) do update set secret_encrypted = excluded.secret_encrypted, created_at = excluded.created_at, last_step = null
       where totp_secrets.enabled_at is null
     returning user_id`,
    [user.id, encryptTotpSecret(key, user.id, secret), now],
  );
  return saved.length > 0 ? { secret: secret.base32, uri: totpUri(secret, user.email) } : null;
}

/** Whether the user's app is on (it gives codes at sign-in). */
export async function isTotpOn(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.query<{ on: boolean }>(
    'select exists (select 1 from totp_secrets where user_id = $1 and enabled_at is not null) as on',
    [userId],
  );
  return row?.on ?? false;
}

/** The user's app, locked until `tx` ends: two codes sent at once are decided one after the other. */
async function lockTotp(tx: Queryable, key: Buffer, userId: number): Promise<{ secret: Secret; on: boolean } | null> {
  const [row] = await tx.query<{ secret_encrypted: string; on: boolean }>(
    'select secret_encrypted, enabled_at is not null as on from totp_secrets where user_id = $1 for update',
    [userId],
  );
  return row ? { secret: decryptTotpSecret(key, userId, row.secret_encrypted), on: row.on } : null;
}

/**
 * Stores `step` as the last accepted one, and turns the app on if it waited for its first code;
 * false when a code of this step or a later one was accepted before (a replayed code).
 */
async function acceptStep(tx: Queryable, userId: number, step: number, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `update totp_secrets set last_step = $2, enabled_at = coalesce(enabled_at, $3)
     where user_id = $1 and (last_step is null or last_step < $2)
     returning user_id`,
    [userId, step, now],
  );
  return rows.length > 0;
}

/** The state a code is checked against: 'setup' turns the app on, 'on' is a sign-in's second step. */
export type TotpUse = 'setup' | 'on';

/**
 * Checks `code` against the user's app in state `use`, and uses it: 'accepted' (its step stored),
 * 'wrong' (not the app's code now, or already used), or 'absent' (no app in that state: nothing to
 * compare with, so it is no guess).
 */
export async function useTotpCode(
  tx: Queryable,
  key: Buffer,
  input: { userId: number; code: string; use: TotpUse; now: Date },
): Promise<'accepted' | 'wrong' | 'absent'> {
  const totp = await lockTotp(tx, key, input.userId);
  if (!totp || totp.on !== (input.use === 'on')) return 'absent';
  const step = stepOfCode(totp.secret, input.code, input.now);
  if (step === null) return 'wrong';
  return (await acceptStep(tx, input.userId, step, input.now)) ? 'accepted' : 'wrong';
}

/** Turns the app off (its secret is deleted); false when it was not on. */
export async function turnOffTotp(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query('delete from totp_secrets where user_id = $1 and enabled_at is not null returning user_id', [userId]);
  return rows.length > 0;
}
