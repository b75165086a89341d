import { Hono } from 'hono';
import {
  EmptyRequest, MAX_ID, MessageResponse, PasswordCheckRequest, PasskeyRegistrationRequest, PasskeyRenameRequest, PasskeySignInRequest,
  SecondFactorOptionsRequest, SecondFactorPasskeyRequest, twoStepMessages,
  type Passkey, type PasskeyAddedResponse, type PasskeyOptionsResponse, type TwoStepSignInResponse,
} from '../../src/api/contract';
import type { Services } from '../services';
import { readBody } from '../http/body';
import { conflict, notFound } from '../http/errors';
import { requireSession } from '../auth/middleware';
import { addProofs, type SessionRow } from '../auth/sessions';
import { secondFactorsOf } from '../auth/two-step/second-factors';
import { toUser, type UserRow } from '../auth/users';
import { consumeChallenge } from '../auth/challenges';
import { checkAssertion, recordAssertion } from '../auth/two-step/passkey-assertion';
import { confirmPassword } from '../auth/two-step/password-check';
import { passkeyFailed } from '../auth/two-step/passkey-limits';
import { defaultPasskeyName } from '../auth/two-step/passkey-name';
import { insertPasskey, listPasskeys, removePasskey, renamePasskey, toCredential, toPasskey } from '../auth/two-step/passkeys';
import { firstRecoveryCodes } from '../auth/two-step/recovery-codes';
import { openSecondFactorChallenge, refuseIfSsoRequiredAtSecondStep, signInExpired } from '../auth/two-step/second-factor-challenge';
import { completeSecondStep, completeTwoStepSignIn } from '../auth/two-step/sign-in';
import { saveCeremonyChallenge, useCeremonyChallenge } from '../auth/two-step/webauthn-challenges';
import { authenticationOptions, registrationOptions, relyingParty, verifyRegistration } from '../auth/two-step/webauthn';
import { refuseIfSsoRequiredForUser } from '../sso/sso-policy';
import { sessionToken } from './auth-flow';

const passkeyNotFound = () => notFound(twoStepMessages.passkeyNotFound);

/** A passkey id from the path; null for anything no row can have (it answers as an unknown id). */
function passkeyId(param: string): number | null {
  if (!/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** Passkeys: adding, naming and removing them, signing in with one, and one as the second step. */
export function passkeyRoutes(services: Services) {
  const { db, clock } = services;
  const app = new Hono();
  // Read per call: the public address may follow the real port once the server listens.
  const rp = () => relyingParty(services.config);

  const signedIn = async ({ user, session }: { user: UserRow; session: SessionRow }): Promise<TwoStepSignInResponse> => ({
    user: toUser(user), token: await sessionToken(services, session), remember_me: session.remember_me,
  });

  // ---- the Security screen (session bearer) ----

  // Adding a passkey adds a way to sign in, and removing one takes it away: the password first,
  // so a stolen session can neither leave its own passkey behind nor strip the owner's.
  app.post('/passkeys/options', requireSession(services), async (c) => {
    const { password } = await readBody(c, PasswordCheckRequest);
    const user = c.get('user');
    await confirmPassword(services, c, { user, session: c.get('session') }, password);
    const existing = await listPasskeys(db, user.id);
    const options = await registrationOptions(rp(), user, existing.map(toCredential));
    await saveCeremonyChallenge(db, options.challenge, 'register', { userId: user.id, flowChallengeId: null }, clock.now());
    return c.json({ options } satisfies PasskeyOptionsResponse);
  });

  app.post('/passkeys', requireSession(services), async (c) => {
    const body = await readBody(c, PasskeyRegistrationRequest);
    const user = c.get('user');
    const owner = { userId: user.id, flowChallengeId: null };
    const credential = await verifyRegistration(rp(), body.response, (challenge) =>
      useCeremonyChallenge(db, challenge, 'register', owner, clock.now()),
    );
    if (!credential) throw passkeyFailed();
    const now = clock.now();
    const name = body.name?.trim() || defaultPasskeyName(c.req.header('User-Agent'), now);
    const added = await db.transaction(async (tx) => {
      const factors = await secondFactorsOf(tx, user.id);
      const row = await insertPasskey(tx, { userId: user.id, credential, name, now });
      if (!row) return null;
      // The user's first factor, just shown by its authenticator after the password: this session
      // has proved it. Never a later one: a stolen session must not prove a factor it added itself.
      if (!factors.totp && !factors.passkey) await addProofs(tx, c.get('session').id, ['passkey']);
      // The user's first second factor: its recovery codes, shown this once.
      return { passkey: toPasskey(row), recovery_codes: await firstRecoveryCodes(tx, services.keys.recovery, user.id, now) };
    });
    if (!added) throw conflict(twoStepMessages.passkeyAlreadyAdded);
    return c.json(added satisfies PasskeyAddedResponse);
  });

  app.put('/passkeys/:id', requireSession(services), async (c) => {
    const body = await readBody(c, PasskeyRenameRequest);
    const id = passkeyId(c.req.param('id'));
    const row = id === null ? null : await renamePasskey(db, c.get('user').id, id, body.name.trim());
    if (!row) throw passkeyNotFound();
    return c.json(toPasskey(row) satisfies Passkey);
  });

  app.post('/passkeys/:id/remove', requireSession(services), async (c) => {
    const { password } = await readBody(c, PasswordCheckRequest);
    const id = passkeyId(c.req.param('id'));
    const user = c.get('user');
    await confirmPassword(services, c, { user, session: c.get('session') }, password);
    if (id === null || !(await removePasskey(db, user.id, id))) throw passkeyNotFound();
    return c.json({ message: twoStepMessages.passkeyRemoved } satisfies MessageResponse);
  });

  // ---- sign-in with a passkey, no password (no bearer) ----

  app.post('/passkey-sign-in/options', async (c) => {
    await readBody(c, EmptyRequest);
    // No passkeys named: the browser offers this site's discoverable ones, and the one chosen names the user.
    const options = await authenticationOptions(rp(), { allow: null, userVerification: 'required' });
    await saveCeremonyChallenge(db, options.challenge, 'sign_in', { userId: null, flowChallengeId: null }, clock.now());
    return c.json({ options } satisfies PasskeyOptionsResponse);
  });

  app.post('/passkey-sign-in', async (c) => {
    const body = await readBody(c, PasskeySignInRequest);
    // The passkey is the only proof here, so it must have verified its user (PIN, biometrics).
    const asserted = await checkAssertion(services, c, body.response, {
      purpose: 'sign_in', owner: { userId: null, flowChallengeId: null }, userId: null, deviceId: body.device_id,
      requireUserVerification: true,
    });
    const done = await db.transaction(async (tx) => {
      await recordAssertion(tx, asserted, clock.now());
      // A passkey is no way around the single sign-on policy either.
      await refuseIfSsoRequiredForUser(tx, asserted.passkey.user_id);
      return completeTwoStepSignIn(services, tx, {
        userId: asserted.passkey.user_id, deviceId: body.device_id, rememberMe: body.remember_me, proofs: ['passkey'],
      });
    });
    return c.json((await signedIn(done)) satisfies TwoStepSignInResponse);
  });

  // ---- a passkey as the second step after the password (the login's flow token) ----

  app.post('/verify-2fa-passkey/options', async (c) => {
    const body = await readBody(c, SecondFactorOptionsRequest);
    const now = clock.now();
    const flow = await openSecondFactorChallenge(db, body.token, now);
    const passkeys = await listPasskeys(db, flow.user_id);
    // A user whose second factor is the authenticator app only has no passkey to offer.
    if (passkeys.length === 0) throw passkeyFailed();
    const options = await authenticationOptions(rp(), { allow: passkeys.map(toCredential), userVerification: 'preferred' });
    await saveCeremonyChallenge(db, options.challenge, 'second_factor', { userId: flow.user_id, flowChallengeId: flow.id }, now);
    return c.json({ options } satisfies PasskeyOptionsResponse);
  });

  app.post('/verify-2fa-passkey', async (c) => {
    const body = await readBody(c, SecondFactorPasskeyRequest);
    const flow = await openSecondFactorChallenge(db, body.token, clock.now());
    await refuseIfSsoRequiredAtSecondStep(db, flow);
    // The password came first, so the passkey is a second factor: presence is enough, as with a security key.
    const asserted = await checkAssertion(services, c, body.response, {
      purpose: 'second_factor', owner: { userId: flow.user_id, flowChallengeId: flow.id }, userId: flow.user_id,
      deviceId: body.device_id, requireUserVerification: false,
    });
    const done = await db.transaction(async (tx) => {
      const now = clock.now();
      // Another way through the second step (a code) may have used the sign-in meanwhile.
      if (!(await consumeChallenge(tx, flow.id, now))) throw signInExpired();
      await recordAssertion(tx, asserted, now);
      // The device that answers is the one trusted, as with a code (DESIGN: identity verification).
      const done = await completeSecondStep(services, tx, flow, { deviceId: body.device_id, factor: 'passkey' });
      if (!done) throw signInExpired();
      return done;
    });
    return c.json((await signedIn(done)) satisfies TwoStepSignInResponse);
  });

  return app;
}
