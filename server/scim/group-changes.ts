import { scimErrorDetails } from '../../src/api/contract';
import { lockAccount } from '../accounts/account-store';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../accounts/messages';
import { recordActivity } from '../activity/activity-store';
import { DIRECTORY_SYNC } from '../activity/actors';
import type { Queryable } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import type { Services } from '../services';
import type { GroupFields } from './group-input';
import { ScimError } from './scim-error';
import { findScimGroup, membersOf, type ScimGroupRow } from './scim-groups';
import { unknownGroup, unknownMember } from './unknown-resource';

/*
 * The provider's changes to the account's groups, each in one transaction with its activity entry
 * (who = 'Directory sync'). A group's members are provisioned users of the account only; the apps
 * it grants are the administrators' to choose (routes/account-scim.ts), never the provider's.
 */

const groupExists = () => new ScimError(409, scimErrorDetails.groupExists, 'uniqueness');

async function lockForChange(tx: Queryable, accountId: number): Promise<void> {
  if (!(await lockAccount(tx, accountId))) throw new ScimError(404, ACCOUNT_NOT_FOUND_MESSAGE);
}

/** The addresses of the user resources `ids`, once each is one of the account's; else 400 naming one that is not. */
async function provisionedEmails(tx: Queryable, accountId: number, ids: number[]): Promise<Map<number, string>> {
  const rows = await tx.query<{ id: number; email: string }>(
    `select su.id, coalesce(u.email, su.invited_email) as email from scim_users su left join users u on u.id = su.user_id
     where su.account_id = $1 and su.id = any($2::int[])`,
    [accountId, ids],
  );
  const found = new Map(rows.map((row) => [row.id, row.email]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw unknownMember(missing);
  return found;
}

/**
 * Makes the group's members exactly the resources `ids` (a pending invitation's among them: its
 * user id comes when it is accepted); the activity details name who came and went ('' when nobody).
 */
async function replaceMembers(tx: Queryable, accountId: number, groupId: number, ids: number[]): Promise<string> {
  const emails = await provisionedEmails(tx, accountId, ids);
  const before = (await membersOf(tx, [groupId])).get(groupId) ?? [];
  const beforeIds = new Set(before.map((m) => m.id));
  const added = ids.filter((id) => !beforeIds.has(id));
  const removed = before.filter((m) => !ids.includes(m.id));
  if (removed.length > 0) {
    await tx.query('delete from scim_group_members where group_id = $1 and scim_user_id = any($2::int[])', [groupId, removed.map((m) => m.id)]);
  }
  if (added.length > 0) {
    await tx.query(
      `insert into scim_group_members (group_id, account_id, scim_user_id, user_id)
       select $1, $2, su.id, su.user_id from scim_users su where su.account_id = $2 and su.id = any($3::int[])`,
      [groupId, accountId, added],
    );
  }
  const parts: string[] = [];
  if (added.length > 0) parts.push(`Added ${added.map((id) => emails.get(id)).join(', ')}`);
  if (removed.length > 0) parts.push(`Removed ${removed.map((m) => m.email).join(', ')}`);
  return parts.join('; ');
}

/** POST Groups: a new group of the account, granting no apps until an administrator chooses them. */
export async function createGroup(services: Services, accountId: number, fields: GroupFields): Promise<ScimGroupRow> {
  const now = services.clock.now();
  try {
    return await services.db.transaction(async (tx) => {
      await lockForChange(tx, accountId);
      const [row] = await tx.query<ScimGroupRow>(
        `insert into scim_groups (account_id, display_name, external_id, created_at, updated_at) values ($1, $2, $3, $4, $4)
         returning id, display_name, external_id, created_at, updated_at`,
        [accountId, fields.displayName, fields.externalId, now],
      );
      await recordActivity(tx, { accountId, actor: DIRECTORY_SYNC, action: 'scim_group_created', subject: fields.displayName, details: '', at: now });
      const members = await replaceMembers(tx, accountId, row.id, fields.memberIds ?? []);
      if (members) {
        await recordActivity(tx, { accountId, actor: DIRECTORY_SYNC, action: 'scim_group_members_changed', subject: fields.displayName, details: members, at: now });
      }
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw groupExists();
    throw error;
  }
}

/** PUT and PATCH Groups: the name, externalId and (unless null) members as they are to be from now on. */
export async function updateGroup(services: Services, accountId: number, groupId: number, fields: GroupFields): Promise<ScimGroupRow> {
  const now = services.clock.now();
  try {
    return await services.db.transaction(async (tx) => {
      await lockForChange(tx, accountId);
      const row = await findScimGroup(tx, accountId, groupId);
      if (!row) throw unknownGroup();
      let changed = false;
      if (row.display_name !== fields.displayName || row.external_id !== fields.externalId) {
        await tx.query('update scim_groups set display_name = $2, external_id = $3 where id = $1', [groupId, fields.displayName, fields.externalId]);
        changed = true;
      }
      if (row.display_name !== fields.displayName) {
        await recordActivity(tx, {
          accountId, actor: DIRECTORY_SYNC, action: 'scim_group_renamed', subject: fields.displayName,
          details: `${row.display_name} → ${fields.displayName}`, at: now,
        });
      }
      const members = fields.memberIds ? await replaceMembers(tx, accountId, groupId, fields.memberIds) : '';
      if (members) {
        changed = true;
        await recordActivity(tx, { accountId, actor: DIRECTORY_SYNC, action: 'scim_group_members_changed', subject: fields.displayName, details: members, at: now });
      }
      if (changed) await tx.query('update scim_groups set updated_at = $2 where id = $1', [groupId, now]);
      return (await findScimGroup(tx, accountId, groupId)) ?? row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw groupExists();
    throw error;
  }
}

/** DELETE Groups: its members lose the apps it granted at once (the rows go with it). */
export async function deleteGroup(services: Services, accountId: number, groupId: number): Promise<void> {
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    await lockForChange(tx, accountId);
    const [row] = await tx.query<{ display_name: string }>(
      'delete from scim_groups where account_id = $1 and id = $2 returning display_name', [accountId, groupId],
    );
    if (!row) throw unknownGroup();
    await recordActivity(tx, { accountId, actor: DIRECTORY_SYNC, action: 'scim_group_deleted', subject: row.display_name, details: '', at: now });
  });
}
