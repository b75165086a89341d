import type { Context } from 'hono';
import { profileMessages, type UpdateMeRequest } from '../../src/api/contract';
import type { Services } from '../services';
import type { Queryable } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { refuseIfMailLimited } from '../limits/mail';
import { badRequest, conflict } from '../http/errors';
import { credentialNoticeMail, type CredentialChange } from '../mail/credential-notices';
import { voidOpenChallenges } from './challenges';
import { issueMailedChallenge, sendInTransaction } from './challenge-mail';
import { EMAIL_TAKEN_MESSAGE } from './messages';
import { hashPassword } from './passwords';
import { requestClient } from './request-client';
import { revokeOtherSessions, type SessionRow } from './sessions';
import { confirmPassword } from './two-step/password-check';
import { describeUserAgent } from './user-agent';
import { findUserByEmail, normaliseEmail, setPasswordHash, updateProfile, type UserRow } from './users';

const emailTaken = () => conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });

type Caller = { user: UserRow; session: SessionRow };

/**
 * PUT user/update-me. A new password or e-mail is a change of credential: it needs the current
 * password (a wrong one is a failed sign-in), and a notice goes to the address the profile had
 * before. A new e-mail must be verified again: it is stored unverified, a verify_email code and
 * link go to it, and codes mailed to the old address stop working. A new password ends the user's
 * other sessions; this one stays. If a mail cannot be sent, nothing changes and the call answers
 * 503 (policy in challenge-mail.ts): the user tries again.
 */
export async function updateMe(services: Services, c: Context, caller: Caller, body: UpdateMeRequest): Promise<UserRow> {
  const { db, clock } = services;
  const { user, session } = caller;
  const email = normaliseEmail(body.email);
  const emailChanged = email !== user.email;
  if (emailChanged) {
    const holder = await findUserByEmail(db, email);
    if (holder && holder.id !== user.id) throw emailTaken();
    // An address mailed a moment ago is refused before any password is checked or hashed.
    await refuseIfMailLimited(db, 'verify_email', email, clock.now());
  }
  if (emailChanged || body.password) await confirmCurrentPassword(services, c, caller, body.current_password);
  // Hashing takes a while: not inside the transaction.
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const now = clock.now();
  const notify = noticeSender(services, c, user, now);

  try {
    return await db.transaction(async (tx) => {
      const updated = await updateProfile(tx, user.id, { firstName: body.first_name, lastName: body.last_name, email, now });
      if (passwordHash) {
        await setPasswordHash(tx, user.id, passwordHash, now);
        await revokeOtherSessions(tx, user.id, session.id, now);
        // Reset codes were made for the old password.
        await voidOpenChallenges(tx, user.id, ['reset_password', 'reset_grant'], now);
        await notify(tx, { kind: 'password' });
      }
      if (emailChanged) {
        // Every open code went to the old address.
        await voidOpenChallenges(tx, user.id, ['reset_password', 'reset_grant', 'verify_identity'], now);
        await notify(tx, { kind: 'email', newEmail: updated.email });
        // Last: a mail that cannot be sent takes the whole change back.
        await issueMailedChallenge(services, tx, {
          user: updated, purpose: 'verify_email', deviceId: session.device_id, rememberMe: session.remember_me, now,
        });
      }
      return updated;
    });
  } catch (error) {
    // Someone took the address between the check above and the update.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** The proof a change of credential asks for: the current password, counted as a sign-in when wrong. */
async function confirmCurrentPassword(services: Services, c: Context, caller: Caller, currentPassword: string | null | undefined) {
  const message = profileMessages.currentPasswordRequired;
  if (!currentPassword) throw badRequest(message, { current_password: message });
  await confirmPassword(services, c, caller, currentPassword, { field: 'current_password', message: profileMessages.currentPasswordWrong });
}

/** Sends, in the change's transaction, the notice of a change to the address `user` had before it. */
function noticeSender(services: Services, c: Context, user: UserRow, now: Date) {
  const { browser, system } = describeUserAgent(requestClient(c, services.config.trustProxy).userAgent);
  return (tx: Queryable, change: CredentialChange) =>
    sendInTransaction(
      services,
      tx,
      credentialNoticeMail({
        to: user.email, firstName: user.first_name, change, at: now, device: `${browser} on ${system}`, publicUrl: services.config.publicUrl,
      }),
    );
}
