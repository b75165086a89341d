import { Hono } from 'hono';
import { ConfirmSignInRequest, type ConfirmSignInResponse } from '../../src/api/contract';
import type { Services } from '../services';
import { readBody } from '../http/body';
import { requireSession } from '../auth/middleware';
import { SESSION_EXPIRED_MESSAGE } from '../auth/messages';
import { unauthorized } from '../http/errors';
import { addProofs } from '../auth/sessions';
import { userAccountsFor } from '../auth/user-accounts';
import { toUser } from '../auth/users';
import { confirmPassword } from '../auth/two-step/password-check';
import { secondStepAnswer, secondStepIfAny } from '../auth/two-step/second-step';
import { sessionToken } from './auth-flow';

/**
 * POST auth/confirm-sign-in (session bearer): the person confirms their own sign-in in a session
 * another account's provider proved (or one that has not proved the second factor an account asks),
 * so it opens the rest of their accounts (DESIGN "Identity"). As at login: the password (a wrong one
 * is a failed sign-in of their address, under its limits), then their second factor where they have
 * one. Without a factor the session itself records the password; with one the answer is the second
 * step, whose success opens this session's successor and ends this one (two-step/sign-in.ts).
 */
export function confirmSignInRoutes(services: Services) {
  const { db, clock } = services;
  const app = new Hono();

  app.post('/confirm-sign-in', requireSession(services), async (c) => {
    const body = await readBody(c, ConfirmSignInRequest);
    const user = c.get('user');
    const session = c.get('session');
    await confirmPassword(services, c, { user, session }, body.password);
    const now = clock.now();
    const secondStep = await db.transaction((tx) =>
      secondStepIfAny(services, tx, {
        userId: user.id, deviceId: body.device_id, rememberMe: session.remember_me, now, proofs: ['password'], upgradesSessionId: session.id,
      }),
    );
    if (secondStep) return c.json(secondStepAnswer(user, secondStep) satisfies ConfirmSignInResponse);
    const confirmed = await addProofs(db, session.id, ['password']);
    // Ended by another call meanwhile (a logout): as any call with an ended session.
    if (!confirmed) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    return c.json({
      user: toUser(user), token: await sessionToken(services, confirmed), userAccounts: await userAccountsFor(services, confirmed),
    } satisfies ConfirmSignInResponse);
  });

  return app;
}
