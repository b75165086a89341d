import type { Services } from '../services';
import { takeMail } from '../limits/mail';
import { challengeMessage } from './challenge-mail';
import { insertChallenge, voidChallenge, voidEarlierChallenges, type IssuedChallenge } from './challenges';
import { newFlowToken } from './random';
import { findUserByEmail, normaliseEmail, type UserRow } from './users';

/**
 * POST auth/forgot-password: the flow token the answer carries. Every address gets the same answer
 * after the same work, so nobody learns which ones have a profile: the mail allowance is taken for
 * unknown addresses too, a limited or unknown address gets a token that matches nothing, and the
 * mail goes after the answer (its time would tell), under the policy in challenge-mail.ts.
 */
export async function requestPasswordReset(services: Services, email: string, deviceId: string | null): Promise<string> {
  const { db, clock, keys } = services;
  const user = await findUserByEmail(db, email);
  const now = clock.now();
  const issued = await db.transaction(async (tx) => {
    const wait = await takeMail(tx, 'reset_password', normaliseEmail(email), now);
    if (wait > 0 || !user) return null;
    return insertChallenge(tx, keys.code, { userId: user.id, purpose: 'reset_password', deviceId, rememberMe: true, now });
  });
  if (!user || !issued) return newFlowToken();
  services.afterResponse.run('The password reset mail', () => mailResetChallenge(services, user, issued));
  return issued.flowToken;
}

/** Sent: earlier reset codes stop counting. Failed: logged, and this one never works. */
async function mailResetChallenge(services: Services, user: UserRow, issued: IssuedChallenge): Promise<void> {
  const message = challengeMessage(services, user, 'reset_password', issued);
  try {
    await services.mailer.send(message);
  } catch (error) {
    console.error(`Sending "${message.subject}" to ${message.to} failed:`, error);
    await voidChallenge(services.db, issued.flowToken, services.clock.now());
    return;
  }
  await voidEarlierChallenges(services.db, user.id, 'reset_password', issued.flowToken, services.clock.now());
}
