import argon2 from 'argon2';
import { expect, vi } from 'vitest';
import { tooManyAttemptsMessage } from '../../src/api/contract';
import type { ApiResponse } from './api-app';

/**
 * A refusal by an abuse limit: 429, Retry-After in whole seconds within (0, maxSeconds], and the
 * contract's message for that wait. Returns the seconds.
 */
export function expectTooMany(response: ApiResponse<unknown>, maxSeconds: number): number {
  expect(response.status, JSON.stringify(response.body)).toBe(429);
  const seconds = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  expect(response.body).toEqual({ message: tooManyAttemptsMessage(seconds) });
  return seconds;
}

/** Watches argon2: every password hashed or checked from now on, by the server or anyone. */
export function watchPasswordWork() {
  return { hash: vi.spyOn(argon2, 'hash'), verify: vi.spyOn(argon2, 'verify') };
}
