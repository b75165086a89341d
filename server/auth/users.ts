import type { User } from '../../src/api/contract';
import type { Queryable } from '../db/db';

export type UserRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  is_email_verified: number;
  /**
   * A new address waiting for its code or link (profile e-mail change); the login stays `email`.
   * Every `select *` reads it; a row read without it shows no change waiting.
   */
  pending_email?: string | null;
};

/** E-mails are compared and stored lower-cased and trimmed. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The user as the API shows it: never the hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    is_email_verified: row.is_email_verified === 1 ? 1 : 0,
    // Only while a change waits: every other answer keeps the specification's shape.
    ...(row.pending_email ? { pending_email: row.pending_email } : {}),
  };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>('select * from users where email = $1', [normaliseEmail(email)]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const rows = await db.query<UserRow>('select * from users where id = $1', [id]);
  return rows[0] ?? null;
}

type NewUser = { firstName: string; lastName: string; email: string; passwordHash: string; now: Date };

/** The new user, or null when the e-mail is taken (checked by the unique index, so races are safe). */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `insert into users (first_name, last_name, email, password_hash, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5)
     on conflict (email) do nothing
     returning *`,
    [user.firstName.trim(), user.lastName.trim(), normaliseEmail(user.email), user.passwordHash, user.now],
  );
  return rows[0] ?? null;
}

export async function markEmailVerified(db: Queryable, userId: number, now: Date): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    'update users set is_email_verified = 1, updated_at = $2 where id = $1 returning *',
    [userId, now],
  );
  return rows[0];
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.query('update users set password_hash = $2, updated_at = $3 where id = $1', [userId, passwordHash, now]);
}

type Profile = { firstName: string; lastName: string; email: string; now: Date };

/**
 * Names and e-mail from the profile form. A new e-mail is unproven until verified again; the
 * unique index refuses one taken meanwhile (the caller maps that to 409).
 */
export async function updateProfile(db: Queryable, userId: number, profile: Profile): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    `update users set first_name = $2, last_name = $3, email = $4,
       is_email_verified = case when email = $4 then is_email_verified else 0 end, updated_at = $5
     where id = $1 returning *`,
    [userId, profile.firstName.trim(), profile.lastName.trim(), normaliseEmail(profile.email), profile.now],
  );
  return rows[0];
}

/**
 * The address the profile is moving to, or none (null cancels a change). The login, `email`, and
 * whether it is verified stay as they are until the new address is proven (adoptPendingEmail).
 */
export async function setPendingEmail(db: Queryable, userId: number, pendingEmail: string | null, now: Date): Promise<UserRow> {
  const rows = await db.query<UserRow>(
    'update users set pending_email = $2, updated_at = $3 where id = $1 returning *',
    [userId, pendingEmail === null ? null : normaliseEmail(pendingEmail), now],
  );
  return rows[0];
}

/**
 * The proven pending address `email` becomes the profile's login, verified; null when it is no
 * longer the pending one. The unique index refuses an address taken meanwhile (the caller maps
 * that to 409).
 */
export async function adoptPendingEmail(db: Queryable, userId: number, email: string, now: Date): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `update users set email = pending_email, pending_email = null, is_email_verified = 1, updated_at = $3
     where id = $1 and pending_email = $2 returning *`,
    [userId, normaliseEmail(email), now],
  );
  return rows[0] ?? null;
}
