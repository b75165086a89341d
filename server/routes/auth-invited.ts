import { Hono } from 'hono';
import { RegisterRequest, memberMessages, type RegisterResponse } from '../../src/api/contract';
import type { Services } from '../services';
import { readBody } from '../http/body';
import { badRequest, conflict } from '../http/errors';
import { EMAIL_TAKEN_MESSAGE } from '../auth/messages';
import { bearerToken } from '../auth/middleware';
import { hashPassword } from '../auth/passwords';
import { createProfile } from '../auth/registration';
import { findUserByEmail } from '../auth/users';
import { refuseIfSsoRequired } from '../sso/sso-policy';
import { joinAccount } from '../members/invitation-answers';
import { liveInvitationOrRefuse } from '../members/invitation-token';
import { registerResponse } from './auth-flow';

const emailTaken = () => conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });

/**
 * POST auth/register-invited-user, the invitation token as bearer: registers the invited address
 * (the body's email is ignored), verified since the link came to it, on a trusted device, and joins
 * the account in the same transaction, which also uses the invitation up.
 */
export function invitedRegistrationRoutes(services: Services) {
  const { db, clock } = services;
  const app = new Hono();

  app.post('/register-invited-user', async (c) => {
    const body = await readBody(c, RegisterRequest);
    const token = bearerToken(c);
    if (!token) throw badRequest(memberMessages.tokenMissing);
    const invitation = await liveInvitationOrRefuse(services, token);
    // Checked before hashing, so a taken address answers at once; the unique index decides below.
    if (await findUserByEmail(db, invitation.email)) throw emailTaken();
    const passwordHash = await hashPassword(body.password);
    const now = clock.now();
    const created = await db.transaction(async (tx) => {
      const profile = await createProfile(tx, {
        firstName: body.first_name, lastName: body.last_name, email: invitation.email, passwordHash, deviceId: body.device_id,
        emailVerified: true, now,
      });
      if (!profile) return null;
      await joinAccount(tx, invitation, profile.user.id, now);
      // Decided once joined: an invitation to administer the account that requires single sign-on
      // keeps the password; anyone else at its domains is refused, and nothing of this call stays.
      await refuseIfSsoRequired(tx, invitation.email);
      return profile;
    });
    if (!created) throw emailTaken();
    return c.json((await registerResponse(services, created, null)) satisfies RegisterResponse);
  });

  return app;
}
