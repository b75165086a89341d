import { createHmac, randomInt } from 'node:crypto';
import { twoStepLimits } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import { sameHex } from '../random';

/** Letters and digits no one mistakes for another when reading them off paper (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = twoStepLimits.recoveryCodeLength / 2;

/** A new code as the user reads it: two groups of five, e.g. `k7m2p-xq9ra`. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: twoStepLimits.recoveryCodeLength }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, HALF).join('')}-${chars.slice(HALF).join('')}`;
}

/** A code as typed, compared without its separator, spaces or case. */
export const normaliseRecoveryCode = (typed: string): string => typed.replace(/[\s-]/g, '').toLowerCase();

const hashOf = (key: Buffer, code: string): string => createHmac('sha256', key).update(normaliseRecoveryCode(code)).digest('hex');

/** Replaces every code of the user with ten new ones, and returns them: the only time they are shown. */
export async function replaceRecoveryCodes(tx: Queryable, key: Buffer, userId: number, now: Date): Promise<string[]> {
  await tx.query('delete from recovery_codes where user_id = $1', [userId]);
  const codes = Array.from({ length: twoStepLimits.recoveryCodeCount }, newRecoveryCode);
  for (const code of codes) {
    await tx.query('insert into recovery_codes (user_id, code_hash, created_at) values ($1, $2, $3)', [userId, hashOf(key, code), now]);
  }
  return codes;
}

/**
 * Codes for a user turning on their first second factor, or null when they have codes already
 * (used ones included: the user who saved them knows how many are left).
 */
export async function firstRecoveryCodes(tx: Queryable, key: Buffer, userId: number, now: Date): Promise<string[] | null> {
  const [row] = await tx.query<{ any: boolean }>('select exists (select 1 from recovery_codes where user_id = $1) as any', [userId]);
  return row?.any ? null : replaceRecoveryCodes(tx, key, userId, now);
}

export async function recoveryCodesLeft(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ left: number }>(
    'select count(*)::int as left from recovery_codes where user_id = $1 and used_at is null',
    [userId],
  );
  return row?.left ?? 0;
}

/**
 * Uses up the user's unused code that matches `typed`; false when none does. The update's
 * condition makes it single use when two requests race with the same code.
 */
export async function useRecoveryCode(tx: Queryable, key: Buffer, userId: number, typed: string, now: Date): Promise<boolean> {
  const rows = await tx.query<{ id: number; code_hash: string }>(
    'select id, code_hash from recovery_codes where user_id = $1 and used_at is null',
    [userId],
  );
  const wanted = hashOf(key, typed);
  const match = rows.find((row) => sameHex(row.code_hash, wanted));
  if (!match) return false;
  const used = await tx.query('update recovery_codes set used_at = $2 where id = $1 and used_at is null returning id', [match.id, now]);
  return used.length > 0;
}
