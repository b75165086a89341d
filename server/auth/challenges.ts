import type { Queryable } from '../db/db';
import { hmacCode, newCode, newFlowToken, sameHex, sha256 } from './random';

/**
 * A one-time challenge. verify_email, verify_identity and reset_password carry a code (checked with
 * the flow token the client holds) and a magic link (its own token, only in the mail: the client's
 * flow token alone proves nothing). reset_grant is the token verify-forgot-password-otp hands out;
 * second_factor the one between a sign-in's password and its second factor.
 */
export type Purpose = 'verify_email' | 'verify_identity' | 'reset_password' | 'reset_grant' | 'second_factor';

/** Purposes whose flow token is the whole challenge: nothing is mailed, there is no code to type. */
const WITHOUT_CODE: readonly Purpose[] = ['reset_grant', 'second_factor'];

export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_CODES = 5;

export type ChallengeRow = {
  id: number;
  user_id: number;
  purpose: Purpose;
  code_hash: string | null;
  device_id: string | null;
  remember_me: boolean;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
  voided_at: Date | null;
  /** The address the code and link were mailed to; null when not recorded (the profile's own). */
  email: string | null;
};

type NewChallenge = { userId: number; purpose: Purpose; deviceId: string | null; rememberMe: boolean; now: Date; email?: string };
export type IssuedChallenge = { flowToken: string; linkToken: string | null; code: number | null };

/** Creates a challenge and voids the user's earlier open ones of the same purpose: only the latest counts. */
export async function issueChallenge(db: Queryable, codeKey: Buffer, input: NewChallenge): Promise<IssuedChallenge> {
  await db.query(
    `update challenges set voided_at = $3
     where user_id = $1 and purpose = $2 and used_at is null and voided_at is null`,
    [input.userId, input.purpose, input.now],
  );
  return insertChallenge(db, codeKey, input);
}

/**
 * Creates a challenge and leaves the earlier ones open, for a caller that voids them only once its
 * mail has gone (voidEarlierChallenges), or voids this one if the mail fails (voidChallenge).
 */
export async function insertChallenge(db: Queryable, codeKey: Buffer, input: NewChallenge): Promise<IssuedChallenge> {
  const withCode = !WITHOUT_CODE.includes(input.purpose);
  const issued: IssuedChallenge = {
    flowToken: newFlowToken(),
    linkToken: withCode ? newFlowToken() : null,
    code: withCode ? newCode() : null,
  };
  await db.query(
    `insert into challenges (user_id, purpose, token_hash, link_hash, code_hash, device_id, remember_me, created_at, expires_at, email)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      input.userId,
      input.purpose,
      sha256(issued.flowToken),
      issued.linkToken ? sha256(issued.linkToken) : null,
      issued.code !== null ? hmacCode(codeKey, issued.code) : null,
      input.deviceId,
      input.rememberMe,
      input.now,
      new Date(input.now.getTime() + CHALLENGE_TTL_MS),
      input.email ?? null,
    ],
  );
  return issued;
}

export async function findByFlowToken(db: Queryable, token: string, purpose: Purpose): Promise<ChallengeRow | null> {
  const rows = await db.query<ChallengeRow>('select * from challenges where token_hash = $1 and purpose = $2', [
    sha256(token),
    purpose,
  ]);
  return rows[0] ?? null;
}

export async function findChallenge(db: Queryable, id: number): Promise<ChallengeRow | null> {
  const rows = await db.query<ChallengeRow>('select * from challenges where id = $1', [id]);
  return rows[0] ?? null;
}

export async function findByLinkToken(db: Queryable, token: string, purpose: Purpose): Promise<ChallengeRow | null> {
  const rows = await db.query<ChallengeRow>('select * from challenges where link_hash = $1 and purpose = $2', [
    sha256(token),
    purpose,
  ]);
  return rows[0] ?? null;
}

/** Open: not used, not replaced by a newer one, not voided by wrong codes, not expired. */
export function isOpen(challenge: ChallengeRow, now: Date): boolean {
  return (
    challenge.used_at === null &&
    challenge.voided_at === null &&
    challenge.attempts < MAX_WRONG_CODES &&
    challenge.expires_at.getTime() > now.getTime()
  );
}

/** Marks the challenge used; false if someone else used it first (single use under concurrency). */
export async function consumeChallenge(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `update challenges set used_at = $2
     where id = $1 and used_at is null and voided_at is null and attempts < $3 and expires_at > $2
     returning id`,
    [id, now, MAX_WRONG_CODES],
  );
  return rows.length > 0;
}

export type CodeCheck = 'ok' | 'invalid' | 'too_many';

/**
 * Checks a typed code without using the challenge up: the caller consumes it (consumeChallenge) in
 * the transaction of the work the code unlocks. A wrong code is counted on the challenge; the fifth
 * voids it, and from then on even the right code fails. `challenge` must be read under the lock
 * that orders the user's guesses (limits/code-guesses.ts), so it holds every earlier guess's count.
 */
export async function checkCode(
  tx: Queryable,
  codeKey: Buffer,
  challenge: ChallengeRow,
  code: number,
  now: Date,
): Promise<CodeCheck> {
  if (challenge.attempts >= MAX_WRONG_CODES) return 'too_many';
  if (!isOpen(challenge, now) || challenge.code_hash === null) return 'invalid';
  if (sameHex(hmacCode(codeKey, code), challenge.code_hash)) return 'ok';
  return (await countWrongCode(tx, challenge.id)) >= MAX_WRONG_CODES ? 'too_many' : 'invalid';
}

/** Counts a wrong code on the challenge: its wrong codes so far. The fifth voids it (isOpen). */
export async function countWrongCode(tx: Queryable, id: number): Promise<number> {
  const rows = await tx.query<{ attempts: number }>(
    'update challenges set attempts = attempts + 1 where id = $1 and attempts < $2 returning attempts',
    [id, MAX_WRONG_CODES],
  );
  return rows[0]?.attempts ?? MAX_WRONG_CODES;
}

/** After a password reset no older reset code, link or grant may be used again. */
export async function voidOpenChallenges(db: Queryable, userId: number, purposes: Purpose[], now: Date): Promise<void> {
  await db.query(
    `update challenges set voided_at = $3
     where user_id = $1 and purpose = any($2::text[]) and used_at is null and voided_at is null`,
    [userId, purposes, now],
  );
}

/** The user's open challenges of `purpose` made before the one `flowToken` names are void: only the latest counts. */
export async function voidEarlierChallenges(db: Queryable, userId: number, purpose: Purpose, flowToken: string, now: Date): Promise<void> {
  await db.query(
    `update challenges set voided_at = $4
     where user_id = $1 and purpose = $2 and used_at is null and voided_at is null
       and id < (select id from challenges where token_hash = $3)`,
    [userId, purpose, sha256(flowToken), now],
  );
}

/** The challenge `flowToken` names is void (its mail never went out). */
export async function voidChallenge(db: Queryable, flowToken: string, now: Date): Promise<void> {
  await db.query('update challenges set voided_at = $2 where token_hash = $1 and voided_at is null', [sha256(flowToken), now]);
}
