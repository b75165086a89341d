import { Hono } from 'hono';
import {
  CurrentUserResponse, EmptyRequest, LoginRequest, LoginResponse, MessageResponse, RegisterRequest, RegisterResponse,
} from '../../src/api/contract';
import type { Services } from '../services';
import { readBody } from '../http/body';
import { conflict, unauthorized } from '../http/errors';
import { issueMailedChallenge } from '../auth/challenge-mail';
import { findSignInUser } from '../auth/devices';
import { EMAIL_TAKEN_MESSAGE, INVALID_CREDENTIALS_MESSAGE, SIGNED_OUT_MESSAGE } from '../auth/messages';
import { requireSession } from '../auth/middleware';
import { hashPassword, passwordNeedsRehash, prepareDummyPassword, verifyDummyPassword, verifyPassword } from '../auth/passwords';
import { extendSession, openSession, revokeSession } from '../auth/sessions';
import { userAccountsFor } from '../auth/user-accounts';
import { createProfile } from '../auth/registration';
import { refuseIfMailLimited } from '../limits/mail';
import { countSignInFailure, refuseSignIn, signInAttempt } from '../limits/sign-in';
import { findUserByEmail, setPasswordHash, toUser } from '../auth/users';
import { refuseIfSsoRequired } from '../sso/sso-policy';
import { secondStepAnswer, secondStepIfAny } from '../auth/two-step/second-step';
import { registerResponse, sessionToken } from './auth-flow';

const emailTaken = () => conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });

/** register, login, logout and GET auth (the current user with a refreshed token). */
export function sessionRoutes(services: Services) {
  const { db, clock } = services;
  const app = new Hono();
  prepareDummyPassword();

  app.post('/register', async (c) => {
    const body = await readBody(c, RegisterRequest);
    // Both answered before hashing: a taken address at once (the unique index still decides below),
    // and an address mailed a moment ago.
    if (await findUserByEmail(db, body.email)) throw emailTaken();
    // An address the account's single sign-on policy covers gets its profile from the provider.
    await refuseIfSsoRequired(db, body.email);
    await refuseIfMailLimited(db, 'verify_email', body.email, clock.now());
    const passwordHash = await hashPassword(body.password);
    const now = clock.now();
    const created = await db.transaction(async (tx) => {
      const profile = await createProfile(tx, {
        firstName: body.first_name, lastName: body.last_name, email: body.email, passwordHash, deviceId: body.device_id,
        emailVerified: false, now,
      });
      if (!profile) return null;
      // Last: a mail that cannot be sent takes the registration back, so the same one can be tried again.
      const issued = await issueMailedChallenge(services, tx, {
        user: profile.user, purpose: 'verify_email', deviceId: body.device_id, rememberMe: true, now,
      });
      return { ...profile, issued };
    });
    if (!created) throw emailTaken();
    return c.json((await registerResponse(services, created, created.issued.flowToken)) satisfies RegisterResponse);
  });

  app.post('/login', async (c) => {
    const body = await readBody(c, LoginRequest);
    const attempt = signInAttempt(services, c, body);
    // Before any hash: a blocked pair or address costs the server nothing.
    await refuseSignIn(services, attempt);
    const found = await findSignInUser(db, body.email, body.device_id);
    const user = found?.user ?? null;
    const trusted = found?.trustedDevice ?? false;
    // An unknown e-mail costs the time of a real check, so it answers as slowly as a wrong password.
    const passwordOk = user
      ? await verifyPassword(user.password_hash, body.password, { trusted })
      : await verifyDummyPassword(body.password);
    if (!user || !passwordOk) {
      await countSignInFailure(services, attempt);
      throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
    }
    await refuseSignIn(services, attempt);
    // Only now, with the password right: the refusal tells nothing to someone without it.
    await refuseIfSsoRequired(db, user.email);
    const now = clock.now();
    if (passwordNeedsRehash(user.password_hash)) await setPasswordHash(db, user.id, await hashPassword(body.password), now);

    // The second factor proves the device as the mailed code would, so none is mailed.
    const secondStep = await secondStepIfAny(services, db, {
      userId: user.id, deviceId: body.device_id, rememberMe: body.remember_me, now, proofs: ['password'],
    });
    if (secondStep) {
      return c.json({
        ...secondStepAnswer(user, secondStep), verify_identity: false, verify_email: false, login: false, userAccounts: [],
      } satisfies LoginResponse);
    }

    if (!trusted || user.is_email_verified !== 1) {
      // A new device proves the mailbox first (identity); a known one with an unproven e-mail verifies it.
      const purpose = trusted ? 'verify_email' : 'verify_identity';
      const issued = await db.transaction((tx) =>
        issueMailedChallenge(services, tx, { user, purpose, deviceId: body.device_id, rememberMe: body.remember_me, now }),
      );
      return c.json({
        user: toUser(user), otpToken: issued.flowToken, token: null,
        verify_identity: !trusted, verify_email: trusted, verify_2fa: false, two_step: null, login: false, userAccounts: [], remember_me: body.remember_me,
      } satisfies LoginResponse);
    }

    const session = await openSession(db, { userId: user.id, deviceId: body.device_id, rememberMe: body.remember_me, now, proofs: ['password'] });
    return c.json({
      user: toUser(user), otpToken: null, token: await sessionToken(services, session),
      verify_identity: false, verify_email: false, verify_2fa: false, two_step: null, login: true,
      userAccounts: await userAccountsFor(services, session), remember_me: body.remember_me,
    } satisfies LoginResponse);
  });

  app.post('/logout', requireSession(services, { unproven: true }), async (c) => {
    await readBody(c, EmptyRequest);
    await revokeSession(db, c.get('session').id, clock.now());
    return c.json({ message: SIGNED_OUT_MESSAGE } satisfies MessageResponse);
  });

  app.get('/', requireSession(services, { unproven: true }), async (c) => {
    const session = await extendSession(db, c.get('session'), clock.now());
    return c.json({
      user: toUser(c.get('user')),
      token: await sessionToken(services, session),
      userAccounts: await userAccountsFor(services, session),
    } satisfies CurrentUserResponse);
  });

  return app;
}
