import { twoStepMessages } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import { badRequest } from '../../http/errors';
import { guessSecondFactor } from '../../limits/second-factor-guesses';
import { TooManyAttemptsError } from '../../limits/refusal';
import type { Services } from '../../services';
import { refuseIfSsoRequiredForUser } from '../../sso/sso-policy';
import { consumeChallenge, countWrongCode, findByFlowToken, findChallenge, isOpen, type ChallengeRow } from '../challenges';
import type { SessionRow } from '../sessions';
import type { UserRow } from '../users';
import { completeTwoStepSignIn } from './sign-in';

/*
 * The 'second_factor' challenge: issued when a user with a second factor gives the right password
 * or proves their mailbox (second-step.ts), its flow token (the answer's otpToken) is what the
 * second step names. Like every flow token: stored hashed, single use, ten minutes, only the
 * user's latest one counts, and its fifth wrong code voids it, as a mailed code's does, so one
 * token is not a stream of guesses up to the user's hourly cap. It carries the device and 'Keep
 * me signed in' to the step that opens the session.
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

export type SignedIn = { user: UserRow; session: SessionRow };

type Checked = { challenge: ChallengeRow } | { refused: 'expired' | 'wrong' };
type Outcome = { wait: number } | { refused: 'expired' | 'wrong' } | { signedIn: SignedIn };

/**
 * The second step with a code. The code is decided under the user's guess cap (over it: 429), in the
 * transaction that then uses the challenge up and signs in, trusting the device that sends this
 * call as identity verification does. A wrong code commits its count and answers `wrong()`; a
 * challenge used or replaced meanwhile answers signInExpired and costs nothing.
 */
export async function signInWithCode(
  services: Services,
  input: { token: string; deviceId: string },
  check: SecondStepCheck,
  wrong: () => Error,
): Promise<SignedIn> {
  const found = await openSecondFactorChallenge(services.db, input.token, services.clock.now());
  // A sign-in begun before the single sign-on policy was switched on ends here too.
  await refuseIfSsoRequiredForUser(services.db, found.user_id);
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
    const signedIn = await completeTwoStepSignIn(services, tx, {
      userId: challenge.user_id, deviceId: input.deviceId, rememberMe: challenge.remember_me,
    });
    return { signedIn };
  });
  if ('wait' in outcome) throw new TooManyAttemptsError(outcome.wait);
  if ('refused' in outcome) throw outcome.refused === 'expired' ? signInExpired() : wrong();
  return outcome.signedIn;
}
