import { randomBytes } from 'node:crypto';
import type { JWTPayload } from 'jose';
import { expect } from 'vitest';
import type { LoginResponse, RegisterResponse, UserTokenResponse } from '../../src/api/contract';
import type { TestApi } from './api-app';
import { uniqueEmail } from './unique-email';

export const PASSWORD = 'correct horse battery';

export const newDeviceId = () => `device-${randomBytes(8).toString('hex')}`;

export type RegisteredUser = {
  email: string;
  password: string;
  deviceId: string;
  register: RegisterResponse;
};

type Overrides = Partial<{ email: string; deviceId: string; firstName: string; lastName: string }>;

export async function registerUser(api: TestApi, overrides: Overrides = {}): Promise<RegisteredUser> {
  const email = overrides.email ?? uniqueEmail();
  const deviceId = overrides.deviceId ?? newDeviceId();
  const response = await api.post<RegisterResponse>('auth/register', {
    first_name: overrides.firstName ?? 'Ada', last_name: overrides.lastName ?? 'Lovelace', email, password: PASSWORD, device_id: deviceId,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { email, password: PASSWORD, deviceId, register: response.body };
}

/** Registered and e-mail verified by code: a session token on a trusted device. */
export async function registerVerifiedUser(api: TestApi, overrides: Overrides = {}): Promise<RegisteredUser & { token: string }> {
  const user = await registerUser(api, overrides);
  const { code } = await api.latestMail(user.email);
  const verified = await api.post<UserTokenResponse>('auth/verify-email-otp', {
    otp: code, token: user.register.otpToken, device_id: user.deviceId,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { ...user, token: verified.body.token };
}

export function login(api: TestApi, user: { email: string; password?: string }, deviceId: string, rememberMe = true) {
  return api.post<LoginResponse>('auth/login', {
    email: user.email, password: user.password ?? PASSWORD, remember_me: rememberMe, device_id: deviceId,
  });
}

/** A session token lasts `seconds` from now (by the test clock): exp - iat exactly, exp within a minute of now + seconds. */
export function expectLifetime(api: TestApi, claims: JWTPayload, seconds: number): void {
  const now = api.clock.now().getTime() / 1000;
  expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(seconds);
  expect((claims.exp ?? 0) - now).toBeGreaterThan(seconds - 60);
  expect((claims.exp ?? 0) - now).toBeLessThanOrEqual(seconds + 1);
}

/**
 * Moves the test clock past the one-mail-a-minute allowance per address and purpose
 * (server/limits/rules.ts), as a user who asks for another code a minute later.
 */
export const aMinuteLater = (api: TestApi): void => api.clock.advance(61_000);
