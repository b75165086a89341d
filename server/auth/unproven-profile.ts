import type { Queryable } from '../db/db';
import type { UserRow } from './users';

/**
 * The hash of a profile without a password: not an argon2 hash, so no password ever matches it.
 * Such a person signs in through their organisation's provider, or chooses a password by
 * 'Forgot password' (which proves their mailbox).
 */
export const NO_PASSWORD = '!single-sign-on';

/** Whether the profile's address has been proven by its mailbox (or by a provider that speaks for its domain). */
export const hasProvenAddress = (user: Pick<UserRow, 'is_email_verified'>): boolean => user.is_email_verified === 1;

/**
 * An unproven profile gives up the address it holds to whoever proves it (an organisation's
 * identity provider or directory at a verified domain): whoever registered it without the mailbox
 * keeps nothing that reaches the person. Its password, sessions, trusted devices, second factors,
 * open codes and links, and provider links go, in the caller's transaction; the row stays, to be
 * named and proven by the caller as the provider's person. Memberships stay: an unproven profile
 * could not join or create an account, so any it holds are the person's own.
 */
export async function releaseUnprovenProfile(tx: Queryable, userId: number, now: Date): Promise<void> {
  await tx.query('update users set password_hash = $2, updated_at = $3 where id = $1', [userId, NO_PASSWORD, now]);
  await tx.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [userId, now]);
  await tx.query(
    'update challenges set voided_at = $2 where user_id = $1 and used_at is null and voided_at is null',
    [userId, now],
  );
  for (const table of ['trusted_devices', 'passkeys', 'totp_secrets', 'recovery_codes', 'webauthn_challenges', 'sso_identities']) {
    await tx.query(`delete from ${table} where user_id = $1`, [userId]);
  }
}
