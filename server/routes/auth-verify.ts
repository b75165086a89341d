import { Hono } from 'hono';
import { FlowTokenResponse, IdentityResponse, LinkCheckRequest, OtpCheckRequest, UserTokenResponse } from '../../src/api/contract';
import type { Services } from '../services';
import { readBody } from '../http/body';
import { conflict } from '../http/errors';
import { issueChallenge, type ChallengeRow } from '../auth/challenges';
import { mailChallenge } from '../auth/challenge-mail';
import { ALREADY_VERIFIED_MESSAGE } from '../auth/messages';
import { requireSession } from '../auth/middleware';
import { toUser } from '../auth/users';
import { completeVerification, consumeOrRefuse, findLinkChallenge, redeemCode, sessionToken } from './auth-flow';

/** E-mail verification (code or link) and identity verification of a new device (code or link). */
export function verifyRoutes(services: Services) {
  const { db, clock, keys } = services;
  const app = new Hono();

  app.get('/resend-verify-email', requireSession(services), async (c) => {
    const user = c.get('user');
    const session = c.get('session');
    if (user.is_email_verified === 1) throw conflict(ALREADY_VERIFIED_MESSAGE);
    const issued = await db.transaction((tx) =>
      issueChallenge(tx, keys.code, {
        userId: user.id, purpose: 'verify_email', deviceId: session.device_id, rememberMe: session.remember_me, now: clock.now(),
      }),
    );
    await mailChallenge(services, user, 'verify_email', issued);
    return c.json({ token: issued.flowToken } satisfies FlowTokenResponse);
  });

  /**
   * Completes a verification in one transaction. A code was used up when it was checked; a link is
   * used up here, in the same transaction that completes it.
   */
  const finish = async (challenge: ChallengeRow, deviceId: string, by: 'code' | 'link') => {
    const { user, session } = await db.transaction(async (tx) => {
      if (by === 'link') await consumeOrRefuse(services, tx, challenge);
      return completeVerification(services, tx, challenge, deviceId);
    });
    return { user: toUser(user), token: await sessionToken(services, session), rememberMe: session.remember_me };
  };

  app.post('/verify-email-otp', async (c) => {
    const body = await readBody(c, OtpCheckRequest);
    const challenge = await redeemCode(services, c, 'verify_email', body, { sameUserBearer: true });
    const { user, token } = await finish(challenge, body.device_id, 'code');
    return c.json({ user, token } satisfies UserTokenResponse);
  });

  app.post('/verify-email', async (c) => {
    const body = await readBody(c, LinkCheckRequest);
    const challenge = await findLinkChallenge(services, c, 'verify_email', body.token);
    const { user, token } = await finish(challenge, body.device_id, 'link');
    return c.json({ user, token } satisfies UserTokenResponse);
  });

  // Identity: the device trusted is the one sending this call, never the one that asked for the
  // code, so a link opened in the owner's mailbox cannot vouch for an attacker's browser.

  app.post('/verify-identity-otp', async (c) => {
    const body = await readBody(c, OtpCheckRequest);
    const challenge = await redeemCode(services, c, 'verify_identity', body, { sameUserBearer: true });
    const { user, token, rememberMe } = await finish(challenge, body.device_id, 'code');
    return c.json({ user, token, remember_me: rememberMe } satisfies IdentityResponse);
  });

  app.post('/verify-identity', async (c) => {
    const body = await readBody(c, LinkCheckRequest);
    const challenge = await findLinkChallenge(services, c, 'verify_identity', body.token);
    const { user, token, rememberMe } = await finish(challenge, body.device_id, 'link');
    return c.json({ user, token, remember_me: rememberMe } satisfies IdentityResponse);
  });

  return app;
}
