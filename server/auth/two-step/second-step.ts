import type { SecondFactorMethods, SecondStepResponse } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import type { Services } from '../../services';
import { issueChallenge } from '../challenges';
import { sha256 } from '../random';
import type { Proof, Proofs } from '../sessions';
import { toUser, type UserRow } from '../users';
import { secondFactorsOf } from './second-factors';

/*
 * Every proof that could end in a session (the password, a reset, a mailed code or link) ends in
 * one only for a user without a second factor. A user with one is handed the 'second_factor'
 * challenge instead (second-factor-challenge.ts), and auth/verify-2fa or its passkey counterpart
 * opens the session: two-step verification exists so that a password or a mailbox is not enough.
 * The challenge carries what the first step proved, so the session records both; one issued by
 * auth/confirm-sign-in also names the session it confirms, which the second step then replaces.
 */

/** The step still owed: the flow token that names it, and the factors that can answer it. */
export type SecondStep = { otpToken: string; twoStep: SecondFactorMethods; rememberMe: boolean };

type Proven = {
  userId: number; deviceId: string | null; rememberMe: boolean; now: Date;
  /** What the first step proved ('password' or 'mailbox'). */
  proofs: Proofs;
  /** The live session whose sign-in this confirms (auth/confirm-sign-in), if any. */
  upgradesSessionId?: string;
};

/** What a 'second_factor' challenge carries beyond the common columns. */
export type SecondStepOrigin = { proofs: Proof[]; upgradesSessionId: string | null };

/** The second step `input`'s user owes, issued in `db`; null when they have no second factor. */
export async function secondStepIfAny(services: Services, db: Queryable, input: Proven): Promise<SecondStep | null> {
  const twoStep = await secondFactorsOf(db, input.userId);
  if (!twoStep.totp && !twoStep.passkey) return null;
  // Carries the device and 'Keep me signed in' to the step that opens the session.
  const issued = await issueChallenge(db, services.keys.code, {
    userId: input.userId, deviceId: input.deviceId, rememberMe: input.rememberMe, now: input.now, purpose: 'second_factor',
  });
  await db.query('update challenges set proofs = $2::text[], upgrades_session_id = $3 where token_hash = $1', [
    sha256(issued.flowToken), [...input.proofs], input.upgradesSessionId ?? null,
  ]);
  return { otpToken: issued.flowToken, twoStep, rememberMe: input.rememberMe };
}

/** What the step before the 'second_factor' challenge `challengeId` proved, and the session it confirms. */
export async function secondStepOrigin(db: Queryable, challengeId: number): Promise<SecondStepOrigin> {
  const [row] = await db.query<{ proofs: Proof[] | null; upgrades_session_id: string | null }>(
    'select proofs, upgrades_session_id from challenges where id = $1',
    [challengeId],
  );
  // A challenge issued before proofs were recorded came after the password (the login's).
  return { proofs: row?.proofs ?? ['password'], upgradesSessionId: row?.upgrades_session_id ?? null };
}

/** The answer of a proof that leads on to the second step rather than to a session. */
export const secondStepAnswer = (user: UserRow, step: SecondStep): SecondStepResponse => ({
  user: toUser(user),
  token: null,
  verify_2fa: true,
  two_step: step.twoStep,
  otpToken: step.otpToken,
  remember_me: step.rememberMe,
});
