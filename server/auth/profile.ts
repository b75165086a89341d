import type { UpdateMeRequest } from '../../src/api/contract';
import type { Services } from '../services';
import { isUniqueViolation } from '../db/errors';
import { refuseIfMailLimited } from '../limits/mail';
import { conflict } from '../http/errors';
import { voidOpenChallenges } from './challenges';
import { issueMailedChallenge } from './challenge-mail';
import { EMAIL_TAKEN_MESSAGE } from './messages';
import { hashPassword } from './passwords';
import { revokeOtherSessions, type SessionRow } from './sessions';
import { findUserByEmail, normaliseEmail, setPasswordHash, updateProfile, type UserRow } from './users';

const emailTaken = () => conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });

/**
 * PUT user/update-me. A new e-mail must be verified again: it is stored unverified, a
 * verify_email code and link go to it, and codes mailed to the old address stop working. A new
 * password ends the user's other sessions; this one stays. If the mail to a new address cannot be
 * sent, nothing changes and the call answers 503 (policy in challenge-mail.ts): the user tries again.
 */
export async function updateMe(services: Services, user: UserRow, session: SessionRow, body: UpdateMeRequest): Promise<UserRow> {
  const { db, clock } = services;
  const email = normaliseEmail(body.email);
  const emailChanged = email !== user.email;
  if (emailChanged) {
    const holder = await findUserByEmail(db, email);
    if (holder && holder.id !== user.id) throw emailTaken();
    // An address mailed a moment ago is refused before the new password is hashed.
    await refuseIfMailLimited(db, 'verify_email', email, clock.now());
  }
  // Hashing takes a while: not inside the transaction.
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const now = clock.now();

  try {
    return await db.transaction(async (tx) => {
      const updated = await updateProfile(tx, user.id, { firstName: body.first_name, lastName: body.last_name, email, now });
      if (passwordHash) {
        await setPasswordHash(tx, user.id, passwordHash, now);
        await revokeOtherSessions(tx, user.id, session.id, now);
      }
      // Reset codes were made for the old password, and every open code went to the old address.
      if (passwordHash) await voidOpenChallenges(tx, user.id, ['reset_password', 'reset_grant'], now);
      if (emailChanged) {
        await voidOpenChallenges(tx, user.id, ['reset_password', 'reset_grant', 'verify_identity'], now);
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
