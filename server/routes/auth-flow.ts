import type { Context } from 'hono';
import type { RegisterResponse } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import type { Services } from '../services';
import { badRequest, forbidden } from '../http/errors';
import { consumeChallenge, findByFlowToken, findByLinkToken, isOpen, type ChallengeRow, type Purpose } from '../auth/challenges';
import { trustDevice } from '../auth/devices';
import { signSessionToken } from '../auth/jwt';
import { INVALID_CODE_MESSAGE, INVALID_LINK_MESSAGE, OTHER_USER_MESSAGE, TOO_MANY_TRIES_MESSAGE } from '../auth/messages';
import { bearerToken, sessionFromToken } from '../auth/middleware';
import { openSession, revokeSession, sessionDuration, withProofs, type SessionRow } from '../auth/sessions';
import { userAccountsFor } from '../auth/user-accounts';
import { guessCode } from '../limits/code-guesses';
import { TooManyAttemptsError } from '../limits/refusal';
import { markEmailVerified, toUser, type UserRow } from '../auth/users';
import { secondStepIfAny, type SecondStep } from '../auth/two-step/second-step';
import { refuseIfSsoRequiredForUser } from '../sso/sso-policy';

// Steps the auth routes share: sign a user in, redeem a code or a link.

/**
 * The session's token. Issued at the moment the expiry was last set, so exp - iat is exactly the
 * session's duration even when signing happens a moment later.
 */
export const sessionToken = (services: Services, session: SessionRow): Promise<string> =>
  signSessionToken(
    services.keys.jwt,
    { userId: session.user_id, sessionId: session.id },
    { now: new Date(session.expires_at.getTime() - sessionDuration(session.remember_me)), expiresAt: session.expires_at },
  );

/** A verification's outcome: the user, now verified, and the session it opened or the second step still owed. */
export type Verified = { user: UserRow; session: SessionRow } | { user: UserRow; secondStep: SecondStep };

/** The answer of both registrations; otpToken is null when the e-mail needs no verifying. */
export async function registerResponse(
  services: Services,
  { user, session }: { user: UserRow; session: SessionRow },
  otpToken: string | null,
): Promise<RegisterResponse> {
  return {
    user: toUser(user),
    token: await sessionToken(services, session),
    otpToken,
    userAccounts: await userAccountsFor(services, session),
  };
}

/**
 * The end of every e-mail or identity verification: the mailbox is proven, the device that made
 * this call is trusted from now on, and a session opens. It replaces the session the call was
 * made with, if any (a registration's, before its e-mail was verified), which ends: a device is
 * listed once among the user's signed-in devices. Without such a session, a user with a second
 * factor is handed its step instead (second-step.ts), and nothing is trusted until it is answered.
 */
export async function completeVerification(
  services: Services,
  tx: Queryable,
  challenge: ChallengeRow,
  deviceId: string,
  replaced: SessionRow | null,
): Promise<Verified> {
  // A code or link mailed before the single sign-on policy was switched on opens no session either.
  await refuseIfSsoRequiredForUser(tx, challenge.user_id);
  const now = services.clock.now();
  const user = await markEmailVerified(tx, challenge.user_id, now);
  if (!replaced) {
    const secondStep = await secondStepIfAny(services, tx, {
      userId: user.id, deviceId, rememberMe: challenge.remember_me, now, proofs: ['mailbox'],
    });
    if (secondStep) return { user, secondStep };
  }
  await trustDevice(tx, user.id, deviceId, now);
  if (replaced) await revokeSession(tx, replaced.id, now);
  // The successor of a replaced session keeps what proved it, and the provider that did.
  const session = await openSession(tx, {
    userId: user.id, deviceId, rememberMe: challenge.remember_me, now,
    proofs: replaced ? withProofs(replaced.proofs, 'mailbox') : ['mailbox'], ssoAccountId: replaced?.sso_account_id,
  });
  return { user, session };
}

/**
 * The flow token authenticates a verification call. A session bearer, when the portal sends a
 * valid one, must be the same user's: a code must not sign someone into another user's tab.
 */
async function assertSameUser(services: Services, c: Context, challenge: ChallengeRow): Promise<SessionRow | null> {
  const signedIn = await sessionFromToken(services, bearerToken(c));
  if (signedIn && signedIn.user.id !== challenge.user_id) throw forbidden(OTHER_USER_MESSAGE);
  return signedIn?.session ?? null;
}

const invalidCode = () => badRequest(INVALID_CODE_MESSAGE, { otp: INVALID_CODE_MESSAGE });

type CodeInput = { token: string; otp: number };

/**
 * The work a code or link unlocks, run in the transaction that uses the challenge up; `bearer` is
 * the same user's session the call was made with, if any.
 */
export type Unlock<T> = (tx: Queryable, challenge: ChallengeRow, bearer: SessionRow | null) => Promise<T>;

/** How a code redemption ended: refused by the hourly cap, a wrong or dead code, or the work it unlocked. */
type Redemption<T> = { wait: number } | { refused: 'invalid' | 'too_many' } | { unlocked: T };

/**
 * Checks code and flow token of `purpose`, then uses the challenge up and runs `unlock`, all in one
 * transaction under the lock of the user's guesses (limits/code-guesses.ts), so guesses sent at
 * once are decided one at a time. A wrong code ends the transaction with its count committed; if
 * the unlocked work fails, the transaction rolls back and the code is not spent and works again.
 */
export async function redeemCode<T>(
  services: Services,
  c: Context,
  purpose: Purpose,
  input: CodeInput,
  options: { sameUserBearer: boolean },
  unlock: Unlock<T>,
): Promise<T> {
  const found = await findByFlowToken(services.db, input.token, purpose);
  // An unknown token answers like a wrong code: forgot-password hands out tokens for unknown addresses too.
  if (!found) throw invalidCode();
  const bearer = options.sameUserBearer ? await assertSameUser(services, c, found) : null;
  const redemption = await services.db.transaction(async (tx): Promise<Redemption<T>> => {
    const now = services.clock.now();
    const guess = await guessCode(tx, services.keys.code, found.id, found.user_id, input.otp, now);
    if ('wait' in guess) return guess;
    if (guess.check !== 'ok') return { refused: guess.check };
    // Its link may have used it since the guess read it: single use under concurrency.
    if (!(await consumeChallenge(tx, guess.challenge.id, now))) return { refused: 'invalid' };
    return { unlocked: await unlock(tx, guess.challenge, bearer) };
  });
  if ('wait' in redemption) throw new TooManyAttemptsError(redemption.wait);
  if ('refused' in redemption) throw redemption.refused === 'too_many' ? badRequest(TOO_MANY_TRIES_MESSAGE) : invalidCode();
  return redemption.unlocked;
}

/** The magic-link counterpart of redeemCode: the link is used up in the transaction of `unlock`. */
export async function redeemLink<T>(services: Services, c: Context, purpose: Purpose, token: string, unlock: Unlock<T>): Promise<T> {
  const challenge = await findByLinkToken(services.db, token, purpose);
  if (!challenge || !isOpen(challenge, services.clock.now())) throw badRequest(INVALID_LINK_MESSAGE);
  const bearer = await assertSameUser(services, c, challenge);
  return services.db.transaction(async (tx) => {
    await consumeOrRefuse(services, tx, challenge);
    return unlock(tx, challenge, bearer);
  });
}

/** Uses the challenge up inside the caller's transaction; whoever comes second gets the link error. */
export async function consumeOrRefuse(services: Services, tx: Queryable, challenge: ChallengeRow): Promise<void> {
  if (!(await consumeChallenge(tx, challenge.id, services.clock.now()))) throw badRequest(INVALID_LINK_MESSAGE);
}
