import type { Queryable } from '../db/db';
import { newSessionId, sha256 } from './random';
import { currentRequestClient, type RequestClient } from './request-client';

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
  /** The browser and address of its latest recorded request (at sign-in, then at most once a minute). */
  user_agent: string | null;
  client_address: string | null;
  last_active_at: Date | null;
  /** The account whose identity provider opened the session (single sign-on), else null. */
  sso_account_id: number | null;
  /** How the session was proven (never empty); each account decides access from it (session-access.ts). */
  proofs: Proofs;
};

/**
 * What a sign-in proved, like OIDC's `amr`: the password; the mailbox (a mailed code or link, a
 * password reset, an invitation); a second factor (the authenticator app's code, a recovery code,
 * a passkey); an account's identity provider (`sso`, with the session's sso_account_id); a
 * registration (nothing about an existing person: the profile was just made).
 */
export type Proof = 'password' | 'mailbox' | 'app_code' | 'recovery_code' | 'passkey' | 'sso' | 'registration';
/** A session is always proven by something: the type has no empty set. */
export type Proofs = readonly [Proof, ...Proof[]];
/** The proofs that are a second factor: the ones an account that requires two-step asks for. */
export const SECOND_FACTOR_PROOFS: readonly Proof[] = ['app_code', 'recovery_code', 'passkey'];

/** The proofs with `more` added, each once, in the order first seen. */
export function withProofs(proofs: readonly Proof[], ...more: [Proof, ...Proof[]]): Proofs {
  const [first = more[0], ...rest] = new Set([...proofs, ...more]);
  return [first, ...rest];
}

export const sessionDuration = (rememberMe: boolean): number => (rememberMe ? LONG_SESSION_MS : SHORT_SESSION_MS);

export type NewSession = {
  userId: number; deviceId: string | null; rememberMe: boolean; now: Date;
  /** What this sign-in proved: required, so no way in can forget to say. */
  proofs: Proofs;
  /** Set by a single sign-on: the account whose provider vouched for the person. */
  ssoAccountId?: number | null;
};

/**
 * The one way a session opens (every sign-in, verification, reset and registration calls it): for
 * the browser of the request being answered, with what proved it, noting a sign-in from a trusted
 * device as that device's last use (in the same statement: a sign-in is hot).
 */
export async function openSession(db: Queryable, session: NewSession): Promise<SessionRow> {
  const expiresAt = new Date(session.now.getTime() + sessionDuration(session.rememberMe));
  const client = currentRequestClient();
  const rows = await db.query<SessionRow>(
    `with used as (update trusted_devices set last_used_at = $5 where user_id = $2 and device_hash = $9)
     insert into sessions (id, user_id, device_id, remember_me, created_at, expires_at, user_agent, client_address, last_active_at, sso_account_id, proofs)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $5, $10, $11::text[]) returning *`,
    [
      newSessionId(), session.userId, session.deviceId, session.rememberMe, session.now, expiresAt,
      client.userAgent, client.address, session.deviceId === null ? null : sha256(session.deviceId),
      session.ssoAccountId ?? null, [...session.proofs],
    ],
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

/**
 * Last activity is written at most once a minute per session too, and on GET auth in the same
 * write as the slide: the middleware notes it here, a slide takes it along, and the middleware
 * writes what is left once the call has answered.
 */
export const ACTIVITY_STEP_MS = 60 * 1000;
const pendingActivity = new WeakMap<SessionRow, RequestClient & { at: Date }>();

/** Notes this request as the session's activity when the last one recorded is a minute old or more. */
export function noteActivity(session: SessionRow, client: RequestClient, now: Date): void {
  const last = session.last_active_at?.getTime() ?? -Infinity;
  if (now.getTime() - last >= ACTIVITY_STEP_MS) pendingActivity.set(session, { ...client, at: now });
}

/** Writes the activity noted for the session, unless a slide already did. */
export async function writeNotedActivity(db: Queryable, session: SessionRow): Promise<void> {
  const activity = pendingActivity.get(session);
  if (!activity) return;
  pendingActivity.delete(session);
  await db.query(
    `update sessions set last_active_at = $2, user_agent = coalesce($3, user_agent), client_address = coalesce($4, client_address)
     where id = $1 and revoked_at is null`,
    [session.id, activity.at, activity.userAgent, activity.address],
  );
}

/** Slides the expiry forward by the session's own duration (active users stay signed in). */
export async function extendSession(db: Queryable, session: SessionRow, now: Date): Promise<SessionRow> {
  const expiresAt = new Date(now.getTime() + sessionDuration(session.remember_me));
  if (expiresAt.getTime() - session.expires_at.getTime() < SLIDE_STEP_MS) return session;
  const activity = pendingActivity.get(session);
  pendingActivity.delete(session);
  const rows = await db.query<SessionRow>(
    `update sessions set expires_at = $2, last_active_at = coalesce($3, last_active_at),
       user_agent = coalesce($4, user_agent), client_address = coalesce($5, client_address)
     where id = $1 and revoked_at is null returning *`,
    [session.id, expiresAt, activity?.at ?? null, activity?.userAgent ?? null, activity?.address ?? null],
  );
  return rows[0] ?? session;
}

/** Adds proofs to a live session (the person confirmed their own sign-in): the session as it now is, or null when it ended. */
export async function addProofs(db: Queryable, sessionId: string, proofs: Proof[]): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>(
    `update sessions set proofs = array(select distinct p from unnest(proofs || $2::text[]) p order by p)
     where id = $1 and revoked_at is null returning *`,
    [sessionId, proofs],
  );
  return rows[0] ?? null;
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

/** The session's id on the Security screen: its own id is what its token carries, so it is never shown. */
export const publicSessionId = (id: string): string => sha256(`signed-in device ${id}`).slice(0, 32);

/** The user's live sessions, the most recently active first. */
export async function liveSessions(db: Queryable, userId: number, now: Date): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `select * from sessions where user_id = $1 and revoked_at is null and expires_at > $2
     order by coalesce(last_active_at, created_at) desc, created_at desc`,
    [userId, now],
  );
}

/** Ends the user's live session of that public id; false when the user has none (another user's, ended, unknown). */
export async function revokeSessionByPublicId(db: Queryable, userId: number, publicId: string, now: Date): Promise<boolean> {
  const session = (await liveSessions(db, userId, now)).find((row) => publicSessionId(row.id) === publicId);
  if (!session) return false;
  await revokeSession(db, session.id, now);
  return true;
}
