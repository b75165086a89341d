import { Hono } from 'hono';
import {
  FlowTokenResponse, LinkCheckRequest, OtpCheckRequest, needsSecondStep, type ProvenIdentityResponse, type ProvenMailboxResponse,
} from '../../src/api/contract';
import type { Services } from '../services';
import { readBody } from '../http/body';
import { badRequest, conflict, type HttpError } from '../http/errors';
import { issueMailedChallenge } from '../auth/challenge-mail';
import { provePendingEmail } from '../auth/email-change';
import { ALREADY_VERIFIED_MESSAGE, INVALID_CODE_MESSAGE, INVALID_LINK_MESSAGE } from '../auth/messages';
import { requireSession } from '../auth/middleware';
import { toUser } from '../auth/users';
import { secondStepAnswer } from '../auth/two-step/second-step';
import { completeVerification, redeemCode, redeemLink, sessionToken, type Unlock, type Verified } from './auth-flow';

/** E-mail verification (code or link) and identity verification of a new device (code or link). */
export function verifyRoutes(services: Services) {
  const { db, clock } = services;
  const app = new Hono();

  app.get('/resend-verify-email', requireSession(services, { unproven: true }), async (c) => {
    const user = c.get('user');
    const session = c.get('session');
    if (user.is_email_verified === 1) throw conflict(ALREADY_VERIFIED_MESSAGE);
    const issued = await db.transaction((tx) =>
      issueMailedChallenge(services, tx, {
        user, purpose: 'verify_email', deviceId: session.device_id, rememberMe: session.remember_me, now: clock.now(),
      }),
    );
    return c.json({ token: issued.flowToken } satisfies FlowTokenResponse);
  });

  /** What a code or link unlocks here, done in the transaction that uses it up. */
  const verify = (deviceId: string): Unlock<Verified> => (tx, challenge, bearer) =>
    completeVerification(services, tx, challenge, deviceId, bearer);

  /** A mailbox proof: first the address the challenge was mailed to, when it is a pending change's. */
  const verifyMailbox = (deviceId: string, refused: () => HttpError): Unlock<Verified> => async (tx, challenge, bearer) => {
    await provePendingEmail(tx, challenge, clock.now(), refused);
    return completeVerification(services, tx, challenge, deviceId, bearer);
  };
  const staleCode = () => badRequest(INVALID_CODE_MESSAGE, { otp: INVALID_CODE_MESSAGE });
  const staleLink = () => badRequest(INVALID_LINK_MESSAGE);

  /** Signed in, with how long the session lasts, or on to the second step (never a session from a mailbox alone). */
  const answer = async (verified: Verified): Promise<ProvenIdentityResponse> => {
    if ('secondStep' in verified) return secondStepAnswer(verified.user, verified.secondStep);
    const { user, session } = verified;
    return { user: toUser(user), token: await sessionToken(services, session), remember_me: session.remember_me };
  };

  /** E-mail verification's answer names no session length (spec: user, token). */
  const mailboxAnswer = async (verified: Verified): Promise<ProvenMailboxResponse> => {
    const answered = await answer(verified);
    return needsSecondStep(answered) ? answered : { user: answered.user, token: answered.token };
  };

  app.post('/verify-email-otp', async (c) => {
    const body = await readBody(c, OtpCheckRequest);
    const verified = await redeemCode(services, c, 'verify_email', body, { sameUserBearer: true }, verifyMailbox(body.device_id, staleCode));
    return c.json(await mailboxAnswer(verified));
  });

  app.post('/verify-email', async (c) => {
    const body = await readBody(c, LinkCheckRequest);
    const verified = await redeemLink(services, c, 'verify_email', body.token, verifyMailbox(body.device_id, staleLink));
    return c.json(await mailboxAnswer(verified));
  });

  // Identity: the device trusted is the one sending this call, never the one that asked for the
  // code, so a link opened in the owner's mailbox cannot vouch for an attacker's browser.

  app.post('/verify-identity-otp', async (c) => {
    const body = await readBody(c, OtpCheckRequest);
    const verified = await redeemCode(services, c, 'verify_identity', body, { sameUserBearer: true }, verify(body.device_id));
    return c.json(await answer(verified));
  });

  app.post('/verify-identity', async (c) => {
    const body = await readBody(c, LinkCheckRequest);
    const verified = await redeemLink(services, c, 'verify_identity', body.token, verify(body.device_id));
    return c.json(await answer(verified));
  });

  return app;
}
