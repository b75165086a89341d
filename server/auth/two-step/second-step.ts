import type { SecondFactorMethods, SecondStepResponse } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import type { Services } from '../../services';
import { issueChallenge } from '../challenges';
import { toUser, type UserRow } from '../users';
import { secondFactorsOf } from './second-factors';

/*
 * Every proof that could end in a session (the password, a reset, a mailed code or link) ends in
 * one only for a user without a second factor. A user with one is handed the 'second_factor'
 * challenge instead (second-factor-challenge.ts), and auth/verify-2fa or its passkey counterpart
 * opens the session: two-step verification exists so that a password or a mailbox is not enough.
 */

/** The step still owed: the flow token that names it, and the factors that can answer it. */
export type SecondStep = { otpToken: string; twoStep: SecondFactorMethods; rememberMe: boolean };

type Proven = { userId: number; deviceId: string | null; rememberMe: boolean; now: Date };

/** The second step `input`'s user owes, issued in `db`; null when they have no second factor. */
export async function secondStepIfAny(services: Services, db: Queryable, input: Proven): Promise<SecondStep | null> {
  const twoStep = await secondFactorsOf(db, input.userId);
  if (!twoStep.totp && !twoStep.passkey) return null;
  // Carries the device and 'Keep me signed in' to the step that opens the session.
  const issued = await issueChallenge(db, services.keys.code, { ...input, purpose: 'second_factor' });
  return { otpToken: issued.flowToken, twoStep, rememberMe: input.rememberMe };
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
