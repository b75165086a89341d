import { TENANCY, scimErrorDetails } from '../../src/api/contract';
import { findAccountName } from '../accounts/account-store';
import { handOverPrimaryContact, removeMembership } from '../accounts/memberships';
import { recordActivity } from '../activity/activity-store';
import { DIRECTORY_SYNC } from '../activity/actors';
import { findUserByEmail } from '../auth/users';
import type { Queryable } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { blockedProductIds } from '../members/blocked-products';
import { recordCanceledMembership } from '../members/invitation-store';
import type { Services } from '../services';
import { directoryAddressNoticeMail } from './address-change-mail';
import { cancelForDirectory, inviteForDirectory } from './directory-invitation';
import { ScimError } from './scim-error';
import { findScimUser, type ScimUserRow } from './scim-users';
import { unknownUser } from './unknown-resource';
import { portalNames, type UserFields } from './user-input';
import { assertNotLastAdministrator, assertUserNameFree, assertVerifiedDomain, lockForChange, setSuspended, suspend } from './user-rules';

/* PUT, PATCH and DELETE Users, under the rules of user-rules.ts; POST is user-provisioning.ts. */

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
