import { Hono } from 'hono';
import {
  FlowTokenResponse, ForgotPasswordRequest, OtpCheckRequest, ResetPasswordRequest, type ProvenMailboxResponse,
} from '../../src/api/contract';
import type { Services } from '../services';
import { readBody } from '../http/body';
import { badRequest } from '../http/errors';
import { findByFlowToken, findByLinkToken, isOpen, issueChallenge, voidOpenChallenges } from '../auth/challenges';
import { trustDevice } from '../auth/devices';
import { INVALID_LINK_MESSAGE } from '../auth/messages';
import { hashPassword } from '../auth/passwords';
import { requestPasswordReset } from '../auth/reset-request';
import { openSession, revokeAllSessions } from '../auth/sessions';
import { markEmailVerified, setPasswordHash, toUser } from '../auth/users';
import { secondStepAnswer, secondStepIfAny } from '../auth/two-step/second-step';
import { refuseIfSsoRequiredForUser } from '../sso/sso-policy';
import { consumeOrRefuse, redeemCode, sessionToken } from './auth-flow';

/** forgot-password -> verify-forgot-password-otp -> reset-password (or the mail's link -> reset-password). */
export function passwordRoutes(services: Services) {
  const { db, clock, keys } = services;
  const app = new Hono();

  app.post('/forgot-password', async (c) => {
    const body = await readBody(c, ForgotPasswordRequest);
    const token = await requestPasswordReset(services, body.email, body.device_id ?? null);
    return c.json({ token } satisfies FlowTokenResponse);
  });

  app.post('/verify-forgot-password-otp', async (c) => {
    const body = await readBody(c, OtpCheckRequest);
    // The grant is issued in the transaction that uses the code up: a failure leaves the code working.
    // A person the single sign-on policy covers is told so once the code is right, before choosing a
    // password the policy would refuse; forgot-password itself answers every address alike.
    const grant = await redeemCode(services, c, 'reset_password', body, { sameUserBearer: false }, async (tx, challenge) => {
      await refuseIfSsoRequiredForUser(tx, challenge.user_id);
      return issueChallenge(tx, keys.code, { userId: challenge.user_id, purpose: 'reset_grant', deviceId: body.device_id, rememberMe: true, now: clock.now() });
    });
    return c.json({ token: grant.flowToken } satisfies FlowTokenResponse);
  });

  app.post('/reset-password', async (c) => {
    const body = await readBody(c, ResetPasswordRequest);
    // A confirmation that differs from the password was refused by the contract (passwordsMatch).
    // The grant from verify-forgot-password-otp, or the reset mail's link. Never the forgot-password
    // token itself: that one is handed to anyone who types an address.
    const challenge =
      (await findByFlowToken(db, body.token, 'reset_grant')) ?? (await findByLinkToken(db, body.token, 'reset_password'));
    if (!challenge || !isOpen(challenge, clock.now())) throw badRequest(INVALID_LINK_MESSAGE);
    // The reset would end in a session: not for a person the single sign-on policy covers.
    await refuseIfSsoRequiredForUser(db, challenge.user_id);

    const passwordHash = await hashPassword(body.password);
    const answer = await db.transaction(async (tx): Promise<ProvenMailboxResponse> => {
      await consumeOrRefuse(services, tx, challenge);
      const now = clock.now();
      await setPasswordHash(tx, challenge.user_id, passwordHash, now);
      // The reset proved the mailbox; every other session ends, as do other reset codes and links.
      const user = await markEmailVerified(tx, challenge.user_id, now);
      await revokeAllSessions(tx, user.id, now);
      await voidOpenChallenges(tx, user.id, ['reset_password', 'reset_grant'], now);
      const rememberMe = body.remember_me ?? true;
      // A mailbox is not a second factor: its owner still answers theirs before any session or trust.
      const secondStep = await secondStepIfAny(services, tx, {
        userId: user.id, deviceId: body.device_id ?? null, rememberMe, now, proofs: ['mailbox'],
      });
      if (secondStep) return secondStepAnswer(user, secondStep);
      if (body.device_id) await trustDevice(tx, user.id, body.device_id, now);
      const session = await openSession(tx, { userId: user.id, deviceId: body.device_id ?? null, rememberMe, now, proofs: ['mailbox'] });
      return { user: toUser(user), token: await sessionToken(services, session) };
    });
    return c.json(answer);
  });

  return app;
}
