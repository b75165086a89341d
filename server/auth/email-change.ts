import type { Queryable } from '../db/db';
import type { Services } from '../services';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict, HttpError } from '../http/errors';
import { guessCode } from '../limits/code-guesses';
import { TooManyAttemptsError } from '../limits/refusal';
import { emailChangeMessages } from '../../src/api/contract';
import { consumeChallenge, voidOpenChallenges, type ChallengeRow } from './challenges';
import { issueMailedChallenge } from './challenge-mail';
import { EMAIL_TAKEN_MESSAGE, INVALID_CODE_MESSAGE, TOO_MANY_TRIES_MESSAGE } from './messages';
import type { SessionRow } from './sessions';
import { adoptPendingEmail, findUserByEmail, findUserById, setPendingEmail, type UserRow } from './users';

/*
 * A profile's e-mail change (update-me) is pending until the new address is proven: the address
 * waits in users.pending_email, its verify_email code and link are mailed to it and name it
 * (challenges.email), and the old address stays the login meanwhile. Nothing matches a profile by
 * its pending address (registration, invitations, sign-in, single sign-on and directory sync read
 * users.email), so it is held by no one. Its code (user/verify-new-email, or auth/verify-email-otp)
 * or its link (auth/verify-email) makes it the login, verified; only the latest pending address's
 * latest code counts.
 */

const nothingPending = () => badRequest(emailChangeMessages.nothingPending);
const invalidCode = () => badRequest(INVALID_CODE_MESSAGE, { otp: INVALID_CODE_MESSAGE });
/** The address became someone's login after the change was asked for: 409, and the change still waits. */
const emailTaken = () => conflict(EMAIL_TAKEN_MESSAGE);

/** The new address waits; its code and link go to it. Call it as the transaction's last step (a mail). */
export async function requestEmailChange(services: Services, tx: Queryable, user: UserRow, session: SessionRow, email: string, now: Date) {
  const pending = await setPendingEmail(tx, user.id, email, now);
  await issueMailedChallenge(services, tx, {
    user: pending, purpose: 'verify_email', deviceId: session.device_id, rememberMe: session.remember_me, now, to: email,
  });
  return pending;
}

/** Nothing waits any more: the pending address's codes and links stop working. */
export async function cancelEmailChange(tx: Queryable, user: UserRow, now: Date): Promise<UserRow> {
  await tx.query(
    `update challenges set voided_at = $3
     where user_id = $1 and purpose = 'verify_email' and email = $2 and used_at is null and voided_at is null`,
    [user.id, user.pending_email, now],
  );
  return setPendingEmail(tx, user.id, null, now);
}

/**
 * The proof of a verify_email challenge, before the verification it completes: a challenge mailed
 * to the pending address makes that address the login (409 when taken meanwhile); one mailed to the
 * profile's own address proves that one; any other (an earlier pending address) is `refused`.
 */
export async function provePendingEmail(tx: Queryable, challenge: ChallengeRow, now: Date, refused: () => HttpError): Promise<void> {
  const user = await findUserById(tx, challenge.user_id);
  if (!user) throw refused();
  const target = challenge.email ?? user.email;
  if (target === user.email) return;
  if (target !== user.pending_email) throw refused();
  await switchToPending(tx, user, now);
}

/** The pending address becomes the login; codes mailed to the old address stop working. */
async function switchToPending(tx: Queryable, user: UserRow, now: Date): Promise<UserRow> {
  const pending = user.pending_email;
  if (!pending) throw nothingPending();
  const holder = await findUserByEmail(tx, pending);
  if (holder && holder.id !== user.id) throw emailTaken();
  try {
    const switched = await adoptPendingEmail(tx, user.id, pending, now);
    if (!switched) throw nothingPending();
    await voidOpenChallenges(tx, user.id, ['reset_password', 'reset_grant', 'verify_identity'], now);
    return switched;
  } catch (error) {
    // Someone registered the address between the check above and the update.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** The open challenge mailed to the user's pending address, if any. */
async function pendingChallenge(db: Queryable, user: UserRow): Promise<ChallengeRow | null> {
  if (!user.pending_email) return null;
  const rows = await db.query<ChallengeRow>(
    `select * from challenges where user_id = $1 and purpose = 'verify_email' and email = $2 and used_at is null and voided_at is null
     order by id desc limit 1`,
    [user.id, user.pending_email],
  );
  return rows[0] ?? null;
}

type Outcome = { wait: number } | { refused: 'invalid' | 'too_many' } | { user: UserRow };

/**
 * POST user/verify-new-email: the signed-in user types the code mailed to their pending address.
 * The session stands in for the flow token; the code counts like every mailed code (five wrong
 * tries void it, the hourly cap of guesses), and the session goes on.
 */
export async function verifyNewEmail(services: Services, user: UserRow, otp: number): Promise<UserRow> {
  if (!user.pending_email) throw nothingPending();
  const challenge = await pendingChallenge(services.db, user);
  if (!challenge) throw invalidCode();
  const outcome = await services.db.transaction(async (tx): Promise<Outcome> => {
    const now = services.clock.now();
    const guess = await guessCode(tx, services.keys.code, challenge.id, user.id, otp, now);
    if ('wait' in guess) return guess;
    if (guess.check !== 'ok') return { refused: guess.check };
    if (!(await consumeChallenge(tx, challenge.id, now))) return { refused: 'invalid' };
    const current = await findUserById(tx, user.id);
    if (!current || current.pending_email !== challenge.email) return { refused: 'invalid' };
    return { user: await switchToPending(tx, current, now) };
  });
  if ('wait' in outcome) throw new TooManyAttemptsError(outcome.wait);
  if ('refused' in outcome) throw outcome.refused === 'too_many' ? badRequest(TOO_MANY_TRIES_MESSAGE) : invalidCode();
  return outcome.user;
}

/** POST user/resend-new-email: a new code and link for the pending address (the earlier ones stop working). */
export async function resendNewEmail(services: Services, user: UserRow, session: SessionRow): Promise<UserRow> {
  const pending = user.pending_email;
  if (!pending) throw nothingPending();
  await services.db.transaction((tx) =>
    issueMailedChallenge(services, tx, {
      user, purpose: 'verify_email', deviceId: session.device_id, rememberMe: session.remember_me, now: services.clock.now(), to: pending,
    }),
  );
  return user;
}
