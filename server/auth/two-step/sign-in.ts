import type { Queryable } from '../../db/db';
import type { Services } from '../../services';
import type { ChallengeRow } from '../challenges';
import { trustDevice } from '../devices';
import { openSession, revokeSession, withProofs, type Proof, type Proofs, type SessionRow } from '../sessions';
import { findUserById, type UserRow } from '../users';
import { secondStepOrigin } from './second-step';

export type SignedIn = { user: UserRow; session: SessionRow };

/**
 * The end of a sign-in proven by a second factor or a passkey: the device that made the call is
 * trusted from now on (a second factor proves the device as the mailed code does), and a session
 * opens for as long as 'Keep me signed in' asked, recording `proofs`.
 */
export async function completeTwoStepSignIn(
  services: Services,
  tx: Queryable,
  input: { userId: number; deviceId: string; rememberMe: boolean; proofs: Proofs },
): Promise<SignedIn> {
  const now = services.clock.now();
  const user = await findUserById(tx, input.userId);
  if (!user) throw new Error(`user ${input.userId} vanished during a sign-in`);
  await trustDevice(tx, user.id, input.deviceId, now);
  const session = await openSession(tx, { userId: user.id, deviceId: input.deviceId, rememberMe: input.rememberMe, now, proofs: input.proofs });
  return { user, session };
}

/**
 * The end of a second step answered with `factor`, in the transaction that used `challenge` up.
 * A login's or a mailbox's challenge opens a session proven by both steps. One issued by
 * auth/confirm-sign-in opens the successor of the session it confirms (same device, 'Keep me
 * signed in' and provider, its proofs plus the password and the factor) and ends that session;
 * null when that session ended meanwhile (the sign-in has expired).
 */
export async function completeSecondStep(
  services: Services,
  tx: Queryable,
  challenge: ChallengeRow,
  input: { deviceId: string; factor: Proof },
): Promise<SignedIn | null> {
  const origin = await secondStepOrigin(tx, challenge.id);
  if (origin.upgradesSessionId === null) {
    return completeTwoStepSignIn(services, tx, {
      userId: challenge.user_id, deviceId: input.deviceId, rememberMe: challenge.remember_me, proofs: withProofs(origin.proofs, input.factor),
    });
  }
  const now = services.clock.now();
  const [confirmed] = await tx.query<SessionRow>(
    'select * from sessions where id = $1 and user_id = $2 and revoked_at is null and expires_at > $3 for update',
    [origin.upgradesSessionId, challenge.user_id, now],
  );
  const user = await findUserById(tx, challenge.user_id);
  if (!confirmed || !user) return null;
  await trustDevice(tx, user.id, input.deviceId, now);
  const session = await openSession(tx, {
    userId: user.id, deviceId: confirmed.device_id, rememberMe: confirmed.remember_me, now,
    proofs: withProofs([...confirmed.proofs, ...origin.proofs], input.factor), ssoAccountId: confirmed.sso_account_id,
  });
  await revokeSession(tx, confirmed.id, now);
  return { user, session };
}
