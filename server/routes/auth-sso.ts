import { Hono, type Context } from 'hono';
import {
  SsoFinishRequest, SsoStartRequest, ssoSignInMessages as messages,
  type SsoFinishResponse, type SsoStartResponse,
} from '../../src/api/contract';
import type { Services } from '../services';
import { readBody } from '../http/body';
import { clientAddress } from '../http/client-address';
import { badRequest } from '../http/errors';
import { trustDevice } from '../auth/devices';
import { openSession } from '../auth/sessions';
import { userAccountsFor } from '../auth/user-accounts';
import { findUserById, toUser } from '../auth/users';
import { countSignInFailure, refuseSignIn, signInAttempt } from '../limits/sign-in';
import { takeSsoStartCall } from '../limits/sso-starts';
import { findConnection } from '../sso/connection-store';
import { SsoFailure } from '../sso/provider-identity';
import { startSignIn } from '../sso/sign-in-start';
import { takeForFinish } from '../sso/sign-in-store';
import { emailDomain, signInAccountFor } from '../sso/verified-domains';
import { sessionToken } from './auth-flow';

/**
 * A finish names no e-mail: its failures count against the client address under this name, which
 * no address can have (it holds spaces), so the per-address cap of sign-ins covers it too.
 */
const FINISH_ATTEMPT_EMAIL = 'single sign-on finish';

const finishAttempt = (services: Services, c: Context, deviceId: string) =>
  signInAttempt(services, c, { email: FINISH_ATTEMPT_EMAIL, device_id: deviceId });

/**
 * auth/sso/: single sign-on's two calls from the portal (issue 41). start sends the browser to the
 * provider of the account that verified the address's domain; finish turns the one-time token the
 * provider's checked answer earned into a session, on the device that started. Failures count as
 * failed sign-ins do (limits/sign-in.ts), per address; successes never do. A start that has to call
 * the provider also takes one of the address's and the domain's calls (limits/sso-starts.ts).
 */
export function ssoSignInRoutes(services: Services) {
  const app = new Hono();
  const { db, clock } = services;

  app.post('/sso/start', async (c) => {
    const body = await readBody(c, SsoStartRequest);
    const attempt = signInAttempt(services, c, body);
    await refuseSignIn(services, attempt);
    const accountId = await signInAccountFor(db, body.email);
    const connection = accountId === null ? null : await findConnection(db, accountId);
    if (!connection) {
      await countSignInFailure(services, attempt);
      throw badRequest(messages.notSetUp, { email: messages.notSetUp });
    }
    // Only a start that makes the server call the provider takes an allowance: most find its documents kept.
    const domain = emailDomain(body.email) ?? '';
    const beforeCall = () => takeSsoStartCall(db, domain, clientAddress(c, services.config.trustProxy), clock.now());
    try {
      const redirectUrl = await startSignIn(
        services, connection, { email: body.email, deviceId: body.device_id, rememberMe: body.remember_me }, beforeCall,
      );
      return c.json({ redirect_url: redirectUrl } satisfies SsoStartResponse);
    } catch (error) {
      if (!(error instanceof SsoFailure)) throw error;
      console.warn(`A single sign-on could not start: ${error.message}`);
      throw badRequest(messages.failures.provider);
    }
  });

  app.post('/sso/finish', async (c) => {
    const body = await readBody(c, SsoFinishRequest);
    const attempt = finishAttempt(services, c, body.device_id);
    await refuseSignIn(services, attempt);
    const now = clock.now();
    const finished = await db.transaction(async (tx) => {
      const taken = await takeForFinish(tx, body.token, body.device_id, now);
      if ('refused' in taken) return taken;
      const { signIn } = taken;
      // takeForFinish takes only a sign-in whose answer named its user.
      const userId = signIn.user_id as number;
      await trustDevice(tx, userId, body.device_id, now);
      const session = await openSession(tx, {
        userId, deviceId: body.device_id, rememberMe: signIn.remember_me, now, proofs: ['sso'], ssoAccountId: signIn.account_id,
      });
      return { signIn, session };
    });
    if ('refused' in finished) {
      await countSignInFailure(services, attempt);
      throw badRequest(finished.refused === 'other_device' ? messages.otherDevice : messages.failures.state);
    }
    const { signIn, session } = finished;
    const user = await findUserById(db, session.user_id);
    if (!user) throw badRequest(messages.failures.state);
    return c.json({
      user: toUser(user),
      token: await sessionToken(services, session),
      userAccounts: await userAccountsFor(services, session),
      account_id: signIn.account_id,
      remember_me: signIn.remember_me,
    } satisfies SsoFinishResponse);
  });

  return app;
}
