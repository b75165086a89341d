import { TENANCY } from '../../src/api/contract';
import { addMembership, findTenancy } from '../accounts/memberships';
import { recordActivity } from '../activity/activity-store';
import { DIRECTORY_SYNC } from '../activity/actors';
import type { Queryable } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { blockEveryProduct } from '../members/blocked-products';
import type { Services } from '../services';
import { inviteForDirectory } from './directory-invitation';
import { directoryPerson } from './directory-person';
import { findScimUser, type ScimUserRow } from './scim-users';
import type { UserFields } from './user-input';
import { assertUserNameFree, atVerifiedDomain, lockForChange, suspend, userExists } from './user-rules';

/** The account's member with this address, if any. */
async function memberAt(tx: Queryable, accountId: number, email: string): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    'select u.id from users u join user_accounts ua on ua.user_id = u.id and ua.account_id = $1 where u.email = $2', [accountId, email],
  );
  return row?.id ?? null;
}

/**
 * POST Users. A person at one of the account's verified domains becomes a provisioned member:
 * which portal user, and whether the directory made it, directory-person.ts says (an unproven
 * profile is never adopted); someone not yet a member joins as STANDARD with no apps of their own,
 * a member keeps their tenancy and apps. A person at another address who is a member already is
 * linked as they are; anyone else is invited (directory-invitation.ts), and the resource names the
 * invitation until it is accepted. A userName or address provisioned already in this account is
 * 409 uniqueness.
 */
export async function provisionUser(services: Services, accountId: number, fields: UserFields): Promise<ScimUserRow> {
  const now = services.clock.now();
  try {
    return await services.db.transaction(async (tx) => {
      await lockForChange(tx, accountId);
      await assertUserNameFree(tx, accountId, fields.userName, null);
      const id = await placePerson(services, tx, accountId, fields, now);
      const row = await findScimUser(tx, accountId, id);
      if (!row) throw new Error(`scim user ${id} not found after provisioning`);
      if (fields.active === false && row.user_id !== null) await suspend(tx, accountId, row, now);
      return (await findScimUser(tx, accountId, id)) ?? row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw userExists();
    throw error;
  }
}

const insertResource = async (tx: Queryable, accountId: number, fields: UserFields, person: { userId: number | null; created: boolean }, now: Date) => {
  const [row] = await tx.query<{ id: number }>(
    `insert into scim_users (account_id, user_id, invited_email, user_name, attributes, external_id, created_user, created_at, updated_at)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $8) returning id`,
    [accountId, person.userId, person.userId === null ? fields.email : null, fields.userName, JSON.stringify(fields.attributes),
      fields.externalId, person.created, now],
  );
  return row.id;
};

/** The resource's person, as provisionUser says: its id. */
async function placePerson(services: Services, tx: Queryable, accountId: number, fields: UserFields, now: Date): Promise<number> {
  if (await atVerifiedDomain(tx, accountId, fields.email)) {
    const { user, created } = await directoryPerson(tx, fields, now);
    const joined = (await findTenancy(tx, user.id, accountId)) === null;
    if (joined) {
      await addMembership(tx, { userId: user.id, accountId, tenancy: TENANCY.STANDARD, now });
      await blockEveryProduct(tx, accountId, user.id);
    }
    const id = await insertResource(tx, accountId, fields, { userId: user.id, created }, now);
    await recordActivity(tx, {
      accountId, actor: DIRECTORY_SYNC, action: 'scim_member_provisioned', subject: user.email,
      details: joined ? `Joined as ${TENANCY.STANDARD}` : 'Was a member already', at: now,
    });
    return id;
  }
  const member = await memberAt(tx, accountId, fields.email);
  if (member !== null) {
    const id = await insertResource(tx, accountId, fields, { userId: member, created: false }, now);
    await recordActivity(tx, { accountId, actor: DIRECTORY_SYNC, action: 'scim_member_provisioned', subject: fields.email, details: 'Was a member already', at: now });
    return id;
  }
  const id = await insertResource(tx, accountId, fields, { userId: null, created: false }, now);
  // Provisioned inactive: the resource waits, uninvited, until the provider activates it.
  if (fields.active !== false) await inviteForDirectory(services, tx, accountId, fields.email, now);
  return id;
}
