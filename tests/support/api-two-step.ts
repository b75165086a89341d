import { Secret, TOTP } from 'otpauth';
import { assert } from 'superstruct';
import { expect } from 'vitest';
import { LoginResponse, TotpEnabledResponse, TotpSetupResponse, TwoStepSignInResponse } from '../../src/api/contract';
import type { ApiResponse, TestApi } from './api-app';
import { PASSWORD, login, registerVerifiedUser, type RegisteredUser } from './api-users';

/** One step of an authenticator app: a new code every 30 seconds. */
export const STEP_MS = 30_000;

/** The code an authenticator app holding `secret` (base32) shows `steps` steps from the test clock's now. */
export function appCode(api: TestApi, secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: api.clock.now().getTime() + steps * STEP_MS });
}

/**
 * Moves the test clock to the middle of the next step: the step the next code belongs to cannot
 * change while a test sends it, and no code of an earlier step is "now" any more.
 */
export function nextStep(api: TestApi): void {
  const intoStep = api.clock.now().getTime() % STEP_MS;
  api.clock.advance(STEP_MS - intoStep + STEP_MS / 2);
}

export async function startTotpSetup(api: TestApi, token: string): Promise<TotpSetupResponse> {
  const response = await api.post<TotpSetupResponse>('auth/totp/setup', { password: PASSWORD }, token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  assert(response.body, TotpSetupResponse);
  return response.body;
}

/** Sets up the authenticator app and turns it on with its code: the secret and the recovery codes shown. */
export async function turnOnTotp(api: TestApi, token: string): Promise<{ secret: string; recoveryCodes: string[] | null }> {
  const { secret } = await startTotpSetup(api, token);
  nextStep(api);
  const response = await api.post<TotpEnabledResponse>('auth/totp/enable', { otp: appCode(api, secret) }, token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  assert(response.body, TotpEnabledResponse);
  return { secret, recoveryCodes: response.body.recovery_codes };
}

export type TotpUser = RegisteredUser & { token: string; id: number; secret: string; recoveryCodes: string[] };

/** A verified user, signed in on a trusted device, whose authenticator app is on. */
export async function userWithTotp(api: TestApi): Promise<TotpUser> {
  const user = await registerVerifiedUser(api);
  const { secret, recoveryCodes } = await turnOnTotp(api, user.token);
  if (!recoveryCodes) throw new Error('turning on the first second factor showed no recovery codes');
  return { ...user, id: user.register.user.id, secret, recoveryCodes };
}

/** The password step of a sign-in that asks for the second factor: its flow token. */
export async function passwordStep(api: TestApi, user: { email: string }, deviceId: string, rememberMe = true): Promise<string> {
  const response = await login(api, user, deviceId, rememberMe);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  assert(response.body, LoginResponse);
  expect(response.body.verify_2fa).toBe(true);
  return response.body.otpToken ?? '';
}

export const verifyCode = (api: TestApi, token: string, otp: string, deviceId: string) =>
  api.post<TwoStepSignInResponse>('auth/verify-2fa', { token, otp, device_id: deviceId });

export const verifyRecoveryCode = (api: TestApi, token: string, recoveryCode: string, deviceId: string) =>
  api.post<TwoStepSignInResponse>('auth/verify-2fa-recovery', { token, recovery_code: recoveryCode, device_id: deviceId });

/** A whole sign-in with password and app code, in a fresh step: the signed-in answer. */
export async function signInWithApp(api: TestApi, user: TotpUser, deviceId = user.deviceId, rememberMe = true): Promise<TwoStepSignInResponse> {
  const token = await passwordStep(api, user, deviceId, rememberMe);
  nextStep(api);
  const response = await verifyCode(api, token, appCode(api, user.secret), deviceId);
  expectSignedIn(response);
  return response.body;
}

export function expectSignedIn(response: ApiResponse<unknown>): asserts response is ApiResponse<TwoStepSignInResponse> {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  assert(response.body, TwoStepSignInResponse);
}

/** A 400 with one field's message, as the contract's refusals of a field are. */
export const fieldRefusal = (field: string, message: string) => ({ message, errors: { [field]: message } });
