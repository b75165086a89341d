import { TENANCY, scimErrorDetails } from '../../src/api/contract';
import { findAccountName, lockAccount } from '../accounts/account-store';
import { addMembership, countAdministrators, findTenancy, handOverPrimaryContact, removeMembership } from '../accounts/memberships';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../accounts/messages';
import { recordActivity } from '../activity/activity-store';
import { DIRECTORY_SYNC } from '../activity/actors';
import { findUserByEmail } from '../auth/users';
import type { Queryable } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { blockEveryProduct, blockedProductIds } from '../members/blocked-products';
import { recordCanceledMembership } from '../members/invitation-store';
import type { Services } from '../services';
import { accountVerified, emailDomain } from '../sso/verified-domains';
import { directoryAddressNoticeMail } from './address-change-mail';
import { directoryPerson } from './directory-person';
import { ScimError } from './scim-error';
import { cancelForDirectory, inviteForDirectory } from './directory-invitation';
import { findScimUser, type ScimUserRow } from './scim-users';
import { unknownUser } from './unknown-resource';
import { portalNames, type UserFields } from './user-input';

/*
 * The provider's changes to the people of an account, each in one transaction holding the
 * account's row lock (like the administrators' edits, so the last-administrator rule holds against
 * them too), each writing its activity entry with who = 'Directory sync'.
 */


/** Whether the e-mail is at a domain this account verified: a provider speaks for its organisation's addresses only. */
async function atVerifiedDomain(tx: Queryable, accountId: number, email: string): Promise<boolean> {
  const domain = emailDomain(email);
  return domain !== null && (await accountVerified(tx, accountId, domain));
}

async function assertVerifiedDomain(tx: Queryable, accountId: number, email: string): Promise<void> {
  if (!(await atVerifiedDomain(tx, accountId, email))) throw new ScimError(400, scimErrorDetails.domainNotVerified, 'invalidValue');
}

const userExists = () => new ScimError(409, scimErrorDetails.userExists, 'uniqueness');

/** userName is unique per account whatever its case (RFC 7643 4.1.1): 409 uniqueness when another resource has it. */
async function assertUserNameFree(tx: Queryable, accountId: number, userName: string, exceptId: number | null): Promise<void> {
  const [taken] = await tx.query(
    'select 1 from scim_users where account_id = $1 and lower(user_name) = lower($2) and ($3::int is null or id <> $3::int)',
    [accountId, userName, exceptId],
  );
  if (taken) throw userExists();
}

/** The account's member with this address, if any. */
async function memberAt(tx: Queryable, accountId: number, email: string): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    'select u.id from users u join user_accounts ua on ua.user_id = u.id and ua.account_id = $1 where u.email = $2', [accountId, email],
  );
  return row?.id ?? null;
}

async function assertNotLastAdministrator(tx: Queryable, accountId: number, row: { tenancy: string | null; active: boolean }): Promise<void> {
  if (row.tenancy === TENANCY.ADMINISTRATOR && row.active && (await countAdministrators(tx, accountId)) <= 1) {
    throw new ScimError(400, scimErrorDetails.lastAdministrator, 'mutability');
  }
}

async function lockForChange(tx: Queryable, accountId: number): Promise<void> {
  if (!(await lockAccount(tx, accountId))) throw new ScimError(404, ACCOUNT_NOT_FOUND_MESSAGE);
}

const setSuspended = (tx: Queryable, accountId: number, userId: number, at: Date | null) =>
  tx.query('update user_accounts set suspended_at = $3 where account_id = $1 and user_id = $2', [accountId, userId, at]);

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

async function suspend(tx: Queryable, accountId: number, row: ScimUserRow, now: Date): Promise<void> {
  if (row.user_id === null) return;
  await assertNotLastAdministrator(tx, accountId, row);
  await setSuspended(tx, accountId, row.user_id, now);
  await recordActivity(tx, { accountId, actor: DIRECTORY_SYNC, action: 'scim_member_suspended', subject: row.email, details: '', at: now });
}

function describeChanges(before: { name: string; email: string; externalId: string | null }, after: UserFields): string {
  const changes: string[] = [];
  const nameAfter = `${after.firstName} ${after.lastName}`.trim();
  if (before.name !== nameAfter) changes.push(`Name: ${before.name} → ${nameAfter}`);
  if (before.email !== after.email) changes.push(`E-mail: ${before.email} → ${after.email}`);
  if (before.externalId !== after.externalId) changes.push(`External id: ${before.externalId ?? '—'} → ${after.externalId ?? '—'}`);
  return changes.join('; ');
}

/**
 * The fields as they apply to the portal user: a person the directory made follows it (a new
 * address at a verified domain, not another user's); a person it linked keeps their own names
 * (the resource answers what the provider wrote), and their own address (400 mutability).
 */
async function applicableFields(tx: Queryable, accountId: number, row: ScimUserRow, fields: UserFields): Promise<UserFields> {
  if (row.email !== fields.email) {
    if (!row.created_user) throw new ScimError(400, scimErrorDetails.profileAddressOwn, 'mutability');
    await assertVerifiedDomain(tx, accountId, fields.email);
    const holder = await findUserByEmail(tx, fields.email);
    if (holder && holder.id !== row.user_id) throw new ScimError(409, scimErrorDetails.userNameChangeTaken, 'uniqueness');
  }
  return row.created_user ? fields : { ...fields, firstName: row.first_name ?? '', lastName: row.last_name ?? '' };
}

/** The resource as written from now on; its lastModified moves only when something did. */
async function writeResource(tx: Queryable, accountId: number, id: number, fields: UserFields, now: Date): Promise<void> {
  await tx.query(
    `update scim_users set user_name = $3, attributes = $4::jsonb, external_id = $5, updated_at = $6
     where account_id = $1 and id = $2 and (user_name, attributes, external_id) is distinct from ($3, $4::jsonb, $5)`,
    [accountId, id, fields.userName, JSON.stringify(fields.attributes), fields.externalId, now],
  );
}

const touch = (tx: Queryable, accountId: number, id: number, now: Date) =>
  tx.query('update scim_users set updated_at = $3 where account_id = $1 and id = $2', [accountId, id, now]);

/**
 * PUT and PATCH Users: the resource as it is to be from now on, its attributes as written. For a
 * member: names and address as applicableFields allows (a moved address is verified, the
 * directory speaking for its domain, and the old address is told), and `active`, when the request
 * sets it, suspends or restores the membership (never the last administrator's). For a pending
 * invitation: `active` false withdraws it, true sends it again; a new address is invited instead.
 */
export async function updateUser(services: Services, accountId: number, id: number, given: UserFields): Promise<ScimUserRow> {
  const now = services.clock.now();
  try {
    return await services.db.transaction(async (tx) => {
      await lockForChange(tx, accountId);
      const row = await findScimUser(tx, accountId, id);
      if (!row) throw unknownUser();
      await assertUserNameFree(tx, accountId, given.userName, id);
      if (row.user_id === null) await updateInvitee(services, tx, accountId, row, given, now);
      else await updateMember(services, tx, accountId, row, row.user_id, given, now);
      return (await findScimUser(tx, accountId, id)) ?? row;
    });
  } catch (error) {
    // Another user took the address between the check and the write.
    if (isUniqueViolation(error)) throw new ScimError(409, scimErrorDetails.userNameChangeTaken, 'uniqueness');
    throw error;
  }
}

async function updateMember(
  services: Services, tx: Queryable, accountId: number, row: ScimUserRow, userId: number, given: UserFields, now: Date,
): Promise<void> {
  const fields = await applicableFields(tx, accountId, row, given);
  const details = describeChanges({ name: `${row.first_name} ${row.last_name}`.trim(), email: row.email, externalId: row.external_id }, fields);
  await writeResource(tx, accountId, row.id, fields, now);
  if (details) {
    await tx.query(
      `update users set first_name = $2, last_name = $3, email = $4,
         is_email_verified = case when email = $4 then is_email_verified else 1 end, updated_at = $5
       where id = $1`,
      [userId, fields.firstName, fields.lastName, fields.email, now],
    );
    await recordActivity(tx, { accountId, actor: DIRECTORY_SYNC, action: 'scim_member_updated', subject: fields.email, details, at: now });
  }
  const current = { ...row, email: fields.email };
  if (given.active === false && row.active) await suspend(tx, accountId, current, now);
  if (given.active === true && !row.active) {
    await setSuspended(tx, accountId, userId, null);
    await recordActivity(tx, { accountId, actor: DIRECTORY_SYNC, action: 'scim_member_restored', subject: fields.email, details: '', at: now });
  }
  if (given.active !== null && given.active !== row.active) await touch(tx, accountId, row.id, now);
  if (row.email !== fields.email) await tellOldAddress(services, tx, accountId, row, fields.email, now);
}

async function updateInvitee(services: Services, tx: Queryable, accountId: number, row: ScimUserRow, given: UserFields, now: Date): Promise<void> {
  const before = portalNames(row.attributes, row.email);
  const details = describeChanges({ name: `${before.firstName} ${before.lastName}`.trim(), email: row.email, externalId: row.external_id }, given);
  await writeResource(tx, accountId, row.id, given, now);
  const active = given.active ?? row.active;
  if (row.email !== given.email) {
    await cancelForDirectory(tx, accountId, row.email, now);
    await tx.query('update scim_users set invited_email = $3, updated_at = $4 where account_id = $1 and id = $2', [accountId, row.id, given.email, now]);
    if (active) await inviteForDirectory(services, tx, accountId, given.email, now);
  } else if (active !== row.active) {
    if (active) await inviteForDirectory(services, tx, accountId, given.email, now);
    else await cancelForDirectory(tx, accountId, given.email, now);
    await touch(tx, accountId, row.id, now);
  }
  if (details) await recordActivity(tx, { accountId, actor: DIRECTORY_SYNC, action: 'scim_member_updated', subject: given.email, details, at: now });
}

/** The notice to the address the directory moved the person from, in the change's transaction (last: the outbox rolls back with it). */
async function tellOldAddress(services: Services, tx: Queryable, accountId: number, row: ScimUserRow, newEmail: string, now: Date): Promise<void> {
  const accountName = (await findAccountName(tx, accountId)) ?? 'your organisation';
  await services.mailer.send(directoryAddressNoticeMail({
    to: row.email, firstName: row.first_name ?? '', newEmail, accountName, at: now, publicUrl: services.config.publicUrl,
  }), tx);
}

/**
 * DELETE Users: a member's membership is canceled as an administrator cancels one (the row
 * becomes CANCELED so the person can be invited again, a primary contact hands over), and its
 * groups go with it; the last administrator cannot be removed. A pending invitation is withdrawn.
 */
export async function removeUser(services: Services, accountId: number, id: number): Promise<void> {
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    await lockForChange(tx, accountId);
    const row = await findScimUser(tx, accountId, id);
    if (!row) throw unknownUser();
    if (row.user_id === null) {
      await cancelForDirectory(tx, accountId, row.email, now);
      await tx.query('delete from scim_users where account_id = $1 and id = $2', [accountId, id]);
      return;
    }
    await assertNotLastAdministrator(tx, accountId, row);
    const userId = row.user_id;
    const blocked = await blockedProductIds(tx, accountId, userId);
    await recordCanceledMembership(tx, accountId, row.email, { tenancy: row.tenancy ?? TENANCY.STANDARD, blockedProductIds: blocked, now });
    await removeMembership(tx, userId, accountId);
    await handOverPrimaryContact(tx, accountId, userId, now);
    await recordActivity(tx, { accountId, actor: DIRECTORY_SYNC, action: 'scim_member_removed', subject: row.email, details: `Was ${row.tenancy}`, at: now });
  });
}
