import { twoStepMessages } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import { badRequest } from '../../http/errors';
import { guessSecondFactor } from '../../limits/second-factor-guesses';
import { TooManyAttemptsError } from '../../limits/refusal';
import type { Services } from '../../services';
import { refuseIfSsoRequiredForUser } from '../../sso/sso-policy';
import { consumeChallenge, countWrongCode, findByFlowToken, findChallenge, isOpen, type ChallengeRow } from '../challenges';
import type { Proof } from '../sessions';
import { secondStepOrigin } from './second-step';
import { completeSecondStep, type SignedIn } from './sign-in';

export type { SignedIn };

/*
 * The 'second_factor' challenge: issued when a user with a second factor gives the right password
 * or proves their mailbox (second-step.ts), its flow token (the answer's otpToken) is what the
 * second step names. Like every flow token: stored hashed, single use, ten minutes, only the
 * user's latest one counts, and its fifth wrong code voids it, as a mailed code's does, so one
 * token is not a stream of guesses up to the user's hourly cap. It carries the device and 'Keep
 * me signed in' to the step that opens the session, and what the step before proved.
 */

export const signInExpired = () => badRequest(twoStepMessages.signInExpired);

/** The open challenge `token` names, or the signInExpired refusal (unknown, used, replaced or expired). */
export async function openSecondFactorChallenge(db: Queryable, token: string, now: Date): Promise<ChallengeRow> {
  const challenge = await findByFlowToken(db, token, 'second_factor');
  if (!challenge || !isOpen(challenge, now)) throw signInExpired();
  return challenge;
}

/** A code typed at the second step (the app's or a recovery code): right, wrong, or nothing to compare with. */
export type SecondStepCheck = (tx: Queryable, userId: number, now: Date) => Promise<'right' | 'wrong' | 'absent'>;

type Checked = { challenge: ChallengeRow } | { refused: 'expired' | 'wrong' };
type Outcome = { wait: number } | { refused: 'expired' | 'wrong' } | { signedIn: SignedIn };

/**
 * The single sign-on policy ends, at the second step, a sign-in begun before it was switched on.
 * Not a confirmation of a session already open (auth/confirm-sign-in): that session passed the
 * policy when it opened, and its successor keeps the provider that proved it.
 */
export async function refuseIfSsoRequiredAtSecondStep(db: Queryable, challenge: ChallengeRow): Promise<void> {
  if ((await secondStepOrigin(db, challenge.id)).upgradesSessionId === null) await refuseIfSsoRequiredForUser(db, challenge.user_id);
}

/**
 * The second step with a code (`factor`: 'app_code' or 'recovery_code'). The code is decided under the user's guess cap (over it: 429), in the
 * transaction that then uses the challenge up and signs in, trusting the device that sends this
 * call as identity verification does. A wrong code commits its count and answers `wrong()`; a
 * challenge used or replaced meanwhile answers signInExpired and costs nothing.
 */
export async function signInWithCode(
  services: Services,
  input: { token: string; deviceId: string; factor: Proof },
  check: SecondStepCheck,
  wrong: () => Error,
): Promise<SignedIn> {
  const found = await openSecondFactorChallenge(services.db, input.token, services.clock.now());
  await refuseIfSsoRequiredAtSecondStep(services.db, found);
  const outcome = await services.db.transaction(async (tx): Promise<Outcome> => {
    const now = services.clock.now();
    const guess = await guessSecondFactor<Checked>(tx, found.user_id, now, async () => {
      // Read again under the lock: the guess decided before this one may have used it.
      const challenge = await findChallenge(tx, found.id);
      if (!challenge || !isOpen(challenge, now)) return { refused: 'expired' };
      const checked = await check(tx, challenge.user_id, now);
      if (checked === 'wrong') return null;
      return checked === 'right' ? { challenge } : { refused: 'wrong' };
    });
    if ('wait' in guess) return guess;
    if ('wrong' in guess) {
      await countWrongCode(tx, found.id);
      return { refused: 'wrong' };
    }
    if ('refused' in guess.right) return guess.right;
    const { challenge } = guess.right;
    if (!(await consumeChallenge(tx, challenge.id, now))) return { refused: 'expired' };
    const signedIn = await completeSecondStep(services, tx, challenge, { deviceId: input.deviceId, factor: input.factor });
    return signedIn ? { signedIn } : { refused: 'expired' };
  });
  if ('wait' in outcome) throw new TooManyAttemptsError(outcome.wait);
  if ('refused' in outcome) throw outcome.refused === 'expired' ? signInExpired() : wrong();
  return outcome.signedIn;
}
