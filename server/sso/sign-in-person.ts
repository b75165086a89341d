import { TENANCY, limits } from '../../src/api/contract';
import { addMembership, findTenancy } from '../accounts/memberships';
import { recordActivity } from '../activity/activity-store';
import { userActor } from '../activity/actors';
import type { Queryable } from '../db/db';
import { findUserByEmail, findUserById, insertUser, markEmailVerified, type UserRow } from '../auth/users';
import { NO_PASSWORD } from '../auth/unproven-profile';
import { blockEveryProduct } from '../members/blocked-products';
import { SsoFailure, type ProviderIdentity } from './provider-identity';
import { accountVerified, emailDomain } from './verified-domains';

/**
 * The person a provider's answer signs in, in the caller's transaction:
 * 1. the address must be at a domain the connection's own account verified — a provider speaks
 *    for its organisation's addresses only, never for someone else's;
 * 2. the identity linked before (issuer + subject, per account) wins, so a person whose address
 *    changed at the provider stays themselves;
 * 3. else the portal user with that address is linked (the verified domain makes the provider's
 *    word on it good), else a new user is made with the provider's name;
 * 4. someone not yet a member joins as a STANDARD member with no apps ('just-in-time').
 */
export async function signInPerson(
  tx: Queryable,
  accountId: number,
  identity: ProviderIdentity,
  now: Date,
): Promise<{ user: UserRow; joined: boolean }> {
  const domain = emailDomain(identity.email);
  if (domain === null || !(await accountVerified(tx, accountId, domain))) {
    throw new SsoFailure('email_domain', domain ?? identity.email.slice(identity.email.lastIndexOf('@') + 1));
  }
  const user = (await linkedUser(tx, accountId, identity)) ?? (await userByAddress(tx, accountId, identity, now));
  const verified = user.is_email_verified === 1 ? user : await markEmailVerified(tx, user.id, now);
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

async function linkedUser(tx: Queryable, accountId: number, identity: ProviderIdentity): Promise<UserRow | null> {
  const [link] = await tx.query<{ user_id: number }>(
    'select user_id from sso_identities where account_id = $1 and issuer = $2 and subject = $3',
    [accountId, identity.issuer, identity.subject],
  );
  return link ? findUserById(tx, link.user_id) : null;
}

async function userByAddress(tx: Queryable, accountId: number, identity: ProviderIdentity, now: Date): Promise<UserRow> {
  const user = (await findUserByEmail(tx, identity.email)) ?? (await createProvidedUser(tx, identity, now));
  await tx.query(
    `insert into sso_identities (account_id, issuer, subject, user_id, created_at) values ($1, $2, $3, $4, $5)
     on conflict do nothing`,
    [accountId, identity.issuer, identity.subject, user.id, now],
  );
  return user;
}

/**
 * A new portal user for an address an account's provider speaks for (a sign-in, or directory
 * sync's provisioning), without a password; the existing user when the address was taken meanwhile.
 */
export async function createProvidedUser(
  tx: Queryable, identity: Pick<ProviderIdentity, 'email' | 'firstName' | 'lastName'>, now: Date,
): Promise<UserRow> {
  const localPart = identity.email.slice(0, identity.email.lastIndexOf('@'));
  const created = await insertUser(tx, {
    firstName: (identity.firstName?.trim() || localPart).slice(0, limits.name),
    lastName: (identity.lastName?.trim() ?? '').slice(0, limits.name),
    email: identity.email,
    passwordHash: NO_PASSWORD,
    now,
  });
  // The same address signed in at once elsewhere: theirs is the user.
  const user = created ?? (await findUserByEmail(tx, identity.email));
  if (!user) throw new Error(`no user for ${identity.email} after creating one`);
  return user;
}
