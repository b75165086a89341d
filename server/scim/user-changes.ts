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
import { findScimUser, type ScimUserRow } from './scim-users';
import { unknownUser } from './unknown-resource';
import type { UserFields } from './user-input';

/*
 * The provider's changes to the people of an account, each in one transaction holding the
 * account's row lock (like the administrators' edits, so the last-administrator rule holds against
 * them too), each writing its activity entry with who = 'Directory sync'.
 */


/** The e-mail must be at a domain this account verified: a provider speaks for its organisation's addresses only. */
async function assertVerifiedDomain(tx: Queryable, accountId: number, email: string): Promise<void> {
  const domain = emailDomain(email);
  if (domain === null || !(await accountVerified(tx, accountId, domain))) {
    throw new ScimError(400, scimErrorDetails.domainNotVerified, 'invalidValue');
  }
}

async function assertNotLastAdministrator(tx: Queryable, accountId: number, row: { tenancy: string; suspended: boolean }): Promise<void> {
  if (row.tenancy === TENANCY.ADMINISTRATOR && !row.suspended && (await countAdministrators(tx, accountId)) <= 1) {
    throw new ScimError(400, scimErrorDetails.lastAdministrator, 'mutability');
  }
}

async function lockForChange(tx: Queryable, accountId: number): Promise<void> {
  if (!(await lockAccount(tx, accountId))) throw new ScimError(404, ACCOUNT_NOT_FOUND_MESSAGE);
}

const setSuspended = (tx: Queryable, accountId: number, userId: number, at: Date | null) =>
  tx.query('update user_accounts set suspended_at = $3 where account_id = $1 and user_id = $2', [accountId, userId, at]);

/**
 * POST Users: the portal user with that address becomes a provisioned member; which user, and
 * whether the directory made it, directory-person.ts says (an unproven profile is never adopted).
 * Someone not yet a member joins as STANDARD with no apps of their own; a member keeps their
 * tenancy and apps. An address provisioned already in this account is 409 uniqueness.
 */
export async function provisionUser(services: Services, accountId: number, fields: UserFields): Promise<ScimUserRow> {
  const now = services.clock.now();
  try {
    return await services.db.transaction(async (tx) => {
      await lockForChange(tx, accountId);
      await assertVerifiedDomain(tx, accountId, fields.email);
      const { user, created } = await directoryPerson(tx, fields, now);
      const joined = (await findTenancy(tx, user.id, accountId)) === null;
      if (joined) {
        await addMembership(tx, { userId: user.id, accountId, tenancy: TENANCY.STANDARD, now });
        await blockEveryProduct(tx, accountId, user.id);
      }
      await tx.query(
        'insert into scim_users (account_id, user_id, external_id, created_user, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)',
        [accountId, user.id, fields.externalId, created, now],
      );
      await recordActivity(tx, {
        accountId, actor: DIRECTORY_SYNC, action: 'scim_member_provisioned', subject: user.email,
        details: joined ? `Joined as ${TENANCY.STANDARD}` : 'Was a member already', at: now,
      });
      const row = await findScimUser(tx, accountId, user.id);
      if (!row) throw new Error(`scim user ${user.id} not found after provisioning`);
      if (!fields.active) await suspend(tx, accountId, row, now);
      return (await findScimUser(tx, accountId, user.id)) ?? row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ScimError(409, scimErrorDetails.userExists, 'uniqueness');
    throw error;
  }
}

async function suspend(tx: Queryable, accountId: number, row: ScimUserRow, now: Date): Promise<void> {
  await assertNotLastAdministrator(tx, accountId, row);
  await setSuspended(tx, accountId, row.user_id, now);
  await recordActivity(tx, { accountId, actor: DIRECTORY_SYNC, action: 'scim_member_suspended', subject: row.email, details: '', at: now });
}

function describeChanges(before: ScimUserRow, after: UserFields): string {
  const changes: string[] = [];
  const nameBefore = `${before.first_name} ${before.last_name}`.trim();
  const nameAfter = `${after.firstName} ${after.lastName}`.trim();
  if (nameBefore !== nameAfter) changes.push(`Name: ${nameBefore} → ${nameAfter}`);
  if (before.email !== after.email) changes.push(`E-mail: ${before.email} → ${after.email}`);
  if (before.external_id !== after.externalId) changes.push(`External id: ${before.external_id ?? '—'} → ${after.externalId ?? '—'}`);
  return changes.join('; ');
}

/**
 * The fields as they apply to the portal user: a person the directory made follows it (a new
 * userName at a verified domain, not another user's); a person it linked keeps their own names
 * (the resource answers them), and their own address (400 mutability).
 */
async function applicableFields(tx: Queryable, accountId: number, row: ScimUserRow, fields: UserFields): Promise<UserFields> {
  if (row.email !== fields.email) {
    if (!row.created_user) throw new ScimError(400, scimErrorDetails.profileAddressOwn, 'mutability');
    await assertVerifiedDomain(tx, accountId, fields.email);
    const holder = await findUserByEmail(tx, fields.email);
    if (holder && holder.id !== row.user_id) throw new ScimError(409, scimErrorDetails.userNameChangeTaken, 'uniqueness');
  }
  return row.created_user ? fields : { ...fields, firstName: row.first_name, lastName: row.last_name };
}

/**
 * PUT and PATCH Users: the resource as it is to be from now on (names and address as
 * applicableFields allows; a moved address is verified, the directory speaking for its domain,
 * and the old address is told). `active` suspends or restores the membership (never the last
 * administrator's).
 */
export async function updateUser(services: Services, accountId: number, userId: number, given: UserFields): Promise<ScimUserRow> {
  const now = services.clock.now();
  try {
    return await services.db.transaction(async (tx) => {
      await lockForChange(tx, accountId);
      const row = await findScimUser(tx, accountId, userId);
      if (!row) throw unknownUser();
      const fields = await applicableFields(tx, accountId, row, given);
      const details = describeChanges(row, fields);
      if (details) {
        await tx.query(
          `update users set first_name = $2, last_name = $3, email = $4,
             is_email_verified = case when email = $4 then is_email_verified else 1 end, updated_at = $5
           where id = $1`,
          [userId, fields.firstName, fields.lastName, fields.email, now],
        );
        await tx.query('update scim_users set external_id = $3, updated_at = $4 where account_id = $1 and user_id = $2', [accountId, userId, fields.externalId, now]);
        await recordActivity(tx, { accountId, actor: DIRECTORY_SYNC, action: 'scim_member_updated', subject: fields.email, details, at: now });
      }
      const current = { ...row, email: fields.email };
      if (!fields.active && !row.suspended) await suspend(tx, accountId, current, now);
      if (fields.active && row.suspended) {
        await setSuspended(tx, accountId, userId, null);
        await recordActivity(tx, { accountId, actor: DIRECTORY_SYNC, action: 'scim_member_restored', subject: fields.email, details: '', at: now });
      }
      if (fields.active !== !row.suspended && !details) {
        await tx.query('update scim_users set updated_at = $3 where account_id = $1 and user_id = $2', [accountId, userId, now]);
      }
      if (row.email !== fields.email) await tellOldAddress(services, tx, accountId, row, fields.email, now);
      return (await findScimUser(tx, accountId, userId)) ?? row;
    });
  } catch (error) {
    // Another user took the address between the check and the write.
    if (isUniqueViolation(error)) throw new ScimError(409, scimErrorDetails.userNameChangeTaken, 'uniqueness');
    throw error;
  }
}

/** The notice to the address the directory moved the person from, in the change's transaction (last: the outbox rolls back with it). */
async function tellOldAddress(services: Services, tx: Queryable, accountId: number, row: ScimUserRow, newEmail: string, now: Date): Promise<void> {
  const accountName = (await findAccountName(tx, accountId)) ?? 'your organisation';
  await services.mailer.send(directoryAddressNoticeMail({
    to: row.email, firstName: row.first_name, newEmail, accountName, at: now, publicUrl: services.config.publicUrl,
  }), tx);
}

/**
 * DELETE Users: the membership is canceled as an administrator cancels one (the row becomes
 * CANCELED so the person can be invited again, a primary contact hands over), and its groups go
 * with it. The last administrator cannot be removed.
 */
export async function removeUser(services: Services, accountId: number, userId: number): Promise<void> {
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    await lockForChange(tx, accountId);
    const row = await findScimUser(tx, accountId, userId);
    if (!row) throw unknownUser();
    await assertNotLastAdministrator(tx, accountId, row);
    const blocked = await blockedProductIds(tx, accountId, userId);
    await recordCanceledMembership(tx, accountId, row.email, { tenancy: row.tenancy, blockedProductIds: blocked, now });
    await removeMembership(tx, userId, accountId);
    await handOverPrimaryContact(tx, accountId, userId, now);
    await recordActivity(tx, { accountId, actor: DIRECTORY_SYNC, action: 'scim_member_removed', subject: row.email, details: `Was ${row.tenancy}`, at: now });
  });
}
