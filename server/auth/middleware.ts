import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { TENANCY, twoStepMessages } from '../../src/api/contract';
import type { Services } from '../services';
import { ACCOUNT_NOT_FOUND_MESSAGE, ADMINISTRATORS_ONLY_MESSAGE } from '../accounts/messages';
import type { Tenancy } from '../accounts/memberships';
import { forbidden, notFound, unauthorized, type HttpError } from '../http/errors';
import { verifyAccountToken, verifySessionToken } from './jwt';
import { ACCOUNT_TOKEN_NEEDED_MESSAGE, SESSION_EXPIRED_MESSAGE, SESSION_TOKEN_NEEDED_MESSAGE } from './messages';
import { findCaller } from './caller';
import { requestClient } from './request-client';
import { noteActivity, writeNotedActivity, type SessionRow } from './sessions';
import type { UserRow } from './users';

export type { Tenancy };
export type SessionVariables = { user: UserRow; session: SessionRow };
export type AccountVariables = SessionVariables & { accountId: number; tenancy: Tenancy };

export function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '');
  return match ? match[1] : null;
}

/**
 * The signed-in user for a session token, or null. The JWT only names the session; the row decides,
 * so logout and password reset end a session at once.
 */
export async function sessionFromToken(services: Services, token: string | null): Promise<SessionVariables | null> {
  if (!token) return null;
  const now = services.clock.now();
  const claims = await verifySessionToken(services.keys.jwt, token, now);
  const caller = claims ? await findCaller(services.db, claims, now, null) : null;
  return caller ? { session: caller.session, user: caller.user } : null;
}

/** The session, user and tenancy (null for a non-member) of a live account token, or null. */
async function accountFromToken(services: Services, token: string | null) {
  if (!token) return null;
  const now = services.clock.now();
  const claims = await verifyAccountToken(services.keys.jwt, token, now);
  const caller = claims ? await findCaller(services.db, claims, now, claims.accountId) : null;
  return claims && caller ? { ...caller, accountId: claims.accountId } : null;
}

/**
 * The 401 for a token that does not fit the call. A live token of the other kind says so (the
 * portal sent the wrong one); anything else is an ended session and the user signs in again.
 */
async function refusal(services: Services, token: string | null, wanted: 'session' | 'account'): Promise<HttpError> {
  const otherKind = wanted === 'session' ? await accountFromToken(services, token) : await sessionFromToken(services, token);
  if (!otherKind) return unauthorized(SESSION_EXPIRED_MESSAGE);
  return unauthorized(wanted === 'session' ? SESSION_TOKEN_NEEDED_MESSAGE : ACCOUNT_TOKEN_NEEDED_MESSAGE);
}

/**
 * The caller's request is the session's activity (Signed-in devices: last active, browser, address).
 * Read with the caller, written at most once a minute, after the call: GET auth's slide takes it
 * along in its own write (auth/sessions.ts). A refused call changes nothing, its activity included.
 */
async function recordingActivity(services: Services, c: Context, session: SessionRow, next: () => Promise<void>): Promise<void> {
  noteActivity(session, requestClient(c, services.config.trustProxy), services.clock.now());
  await next();
  if (!c.error && c.res.status < 400) await writeNotedActivity(services.db, session);
}

/** Session bearer required: puts user and session in the context, else 401. */
export const requireSession = (services: Services) =>
  createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const token = bearerToken(c);
    const found = await sessionFromToken(services, token);
    if (!found) throw await refusal(services, token, 'session');
    c.set('user', found.user);
    c.set('session', found.session);
    await recordingActivity(services, c, found.session, next);
  });

/**
 * The caller of an account token (user_account_token): the same session checks, and the membership
 * read from the database on every call, so a removed member loses access at once. A non-member
 * gets the answer an unknown account gets (404), so account ids reveal nothing. A member without a
 * second factor in an account that requires one gets 403 until they have one, whatever the client.
 * Throws the refusal. Shared by the bearer middleware and calls that carry the token in their body
 * (POST product).
 */
export async function authenticateAccount(services: Services, token: string | null): Promise<AccountVariables> {
  const found = await accountFromToken(services, token);
  if (!found) throw await refusal(services, token, 'account');
  if (!found.tenancy) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  if (found.needsTwoStep) throw forbidden(twoStepMessages.accountRequiresTwoStep);
  return { user: found.user, session: found.session, accountId: found.accountId, tenancy: found.tenancy };
}

/** Account bearer required: puts user, session, accountId and tenancy in the context. */
export const requireAccount = (services: Services) =>
  createMiddleware<{ Variables: AccountVariables }>(async (c, next) => {
    const found = await authenticateAccount(services, bearerToken(c));
    c.set('user', found.user);
    c.set('session', found.session);
    c.set('accountId', found.accountId);
    c.set('tenancy', found.tenancy);
    await recordingActivity(services, c, found.session, next);
  });

/** After requireAccount: administrator calls refuse a STANDARD member with 403. */
export const requireAdministrator = createMiddleware<{ Variables: AccountVariables }>(async (c, next) => {
  if (c.get('tenancy') !== TENANCY.ADMINISTRATOR) throw forbidden(ADMINISTRATORS_ONLY_MESSAGE);
  await next();
});
