import type { Tenancy } from '../accounts/memberships';
import type { Queryable } from '../db/db';
import { SCIM_BASE_PATH } from '../../src/api/contract';
import type { SqlCondition } from './filter-sql';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';

/**
 * A provisioned member as SCIM shows them: the portal user, the membership, the provider's
 * externalId, and whether the directory made the portal user (then its names and address are the
 * directory's to change).
 */
export type ScimUserRow = {
  user_id: number; email: string; first_name: string; last_name: string; external_id: string | null;
  suspended: boolean; tenancy: Tenancy; created_user: boolean; created_at: Date; updated_at: Date;
};

const FROM = `from scim_users su
  join user_accounts ua on ua.user_id = su.user_id and ua.account_id = su.account_id
  join users u on u.id = su.user_id
  where su.account_id = $1`;

const COLUMNS = `select su.user_id, u.email, u.first_name, u.last_name, su.external_id, ua.suspended_at is not null as suspended,
  ua.tenancy, su.created_user, su.created_at, su.updated_at`;

/** One page of the account's provisioned users, by id, and how many match in all (the filter's parameters from $2: user-filter-map.ts). */
export async function listScimUsers(
  db: Queryable, accountId: number, filter: SqlCondition | null, offset: number, limit: number,
): Promise<{ total: number; rows: ScimUserRow[] }> {
  const where = filter ? ` and ${filter.sql}` : '';
  const params = [accountId, ...(filter?.params ?? [])];
  const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n ${FROM}${where}`, params);
  const rows = limit === 0 ? [] : await db.query<ScimUserRow>(
    `${COLUMNS} ${FROM}${where} order by su.user_id offset $${params.length + 1} limit $${params.length + 2}`, [...params, offset, limit],
  );
  return { total: n, rows };
}

export async function findScimUser(db: Queryable, accountId: number, userId: number): Promise<ScimUserRow | null> {
  const rows = await db.query<ScimUserRow>(`${COLUMNS} ${FROM} and su.user_id = $2`, [accountId, userId]);
  return rows[0] ?? null;
}

/** RFC 7643 4.1: the user resource. */
export function toScimUser(row: ScimUserRow, publicUrl: string) {
  const id = String(row.user_id);
  return {
    schemas: [USER_SCHEMA],
    id,
    ...(row.external_id === null ? {} : { externalId: row.external_id }),
    userName: row.email,
    name: { givenName: row.first_name, familyName: row.last_name, formatted: `${row.first_name} ${row.last_name}`.trim() },
    displayName: `${row.first_name} ${row.last_name}`.trim(),
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: !row.suspended,
    meta: {
      resourceType: 'User',
      created: row.created_at.toISOString(),
      lastModified: row.updated_at.toISOString(),
      location: `${publicUrl}${SCIM_BASE_PATH}/Users/${id}`,
    },
  };
}
export type ScimUserResource = ReturnType<typeof toScimUser>;
