import type { Services } from '../services';
import { giveBackMail, takeMail } from '../limits/mail';
import { challengeMessage } from './challenge-mail';
import { insertChallenge, voidChallenge, voidEarlierChallenges, type IssuedChallenge } from './challenges';
import { newFlowToken } from './random';
import { findUserByEmail, normaliseEmail, type UserRow } from './users';

/**
 * POST auth/forgot-password: the flow token the answer carries. Every address gets the same answer
 * after the same work, so nobody learns which ones have a profile: the mail allowance is taken for
 * unknown addresses too, a limited or unknown address gets a token that matches nothing, and the
 * mail goes after the answer (its time would tell), under the policy in challenge-mail.ts. The
 * allowance is taken before the answer, under the counter's lock, so of any burst for one address
 * only the first call in a minute gets a challenge to mail.
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
  services.afterResponse.run('The password reset mail', () => mailResetChallenge(services, user, issued, now));
  return issued.flowToken;
}

/**
 * Sent: earlier reset codes stop counting. Failed: logged, this one never works, and the allowance
 * it took (at `countedAt`) is given back, so the user may ask again at once.
 */
async function mailResetChallenge(services: Services, user: UserRow, issued: IssuedChallenge, countedAt: Date): Promise<void> {
  const message = challengeMessage(services, user, 'reset_password', issued);
  try {
    await services.mailer.send(message);
  } catch (error) {
    console.error(`Sending "${message.subject}" to ${message.to} failed:`, error);
    await services.db.transaction(async (tx) => {
      await voidChallenge(tx, issued.flowToken, services.clock.now());
      await giveBackMail(tx, 'reset_password', user.email, countedAt);
    });
    return;
  }
  await voidEarlierChallenges(services.db, user.id, 'reset_password', issued.flowToken, services.clock.now());
}
