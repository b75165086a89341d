import { TENANCY, limits } from '../../src/api/contract';
import { addMembership, findTenancy } from '../accounts/memberships';
import { recordActivity } from '../activity/activity-store';
import { userActor } from '../activity/actors';
import type { Queryable } from '../db/db';
import { findUserByEmail, findUserById, insertUser, markEmailVerified, normaliseEmail, type UserRow } from '../auth/users';
import { NO_PASSWORD, hasProvenAddress, releaseUnprovenProfile } from '../auth/unproven-profile';
import { blockEveryProduct } from '../members/blocked-products';
import type { ConnectionRow } from './connection-store';
import { SsoFailure, type ProviderIdentity } from './provider-identity';
import { accountVerified, emailDomain } from './verified-domains';

/** The connection whose provider answered: its account, and its id (the links it made). */
export type AnsweringConnection = Pick<ConnectionRow, 'id' | 'account_id'>;

/**
 * The person a provider's answer signs in, in the caller's transaction:
 * 1. the asserted address must be at a domain the connection's own account verified — a provider
 *    speaks for its organisation's addresses only, never for someone else's;
 * 2. the identity this connection linked before (issuer + subject) wins, so a person whose address
 *    changed at the provider stays themselves — but only while the person's current address is at
 *    one of the account's verified domains: a person who moved their profile out of it is no
 *    longer the organisation's to sign in;
 * 3. else the portal user with that address is linked when their address is proven; a profile
 *    holding it unproven gives it up (releaseUnprovenProfile) and becomes the provider's person;
 *    else a new user is made with the provider's name;
 * 4. the provider proves only the address it asserted, and only when it is the user's current one;
 * 5. someone not yet a member joins as a STANDARD member with no apps ('just-in-time').
 */
export async function signInPerson(
  tx: Queryable,
  connection: AnsweringConnection,
  identity: ProviderIdentity,
  now: Date,
): Promise<{ user: UserRow; joined: boolean }> {
  const accountId = connection.account_id;
  const domain = emailDomain(identity.email);
  if (domain === null || !(await accountVerified(tx, accountId, domain))) {
    throw new SsoFailure('email_domain', domain ?? identity.email.slice(identity.email.lastIndexOf('@') + 1));
  }
  const linked = await linkedUser(tx, connection, identity);
  const user = linked ?? (await userByAddress(tx, connection, identity, now));
  const asserted = normaliseEmail(identity.email) === user.email;
  const verified = hasProvenAddress(user) || !asserted ? user : await markEmailVerified(tx, user.id, now);
  const joined = (await findTenancy(tx, user.id, accountId)) === null;
  if (joined) {
    await addMembership(tx, { userId: user.id, accountId, tenancy: TENANCY.STANDARD, now });
    await blockEveryProduct(tx, accountId, user.id);
    await recordActivity(tx, {
      accountId, actor: userActor(verified), action: 'sso_member_joined', subject: verified.email, details: `Joined as ${TENANCY.STANDARD}`, at: now,
    });
  }
  return { user: verified, joined };
}

/** The user this connection linked the identity to; SsoFailure('address_left') when their address left the account's domains. */
async function linkedUser(tx: Queryable, connection: AnsweringConnection, identity: ProviderIdentity): Promise<UserRow | null> {
  const [link] = await tx.query<{ user_id: number }>(
    'select user_id from sso_identities where connection_id = $1 and issuer = $2 and subject = $3',
    [connection.id, identity.issuer, identity.subject],
  );
  const user = link ? await findUserById(tx, link.user_id) : null;
  if (!user) return null;
  const current = emailDomain(user.email);
  if (current === null || !(await accountVerified(tx, connection.account_id, current))) {
    throw new SsoFailure('address_left', `user ${user.id} is now at ${current ?? 'no domain'}`);
  }
  return user;
}

/** The proven user with the address, the unproven one made the provider's person, or a new one; linked to the connection. */
async function userByAddress(tx: Queryable, connection: AnsweringConnection, identity: ProviderIdentity, now: Date): Promise<UserRow> {
  // Locked: a registration's own verification cannot slip in between the check and the release.
  const [holder] = await tx.query<UserRow>('select * from users where email = $1 for update', [normaliseEmail(identity.email)]);
  // A user made here has no password; one registered at the same moment is taken over as any unproven holder.
  const found = holder ?? (await createProvidedUser(tx, identity, now));
  const madeHere = !holder && found.password_hash === NO_PASSWORD;
  const user = hasProvenAddress(found) || madeHere ? found : await takeOverUnproven(tx, found, identity, now);
  await tx.query(
    `insert into sso_identities (account_id, connection_id, issuer, subject, user_id, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict do nothing`,
    [connection.account_id, connection.id, identity.issuer, identity.subject, user.id, now],
  );
  return user;
}

/**
 * Whoever registered the address without its mailbox keeps nothing: the profile is released and
 * named as the provider names the person, whose address the provider then proves.
 */
async function takeOverUnproven(tx: Queryable, holder: UserRow, identity: ProviderIdentity, now: Date): Promise<UserRow> {
  await releaseUnprovenProfile(tx, holder.id, now);
  const names = providedNames(identity);
  const [renamed] = await tx.query<UserRow>(
    'update users set first_name = $2, last_name = $3, updated_at = $4 where id = $1 returning *',
    [holder.id, names.firstName, names.lastName, now],
  );
  return renamed;
}

const providedNames = (identity: Pick<ProviderIdentity, 'email' | 'firstName' | 'lastName'>) => {
  const localPart = identity.email.slice(0, identity.email.lastIndexOf('@'));
  return {
    firstName: (identity.firstName?.trim() || localPart).slice(0, limits.name),
    lastName: (identity.lastName?.trim() ?? '').slice(0, limits.name),
  };
};

/**
 * A new portal user for an address an account's provider speaks for (a sign-in, or directory
 * sync's provisioning), without a password; the existing user when the address was taken meanwhile.
 */
export async function createProvidedUser(
  tx: Queryable, identity: Pick<ProviderIdentity, 'email' | 'firstName' | 'lastName'>, now: Date,
): Promise<UserRow> {
  const created = await insertUser(tx, { ...providedNames(identity), email: identity.email, passwordHash: NO_PASSWORD, now });
  // The same address signed in at once elsewhere: theirs is the user.
  const user = created ?? (await findUserByEmail(tx, identity.email));
  if (!user) throw new Error(`no user for ${identity.email} after creating one`);
  return user;
}
