import type { Context } from 'hono';
import { profileMessages, type UpdateMeRequest } from '../../src/api/contract';
import type { Services } from '../services';
import type { Queryable } from '../db/db';
import { refuseIfMailLimited } from '../limits/mail';
import { badRequest, conflict } from '../http/errors';
import { credentialNoticeMail, type CredentialChange } from '../mail/credential-notices';
import { voidOpenChallenges } from './challenges';
import { sendInTransaction } from './challenge-mail';
import { cancelEmailChange, requestEmailChange } from './email-change';
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
 * password (a wrong one is a failed sign-in), and a notice goes to the profile's address. A new
 * e-mail waits for its proof (email-change.ts): it is stored as the pending address, a verify_email
 * code and link go to it, and the current address stays the login, as verified as it was, until
 * then. Only the latest pending address counts; the current address typed again cancels the change.
 * A new password ends the user's other sessions; this one stays. If a mail cannot be sent, nothing
 * changes and the call answers 503 (policy in challenge-mail.ts): the user tries again.
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

  return db.transaction(async (tx) => {
    let updated = await updateProfile(tx, user.id, { firstName: body.first_name, lastName: body.last_name, email: user.email, now });
    if (passwordHash) {
      await setPasswordHash(tx, user.id, passwordHash, now);
      await revokeOtherSessions(tx, user.id, session.id, now);
      // Reset codes were made for the old password.
      await voidOpenChallenges(tx, user.id, ['reset_password', 'reset_grant'], now);
      await notify(tx, { kind: 'password' });
    }
    if (!emailChanged && updated.pending_email) updated = await cancelEmailChange(tx, updated, now);
    if (emailChanged) {
      // The owner hears of each new pending address, once.
      if (email !== user.pending_email) await notify(tx, { kind: 'email', newEmail: email });
      // Last: a mail that cannot be sent takes the whole change back.
      updated = await requestEmailChange(services, tx, updated, session, email, now);
    }
    return updated;
  });
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
