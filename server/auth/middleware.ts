import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Services } from '../services';
import { forbidden, unauthorized } from '../http/errors';
import { verifyAccountToken, verifySessionToken } from './jwt';
import { NO_ACCOUNT_ACCESS_MESSAGE, SESSION_EXPIRED_MESSAGE } from './messages';
import { findActiveSession, type SessionRow } from './sessions';
import { findUserById, type UserRow } from './users';

export type Tenancy = 'ADMINISTRATOR' | 'STANDARD';
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
  if (!claims) return null;
  return activeUser(services, claims.sessionId, claims.userId, now);
}

async function activeUser(services: Services, sessionId: string, userId: number, now: Date) {
  const session = await findActiveSession(services.db, sessionId, userId, now);
  const user = session ? await findUserById(services.db, userId) : null;
  return session && user ? { session, user } : null;
}

/** Session bearer required: puts user and session in the context, else 401. */
export const requireSession = (services: Services) =>
  createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const found = await sessionFromToken(services, bearerToken(c));
    if (!found) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    c.set('user', found.user);
    c.set('session', found.session);
    await next();
  });

/**
 * Account bearer (user_account_token) required: the same session checks, and the membership is
 * read from the database on every call, so a removed member loses access at once.
 */
export const requireAccount = (services: Services) =>
  createMiddleware<{ Variables: AccountVariables }>(async (c, next) => {
    const token = bearerToken(c);
    const now = services.clock.now();
    const claims = token ? await verifyAccountToken(services.keys.jwt, token, now) : null;
    const found = claims ? await activeUser(services, claims.sessionId, claims.userId, now) : null;
    if (!claims || !found) throw unauthorized(SESSION_EXPIRED_MESSAGE);
    const rows = await services.db.query<{ tenancy: Tenancy }>(
      'select tenancy from user_accounts where user_id = $1 and account_id = $2',
      [claims.userId, claims.accountId],
    );
    if (rows.length === 0) throw forbidden(NO_ACCOUNT_ACCESS_MESSAGE);
    c.set('user', found.user);
    c.set('session', found.session);
    c.set('accountId', claims.accountId);
    c.set('tenancy', rows[0].tenancy);
    await next();
  });
