import type { Queryable } from '../db/db';
import { trustDevice } from './devices';
import { openSession, type Proofs, type SessionRow } from './sessions';
import { insertUser, markEmailVerified, type UserRow } from './users';

type NewProfile = {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  deviceId: string;
  /** True when the call itself proves the mailbox (an invitation link came to it). */
  emailVerified: boolean;
  now: Date;
};

/**
 * Every registration (auth/register and auth/register-invited-user): the user and a kept session,
 * proven by the registration (and the mailbox, for an invitation's). The registering browser is
 * trusted only when the call proves the mailbox: otherwise the e-mail verification trusts it
 * (completeVerification), and until then the session can only prove the address (middleware.ts).
 * Null when the e-mail is taken (the unique index decides, so concurrent registrations are safe).
 */
export async function createProfile(tx: Queryable, profile: NewProfile): Promise<{ user: UserRow; session: SessionRow } | null> {
  const { deviceId, now } = profile;
  const inserted = await insertUser(tx, {
    firstName: profile.firstName, lastName: profile.lastName, email: profile.email, passwordHash: profile.passwordHash, now,
  });
  if (!inserted) return null;
  const user = profile.emailVerified ? await markEmailVerified(tx, inserted.id, now) : inserted;
  if (profile.emailVerified) await trustDevice(tx, user.id, deviceId, now);
  const proofs: Proofs = profile.emailVerified ? ['registration', 'mailbox'] : ['registration'];
  const session = await openSession(tx, { userId: user.id, deviceId, rememberMe: true, now, proofs });
  return { user, session };
}
