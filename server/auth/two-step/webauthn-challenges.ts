import type { Queryable } from '../../db/db';
import { sha256 } from '../random';

/*
 * The challenge of every WebAuthn ceremony: stored as its SHA-256 only, valid for five minutes, used
 * once. A ceremony names whose it is: the user adding a passkey, nobody for a sign-in with a
 * discoverable passkey (the passkey names the user), the user and the password step's challenge
 * for a passkey as the second step.
 */

export type CeremonyPurpose = 'register' | 'sign_in' | 'second_factor';

export const CEREMONY_TTL_MS = 5 * 60 * 1000;

export type CeremonyOwner = { userId: number | null; flowChallengeId: number | null };

export async function saveCeremonyChallenge(
  db: Queryable,
  challenge: string,
  purpose: CeremonyPurpose,
  owner: CeremonyOwner,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into webauthn_challenges (challenge_hash, purpose, user_id, flow_challenge_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [sha256(challenge), purpose, owner.userId, owner.flowChallengeId, now, new Date(now.getTime() + CEREMONY_TTL_MS)],
  );
}

/**
 * Uses up the open challenge of this purpose and owner that `challenge` names; false when there is
 * none (unknown, another ceremony's or user's, used, expired). One conditional update, so of two
 * answers to one challenge sent at once only one gets it.
 */
export async function useCeremonyChallenge(
  db: Queryable,
  challenge: string,
  purpose: CeremonyPurpose,
  owner: CeremonyOwner,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `update webauthn_challenges set used_at = $5
     where challenge_hash = $1 and purpose = $2
       and user_id is not distinct from $3::int and flow_challenge_id is not distinct from $4::int
       and used_at is null and expires_at > $5
     returning id`,
    [sha256(challenge), purpose, owner.userId, owner.flowChallengeId, now],
  );
  return rows.length > 0;
}
