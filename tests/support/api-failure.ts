import { expect } from 'vitest';
import { ApiError } from '../../src/api/contract';

/** The rejection of `promise`, which must reject with an ApiError (src/api/http.ts). */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}
