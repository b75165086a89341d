import type { Queryable } from '../db/db';
import { newSessionId } from './random';

const HOUR = 60 * 60 * 1000;
/** "Keep me signed in": 30 days; otherwise 12 hours (DESIGN "Identity"). */
export const LONG_SESSION_MS = 30 * 24 * HOUR;
export const SHORT_SESSION_MS = 12 * HOUR;

export type SessionRow = {
  id: string;
  user_id: number;
  device_id: string | null;
  remember_me: boolean;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
};

export const sessionDuration = (rememberMe: boolean): number => (rememberMe ? LONG_SESSION_MS : SHORT_SESSION_MS);

type NewSession = { userId: number; deviceId: string | null; rememberMe: boolean; now: Date };

export async function openSession(db: Queryable, session: NewSession): Promise<SessionRow> {
  const expiresAt = new Date(session.now.getTime() + sessionDuration(session.rememberMe));
  const rows = await db.query<SessionRow>(
    `insert into sessions (id, user_id, device_id, remember_me, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6) returning *`,
    [newSessionId(), session.userId, session.deviceId, session.rememberMe, session.now, expiresAt],
  );
  return rows[0];
}

/** The session if it belongs to the user, is not revoked and has not expired. */
export async function findActiveSession(db: Queryable, id: string, userId: number, now: Date): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>(
    'select * from sessions where id = $1 and user_id = $2 and revoked_at is null and expires_at > $3',
    [id, userId, now],
  );
  return rows[0] ?? null;
}

/**
 * A session slid less than this ago is not written again: the portal's every start calls GET auth,
 * and a write per call would be most of its cost. The session ends at most this much earlier.
 */
export const SLIDE_STEP_MS = 60 * 1000;

/** Slides the expiry forward by the session's own duration (active users stay signed in). */
export async function extendSession(db: Queryable, session: SessionRow, now: Date): Promise<SessionRow> {
  const expiresAt = new Date(now.getTime() + sessionDuration(session.remember_me));
  if (expiresAt.getTime() - session.expires_at.getTime() < SLIDE_STEP_MS) return session;
  const rows = await db.query<SessionRow>(
    'update sessions set expires_at = $2 where id = $1 and revoked_at is null returning *',
    [session.id, expiresAt],
  );
  return rows[0] ?? session;
}

export async function revokeSession(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [id, now]);
}

export async function revokeAllSessions(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [userId, now]);
}

/** A password change ends every session of the user except the one that made the change. */
export async function revokeOtherSessions(db: Queryable, userId: number, keepSessionId: string, now: Date): Promise<void> {
  await db.query('update sessions set revoked_at = $3 where user_id = $1 and id <> $2 and revoked_at is null', [
    userId,
    keepSessionId,
    now,
  ]);
}
