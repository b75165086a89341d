import type { Context } from 'hono';
import type { PasskeyAuthenticationJSON } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import type { Services } from '../../services';
import { findPasskeyByCredentialId, recordPasskeyUse, toCredential, type PasskeyRow } from './passkeys';
import { passkeyFailed, passkeyFailure, refusePasskeyAttempt } from './passkey-limits';
import { useCeremonyChallenge, type CeremonyOwner } from './webauthn-challenges';
import { relyingParty, userHandleText, verifyAssertion } from './webauthn';

/*
 * A passkey's answer to a sign-in: with no password (the passkey names the user and is the user
 * verification) or as the second step after one (the password named the user, who must own it).
 */

export type AssertionCeremony = {
  purpose: 'sign_in' | 'second_factor';
  owner: CeremonyOwner;
  /** The user the password step named; null when the passkey names them. */
  userId: number | null;
  deviceId: string;
  requireUserVerification: boolean;
};

export type Asserted = { passkey: PasskeyRow; newCounter: number };

/**
 * The passkey that signed `response` and its new counter, once the response verifies against an
 * open challenge of this ceremony (used up by the check). Anything else is the 400 passkeyFailed,
 * counted against the client address; an address over its cap gets the 429 before any check.
 */
export async function checkAssertion(
  services: Services,
  c: Context,
  response: PasskeyAuthenticationJSON,
  ceremony: AssertionCeremony,
): Promise<Asserted> {
  const found = await findPasskeyByCredentialId(services.db, response.id);
  const userId = ceremony.userId ?? found?.user_id ?? null;
  await refusePasskeyAttempt(services, c, userId === null ? null : { userId, deviceId: ceremony.deviceId });

  const passkey = found && found.user_id === userId ? found : null;
  // A discoverable passkey also hands back the user it was made for: it must be the owner.
  const handleFits = !response.response.userHandle || (passkey !== null && response.response.userHandle === userHandleText(passkey.user_id));
  if (!passkey || !handleFits) throw await passkeyFailure(services, c);

  const verified = await verifyAssertion(relyingParty(services.config), response, toCredential(passkey), {
    check: (challenge) => useCeremonyChallenge(services.db, challenge, ceremony.purpose, ceremony.owner, services.clock.now()),
    requireUserVerification: ceremony.requireUserVerification,
  });
  if (!verified) throw await passkeyFailure(services, c);
  return { passkey, newCounter: verified.newCounter };
}

/**
 * Stores the use in the sign-in's transaction. Another assertion recorded since this one was
 * checked (the same counter read twice) fails this one: a cloned authenticator racing its original.
 */
export async function recordAssertion(tx: Queryable, asserted: Asserted, now: Date): Promise<void> {
  if (!(await recordPasskeyUse(tx, asserted.passkey, asserted.newCounter, now))) throw passkeyFailed();
}
