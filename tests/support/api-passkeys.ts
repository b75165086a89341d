import { createHash } from 'node:crypto';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { assert } from 'superstruct';
import { expect } from 'vitest';
import {
  PasskeyAddedResponse, PasskeyOptionsResponse, SecurityResponse, type PasskeyAuthenticationJSON, type TwoStepSignInResponse,
} from '../../src/api/contract';
import type { ApiResponse, TestApi } from './api-app';
import { PASSWORD, newDeviceId, registerVerifiedUser, type RegisteredUser } from './api-users';
import { SoftwareAuthenticator, type Tweaks } from './webauthn-authenticator';

/** The relying party useApiApp's PUBLIC_URL (http://portal.test) makes. */
export const ORIGIN = 'http://portal.test';
export const RP_ID = 'portal.test';

export const newAuthenticator = (options: { keepsCounter?: boolean } = {}) =>
  new SoftwareAuthenticator({ origin: ORIGIN, rpId: RP_ID, ...options });

async function options<T>(api: TestApi, path: string, body: object, token?: string): Promise<T> {
  const response = await api.post<PasskeyOptionsResponse>(path, body, token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  assert(response.body, PasskeyOptionsResponse);
  return response.body.options as unknown as T;
}

export const registrationOptions = (api: TestApi, token: string) =>
  options<PublicKeyCredentialCreationOptionsJSON>(api, 'auth/passkeys/options', { password: PASSWORD }, token);

export const signInOptions = (api: TestApi) => options<PublicKeyCredentialRequestOptionsJSON>(api, 'auth/passkey-sign-in/options', {});

export const secondFactorOptions = (api: TestApi, flowToken: string) =>
  options<PublicKeyCredentialRequestOptionsJSON>(api, 'auth/verify-2fa-passkey/options', { token: flowToken });

/** The whole ceremony of adding a passkey: options, the authenticator's answer, the answer to that. */
export async function addPasskey(
  api: TestApi,
  token: string,
  authenticator: SoftwareAuthenticator,
  input: { name?: string; tweaks?: Tweaks } = {},
): Promise<ApiResponse<PasskeyAddedResponse>> {
  const response = authenticator.register(await registrationOptions(api, token), input.tweaks);
  return api.post<PasskeyAddedResponse>('auth/passkeys', input.name === undefined ? { response } : { response, name: input.name }, token);
}

export type PasskeyUser = RegisteredUser & { token: string; id: number; authenticator: SoftwareAuthenticator; added: PasskeyAddedResponse };

/** A verified user, signed in on a trusted device, with one passkey. */
export async function userWithPasskey(api: TestApi, options: { keepsCounter?: boolean } = {}): Promise<PasskeyUser> {
  const user = await registerVerifiedUser(api);
  const authenticator = newAuthenticator(options);
  const added = await addPasskey(api, user.token, authenticator);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  assert(added.body, PasskeyAddedResponse);
  return { ...user, id: user.register.user.id, authenticator, added: added.body };
}

export const passkeySignIn = (api: TestApi, response: PasskeyAuthenticationJSON, deviceId: string, rememberMe = true) =>
  api.post<TwoStepSignInResponse>('auth/passkey-sign-in', { response, remember_me: rememberMe, device_id: deviceId });

export const verifyPasskey = (api: TestApi, flowToken: string, response: PasskeyAuthenticationJSON, deviceId: string) =>
  api.post<TwoStepSignInResponse>('auth/verify-2fa-passkey', { token: flowToken, response, device_id: deviceId });

/** Whether `deviceId` is one the user trusts (no identity code on it). */
export async function trusts(api: TestApi, userId: number, deviceId: string): Promise<boolean> {
  const [row] = await api.db.query<{ trusted: boolean }>(
    'select exists (select 1 from trusted_devices where user_id = $1 and device_hash = $2) as trusted',
    [userId, createHash('sha256').update(deviceId).digest('hex')],
  );
  return row.trusted;
}

/** The Security screen's summary, as its owner reads it. */
export async function securitySummary(api: TestApi, token: string): Promise<SecurityResponse> {
  const response = await api.get<SecurityResponse>('auth/security', token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  assert(response.body, SecurityResponse);
  return response.body;
}

/** The signature counter stored for a passkey. */
export async function storedCounter(api: TestApi, credentialId: string): Promise<number> {
  const [row] = await api.db.query<{ counter: number }>('select counter::int as counter from passkeys where credential_id = $1', [credentialId]);
  return row.counter;
}

/** A passkey sign-in from the start: options, the authenticator's answer (as tweaked), the answer to that. */
export const signInWith = async (api: TestApi, user: PasskeyUser, deviceId = newDeviceId(), tweaks: Tweaks = {}, rememberMe = true) =>
  passkeySignIn(api, user.authenticator.assert(await signInOptions(api), tweaks), deviceId, rememberMe);
