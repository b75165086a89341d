import { createMiddleware } from 'hono/factory';
import { scimErrorDetails } from '../../src/api/contract';
import { bearerToken } from '../auth/middleware';
import { clientAddress } from '../http/client-address';
import { retryAfterSeconds } from '../limits/refusal';
import { takeScimCall, takeScimFailure } from '../limits/scim';
import type { Services } from '../services';
import { ScimError } from './scim-error';
import { findLiveToken } from './token-store';

export type ScimVariables = { accountId: number };

function tooMany(waitMs: number): ScimError {
  const seconds = retryAfterSeconds(waitMs);
  return new ScimError(429, scimErrorDetails.tooManyRequests(seconds), undefined, { 'Retry-After': String(seconds) });
}

/**
 * The SCIM token names the account every call acts on; a missing, wrong or revoked one is 401
 * before anything is read or written, and counts against the client address (429 once it has had
 * too many). A live token's calls are limited per token.
 */
export const requireScimToken = (services: Services) =>
  createMiddleware<{ Variables: ScimVariables }>(async (c, next) => {
    const now = services.clock.now();
    const bearer = bearerToken(c);
    const token = bearer ? await findLiveToken(services.db, bearer) : null;
    if (!token) {
      const wait = await takeScimFailure(services.db, clientAddress(c, services.config.trustProxy), now);
      if (wait > 0) throw tooMany(wait);
      throw new ScimError(401, scimErrorDetails.unauthorized, undefined, { 'WWW-Authenticate': 'Bearer realm="SCIM"' });
    }
    const wait = await takeScimCall(services.db, token.id, now);
    if (wait > 0) throw tooMany(wait);
    c.set('accountId', token.account_id);
    await next();
  });
