import { createHash } from 'node:crypto';
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON, type WebAuthnCredential,
} from '@simplewebauthn/server';
import type { PasskeyAuthenticationJSON, PasskeyRegistrationJSON } from '../../../src/api/contract';
import type { Config } from '../../config';
import { CEREMONY_TTL_MS } from './webauthn-challenges';

/*
 * The WebAuthn ceremonies, on @simplewebauthn/server. The relying party is the portal's public
 * address: its host name is the RP ID a passkey is bound to, its origin the only one a browser
 * may have signed for.
 */

export type RelyingParty = { id: string; origin: string; name: string };

export function relyingParty(config: Pick<Config, 'publicUrl'>): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Customer Portal' };
}

/** A stored passkey as the ceremonies need it. */
export type StoredCredential = WebAuthnCredential;

/**
 * Decides whether a response's challenge is one this server issued for this ceremony, and uses it
 * up. The library calls it before checking anything else the response says.
 */
export type ChallengeCheck = (challenge: string) => Promise<boolean>;

type RegisteringUser = { id: number; email: string; first_name: string; last_name: string };

/**
 * The user handle an authenticator keeps with a discoverable passkey: stable for the user, and
 * nothing that names them (not the e-mail, which they may change and which would then sit on
 * the authenticator).
 */
const userHandle = (userId: number): Uint8Array<ArrayBuffer> => new Uint8Array(createHash('sha256').update(`user:${userId}`).digest());

/** The user handle as an assertion's `userHandle` carries it (base64url). */
export const userHandleText = (userId: number): string => Buffer.from(userHandle(userId)).toString('base64url');

const descriptors = (credentials: readonly StoredCredential[]) =>
  credentials.map(({ id, transports }) => ({ id, transports: transports?.length ? transports : undefined }));

export function registrationOptions(
  rp: RelyingParty,
  user: RegisteringUser,
  existing: readonly StoredCredential[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandle(user.id),
    userName: user.email,
    userDisplayName: `${user.first_name} ${user.last_name}`.trim(),
    timeout: CEREMONY_TTL_MS,
    attestationType: 'none',
    excludeCredentials: descriptors(existing),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

export function authenticationOptions(
  rp: RelyingParty,
  input: { allow: readonly StoredCredential[] | null; userVerification: 'required' | 'preferred' },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    // None named: the browser offers the user's discoverable passkeys for this site.
    allowCredentials: input.allow ? descriptors(input.allow) : undefined,
    userVerification: input.userVerification,
    timeout: CEREMONY_TTL_MS,
  });
}

/**
 * Runs a verification, answering null for any response the library refuses. An error of the
 * challenge check itself (the database) is not a refusal and goes on up.
 */
async function refusedAsNull<T>(check: ChallengeCheck, verify: (check: ChallengeCheck) => Promise<T>): Promise<T | null> {
  let checkError: unknown = null;
  const guarded: ChallengeCheck = async (challenge) => {
    // The client data is the browser's JSON, so anyone's: a challenge may be missing or not text.
    if (typeof challenge !== 'string') return false;
    try {
      return await check(challenge);
    } catch (error) {
      checkError = error;
      throw error;
    }
  };
  try {
    return await verify(guarded);
  } catch {
    if (checkError) throw checkError;
    return null;
  }
}

/** A new passkey from a registration response, or null when the response does not verify. */
export async function verifyRegistration(
  rp: RelyingParty,
  response: PasskeyRegistrationJSON,
  check: ChallengeCheck,
): Promise<StoredCredential | null> {
  const result = await refusedAsNull(check, (expectedChallenge) =>
    verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // Preferred, not required, when adding one: a security key without a PIN is still a passkey.
      requireUserVerification: false,
    }),
  );
  return result?.verified ? result.registrationInfo.credential : null;
}

/**
 * The authenticator's new signature counter when an assertion by `credential` verifies, else
 * null. The library refuses a counter that does not go up (unless the authenticator keeps none).
 */
export async function verifyAssertion(
  rp: RelyingParty,
  response: PasskeyAuthenticationJSON,
  credential: StoredCredential,
  input: { check: ChallengeCheck; requireUserVerification: boolean },
): Promise<{ newCounter: number } | null> {
  const result = await refusedAsNull(input.check, (expectedChallenge) =>
    verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential,
      requireUserVerification: input.requireUserVerification,
    }),
  );
  return result?.verified ? { newCounter: result.authenticationInfo.newCounter } : null;
}
