import { Hono } from 'hono';
import {
  PasswordCheckRequest, SecondFactorCodeRequest, SecondFactorRecoveryRequest, TotpEnableRequest, twoStepMessages,
  type MessageResponse, type RecoveryCodesResponse, type SecurityResponse, type TotpEnabledResponse, type TotpSetupResponse,
  type TwoStepSignInResponse,
} from '../../src/api/contract';
import type { Services } from '../services';
import { readBody } from '../http/body';
import { badRequest, conflict } from '../http/errors';
import { requireSession } from '../auth/middleware';
import { addProofs } from '../auth/sessions';
import { toUser } from '../auth/users';
import { confirmPassword } from '../auth/two-step/password-check';
import { firstRecoveryCodes, replaceRecoveryCodes, useRecoveryCode } from '../auth/two-step/recovery-codes';
import { signInWithCode, type SignedIn } from '../auth/two-step/second-factor-challenge';
import { secondFactorsOf } from '../auth/two-step/second-factors';
import { securitySummary } from '../auth/two-step/security-summary';
import { startTotpSetup, turnOffTotp, useTotpCode } from '../auth/two-step/totp';
import { guessSecondFactor } from '../limits/second-factor-guesses';
import { TooManyAttemptsError } from '../limits/refusal';
import { sessionToken } from './auth-flow';

const totpInvalid = () => badRequest(twoStepMessages.totpInvalid, { otp: twoStepMessages.totpInvalid });
const recoveryCodeInvalid = () =>
  badRequest(twoStepMessages.recoveryCodeInvalid, { recovery_code: twoStepMessages.recoveryCodeInvalid });

/** The Security screen's summary, the authenticator app, recovery codes and the second step of a sign-in. */
export function twoStepRoutes(services: Services) {
  const { db, clock, keys } = services;
  const app = new Hono();

  app.get('/security', requireSession(services), async (c) =>
    c.json((await securitySummary(db, c.get('user').id)) satisfies SecurityResponse),
  );

  // ---- the authenticator app (session bearer) ----

  // A new factor is a new credential: a stolen session must not put its own app on the profile.
  app.post('/totp/setup', requireSession(services), async (c) => {
    const { password } = await readBody(c, PasswordCheckRequest);
    const user = c.get('user');
    if ((await secondFactorsOf(db, user.id)).totp) throw conflict(twoStepMessages.totpAlreadyOn);
    await confirmPassword(services, c, { user, session: c.get('session') }, password);
    const setup = await startTotpSetup(db, keys.totp, user, clock.now());
    if (!setup) throw conflict(twoStepMessages.totpAlreadyOn);
    return c.json(setup satisfies TotpSetupResponse);
  });

  app.post('/totp/enable', requireSession(services), async (c) => {
    const { otp } = await readBody(c, TotpEnableRequest);
    const userId = c.get('user').id;
    // Wrong codes count as at sign-in: a stolen session must not find a code by trying them all.
    const guess = await db.transaction(async (tx) => {
      const now = clock.now();
      return guessSecondFactor(tx, userId, now, async () => {
        const first = !(await secondFactorsOf(tx, userId)).passkey;
        const used = await useTotpCode(tx, keys.totp, { userId, code: otp, use: 'setup', now });
        if (used === 'absent') {
          const factors = await secondFactorsOf(tx, userId);
          throw conflict(factors.totp ? twoStepMessages.totpAlreadyOn : twoStepMessages.totpNotStarted);
        }
        if (used === 'wrong') return null;
        // The user's first factor, its code just typed (after the password at setup): this session
        // has proved it. Never a later one: a stolen session must not prove a factor it added itself.
        if (first) await addProofs(tx, c.get('session').id, ['app_code']);
        return { recovery_codes: await firstRecoveryCodes(tx, keys.recovery, userId, now) };
      });
    });
    if ('wait' in guess) throw new TooManyAttemptsError(guess.wait);
    if ('wrong' in guess) throw totpInvalid();
    return c.json(guess.right satisfies TotpEnabledResponse);
  });

  app.post('/totp/disable', requireSession(services), async (c) => {
    const { password } = await readBody(c, PasswordCheckRequest);
    const user = c.get('user');
    if (!(await secondFactorsOf(db, user.id)).totp) throw conflict(twoStepMessages.totpNotOn);
    await confirmPassword(services, c, { user, session: c.get('session') }, password);
    // Off meanwhile by another call: the same answer as before the password.
    if (!(await turnOffTotp(db, user.id))) throw conflict(twoStepMessages.totpNotOn);
    return c.json({ message: twoStepMessages.turnedOff } satisfies MessageResponse);
  });

  app.post('/recovery-codes', requireSession(services), async (c) => {
    const { password } = await readBody(c, PasswordCheckRequest);
    const user = c.get('user');
    const factors = await secondFactorsOf(db, user.id);
    if (!factors.totp && !factors.passkey) throw conflict(twoStepMessages.noSecondFactor);
    await confirmPassword(services, c, { user, session: c.get('session') }, password);
    const codes = await db.transaction((tx) => replaceRecoveryCodes(tx, keys.recovery, user.id, clock.now()));
    return c.json({ recovery_codes: codes } satisfies RecoveryCodesResponse);
  });

  // ---- the second step of a sign-in (no bearer: the login's flow token) ----

  const signedInAnswer = async ({ user, session }: SignedIn) =>
    ({ user: toUser(user), token: await sessionToken(services, session), remember_me: session.remember_me }) satisfies TwoStepSignInResponse;

  app.post('/verify-2fa', async (c) => {
    const body = await readBody(c, SecondFactorCodeRequest);
    const signedIn = await signInWithCode(
      services,
      { token: body.token, deviceId: body.device_id, factor: 'app_code' },
      async (tx, userId, now) => {
        const used = await useTotpCode(tx, keys.totp, { userId, code: body.otp, use: 'on', now });
        return used === 'accepted' ? 'right' : used;
      },
      totpInvalid,
    );
    return c.json(await signedInAnswer(signedIn));
  });

  app.post('/verify-2fa-recovery', async (c) => {
    const body = await readBody(c, SecondFactorRecoveryRequest);
    const signedIn = await signInWithCode(
      services,
      { token: body.token, deviceId: body.device_id, factor: 'recovery_code' },
      async (tx, userId, now) => ((await useRecoveryCode(tx, keys.recovery, userId, body.recovery_code, now)) ? 'right' : 'wrong'),
      recoveryCodeInvalid,
    );
    return c.json(await signedInAnswer(signedIn));
  });

  return app;
}
