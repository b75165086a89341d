import type { Queryable } from '../../db/db';
import type { Services } from '../../services';
import { trustDevice } from '../devices';
import { openSession, type SessionRow } from '../sessions';
import { findUserById, type UserRow } from '../users';

/**
 * The end of a sign-in proven by a second factor or a passkey: the device that made the call is
 * trusted from now on (a second factor proves the device as the mailed code does), and a session
 * opens for as long as 'Keep me signed in' asked.
 */
export async function completeTwoStepSignIn(
  services: Services,
  tx: Queryable,
  input: { userId: number; deviceId: string; rememberMe: boolean },
): Promise<{ user: UserRow; session: SessionRow }> {
  const now = services.clock.now();
  const user = await findUserById(tx, input.userId);
  if (!user) throw new Error(`user ${input.userId} vanished during a sign-in`);
  await trustDevice(tx, user.id, input.deviceId, now);
  const session = await openSession(tx, { userId: user.id, deviceId: input.deviceId, rememberMe: input.rememberMe, now });
  return { user, session };
}
