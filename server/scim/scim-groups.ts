import { SCIM_BASE_PATH, type ScimGroupSummary } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import type { SqlCondition } from './filter-sql';

export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';

export type ScimGroupRow = { id: number; display_name: string; external_id: string | null; created_at: Date; updated_at: Date };
/** A member by its user resource's SCIM id, and the person's address. */
export type GroupMember = { id: number; email: string };

const COLUMNS = 'select g.id, g.display_name, g.external_id, g.created_at, g.updated_at from scim_groups g where g.account_id = $1';

/** One page of the account's groups, by id, and how many match in all (the filter's parameters from $2: group-filter-map.ts). */
export async function listScimGroups(
  db: Queryable, accountId: number, filter: SqlCondition | null, offset: number, limit: number,
): Promise<{ total: number; rows: ScimGroupRow[] }> {
  const where = filter ? ` and ${filter.sql}` : '';
  const params = [accountId, ...(filter?.params ?? [])];
  const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from scim_groups g where g.account_id = $1${where}`, params);
  const rows = limit === 0 ? [] : await db.query<ScimGroupRow>(
    `${COLUMNS}${where} order by g.id offset $${params.length + 1} limit $${params.length + 2}`, [...params, offset, limit],
  );
  return { total: n, rows };
}

export async function findScimGroup(db: Queryable, accountId: number, groupId: number): Promise<ScimGroupRow | null> {
  const rows = await db.query<ScimGroupRow>(`${COLUMNS} and g.id = $2`, [accountId, groupId]);
  return rows[0] ?? null;
}

/** The members of each group, by SCIM id (a pending invitation's resource among them). */
export async function membersOf(db: Queryable, groupIds: number[]): Promise<Map<number, GroupMember[]>> {
  const rows = await db.query<GroupMember & { group_id: number }>(
    `select gm.group_id, gm.scim_user_id as id, coalesce(u.email, su.invited_email) as email
     from scim_group_members gm
     join scim_users su on su.account_id = gm.account_id and su.id = gm.scim_user_id
     left join users u on u.id = su.user_id
     where gm.group_id = any($1::int[]) order by gm.group_id, gm.scim_user_id`,
    [groupIds],
  );
  const members = new Map<number, GroupMember[]>(groupIds.map((id) => [id, []]));
  for (const { group_id, ...member } of rows) members.get(group_id)?.push(member);
  return members;
}

/** RFC 7643 4.2: the group resource, each member a User by id and $ref; without `members` when the provider excluded them. */
export function toScimGroup(row: ScimGroupRow, members: GroupMember[] | null, publicUrl: string) {
  const id = String(row.id);
  return {
    schemas: [GROUP_SCHEMA],
    id,
    ...(row.external_id === null ? {} : { externalId: row.external_id }),
    displayName: row.display_name,
    ...(members === null ? {} : {
      members: members.map((m) => ({ value: String(m.id), $ref: `${publicUrl}${SCIM_BASE_PATH}/Users/${m.id}`, type: 'User', display: m.email })),
    }),
    meta: {
      resourceType: 'Group',
      created: row.created_at.toISOString(),
      lastModified: row.updated_at.toISOString(),
      location: `${publicUrl}${SCIM_BASE_PATH}/Groups/${id}`,
    },
  };
}

/** The administrators' view of the account's groups (GET account/scim), by name. */
export async function groupSummaries(db: Queryable, accountId: number, groupId: number | null = null): Promise<ScimGroupSummary[]> {
  return db.query<ScimGroupSummary>(
    `select g.id, g.display_name,
            (select count(*)::int from scim_group_members gm where gm.group_id = g.id) as member_count,
            array(select gp.product_id from scim_group_products gp where gp.group_id = g.id order by gp.product_id) as product_ids
     from scim_groups g where g.account_id = $1 and ($2::int is null or g.id = $2::int)
     order by lower(g.display_name), g.id`,
    [accountId, groupId],
  );
}
