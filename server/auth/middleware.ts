import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { TENANCY, sessionProofMessages } from '../../src/api/contract';
import type { Services } from '../services';
import { ACCOUNT_NOT_FOUND_MESSAGE, ADMINISTRATORS_ONLY_MESSAGE } from '../accounts/messages';
import type { Tenancy } from '../accounts/memberships';
import { forbidden, notFound, unauthorized, type HttpError } from '../http/errors';
import { verifyAccountToken, verifySessionToken } from './jwt';
import { ACCOUNT_TOKEN_NEEDED_MESSAGE, SESSION_EXPIRED_MESSAGE, SESSION_TOKEN_NEEDED_MESSAGE } from './messages';
import { findCaller } from './caller';
import { accountRefusalError } from './session-access';
import { hasProvenAddress } from './unproven-profile';
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

/** A profile whose address is not proven can only prove it: every other call answers this. */
const verifyEmailFirst = () => forbidden(sessionProofMessages.verifyEmailFirst);

/**
 * Session bearer required: puts user and session in the context, else 401. A profile whose address
 * is not proven yet (a registration's) gets 403 verifyEmailFirst, except on the calls that prove it
 * (`{ unproven: true }`: GET auth, resend-verify-email, logout).
 */
export const requireSession = (services: Services, options: { unproven?: boolean } = {}) =>
  createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const token = bearerToken(c);
    const found = await sessionFromToken(services, token);
    if (!found) throw await refusal(services, token, 'session');
    if (!options.unproven && !hasProvenAddress(found.user)) throw verifyEmailFirst();
    c.set('user', found.user);
    c.set('session', found.session);
    await recordingActivity(services, c, found.session, next);
  });

/**
 * The caller of an account token (user_account_token): the same session checks, and the membership
 * read from the database on every call, so a removed member loses access at once. A profile whose
 * address is unproven gets 403 verifyEmailFirst. A non-member gets the answer an unknown account
 * gets (404), so account ids reveal nothing. A member whose session the account does not accept
 * (session-access.ts: its single sign-on, their own sign-in, a second factor) gets its 403,
 * whatever the client. Throws the refusal. Shared by the bearer middleware and calls that carry
 * the token in their body (POST product).
 */
export async function authenticateAccount(services: Services, token: string | null): Promise<AccountVariables> {
  const found = await accountFromToken(services, token);
  if (!found) throw await refusal(services, token, 'account');
  if (!hasProvenAddress(found.user)) throw verifyEmailFirst();
  if (!found.tenancy) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  if (found.refusal) throw accountRefusalError(found.refusal);
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
