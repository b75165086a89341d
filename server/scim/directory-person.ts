import { findUserByEmail, insertUser, markEmailVerified, type UserRow } from '../auth/users';
import { NO_PASSWORD, hasProvenAddress, releaseUnprovenProfile } from '../auth/unproven-profile';
import type { Queryable } from '../db/db';
import type { UserFields } from './user-input';

/**
 * The portal user POST Users provisions, in the caller's transaction (the address is at one of
 * the account's verified domains, so the directory speaks for it):
 * - a profile whose address its mailbox (or a provider) proved is the person: linked as they are,
 *   their names and address their own (`created` false);
 * - a profile that never proved the address gives it up (its password, sessions, devices and
 *   factors go: whoever registered it without the mailbox keeps nothing that reaches the person)
 *   and becomes the directory's person, named as the directory names them;
 * - else a new user without a password.
 * The directory's person has the address marked verified and is `created` by the directory: its
 * names and address follow the directory from now on.
 */
export async function directoryPerson(tx: Queryable, fields: UserFields, now: Date): Promise<{ user: UserRow; created: boolean }> {
  // Twice at most: a profile made between the look-up and the insert is looked at as any other.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const existing = await findUserByEmail(tx, fields.email);
    if (existing && hasProvenAddress(existing)) return { user: existing, created: false };
    if (existing) {
      await releaseUnprovenProfile(tx, existing.id, now);
      await tx.query('update users set first_name = $2, last_name = $3, updated_at = $4 where id = $1', [existing.id, fields.firstName, fields.lastName, now]);
      return { user: await markEmailVerified(tx, existing.id, now), created: true };
    }
    const made = await insertUser(tx, { firstName: fields.firstName, lastName: fields.lastName, email: fields.email, passwordHash: NO_PASSWORD, now });
    if (made) return { user: await markEmailVerified(tx, made.id, now), created: true };
  }
  throw new Error(`no user for ${fields.email} after creating one`);
}
