import { INVITATION_STATUS } from '../../src/api/contract';
import type { Tenancy } from '../accounts/memberships';
import type { Queryable } from '../db/db';
import { SCIM_BASE_PATH } from '../../src/api/contract';
import type { SqlCondition } from './filter-sql';
import { ENTERPRISE_USER_SCHEMA, type Written } from './user-attributes';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';

/**
 * A user resource of the directory: its own id, userName and attributes as the provider wrote
 * them, and who it names: a member (user_id, the membership's suspension, whether the directory
 * made the portal user, then its names and address are the directory's to change), or, while
 * user_id is null, a pending invitation to `email` (active while the invitation is pending).
 */
export type ScimUserRow = {
  id: number; user_id: number | null; email: string; first_name: string | null; last_name: string | null; external_id: string | null;
  user_name: string; attributes: Written; emails: Written[]; active: boolean; tenancy: Tenancy | null; created_user: boolean;
  created_at: Date; updated_at: Date;
};

/*
 * Over these tables the filter map (user-filter-map.ts) compares too: su the resource, ua and u the
 * member (none while pending), i the invitation of a pending one.
 */
const FROM = `from scim_users su
  left join user_accounts ua on ua.user_id = su.user_id and ua.account_id = su.account_id
  left join users u on u.id = su.user_id
  left join invitations i on i.account_id = su.account_id and i.email = su.invited_email
  where su.account_id = $1`;

/** The person's address: the member's, else the one invited. */
export const ADDRESS_SQL = 'coalesce(u.email, su.invited_email)';

/** A member is active unless suspended; a pending invitation while it is pending (not canceled, declined or gone). */
export const ACTIVE_SQL = `(case when su.user_id is null then coalesce(i.status = ${INVITATION_STATUS.PENDING}, false) else ua.suspended_at is null end)`;

/** The emails as written; a resource whose provider wrote none shows its address as the work one. */
export const EMAILS_SQL = `coalesce(su.attributes->'emails', jsonb_build_array(jsonb_build_object('value', ${ADDRESS_SQL}, 'type', 'work', 'primary', true)))`;

const COLUMNS = `select su.id, su.user_id, ${ADDRESS_SQL} as email, u.first_name, u.last_name, su.external_id, su.user_name, su.attributes,
  ${EMAILS_SQL} as emails, ${ACTIVE_SQL} as active, ua.tenancy, su.created_user, su.created_at, su.updated_at`;

/** One page of the account's user resources, by id, and how many match in all (the filter's parameters from $2: user-filter-map.ts). */
export async function listScimUsers(
  db: Queryable, accountId: number, filter: SqlCondition | null, offset: number, limit: number,
): Promise<{ total: number; rows: ScimUserRow[] }> {
  const where = filter ? ` and ${filter.sql}` : '';
  const params = [accountId, ...(filter?.params ?? [])];
  const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n ${FROM}${where}`, params);
  const rows = limit === 0 ? [] : await db.query<ScimUserRow>(
    `${COLUMNS} ${FROM}${where} order by su.id offset $${params.length + 1} limit $${params.length + 2}`, [...params, offset, limit],
  );
  return { total: n, rows };
}

export async function findScimUser(db: Queryable, accountId: number, id: number): Promise<ScimUserRow | null> {
  const rows = await db.query<ScimUserRow>(`${COLUMNS} ${FROM} and su.id = $2`, [accountId, id]);
  return rows[0] ?? null;
}

/**
 * RFC 7643 4.1: the user resource, its attributes as written. `written` leaves out the emails the
 * provider did not write (the address shown in their place), for a PATCH to apply its operations to.
 */
export function toScimUser(row: ScimUserRow, publicUrl: string, written = false) {
  const id = String(row.id);
  const extended = Object.hasOwn(row.attributes, ENTERPRISE_USER_SCHEMA);
  return {
    schemas: extended ? [USER_SCHEMA, ENTERPRISE_USER_SCHEMA] : [USER_SCHEMA],
    id,
    ...(row.external_id === null ? {} : { externalId: row.external_id }),
    userName: row.user_name,
    ...row.attributes,
    ...(written ? {} : { emails: row.emails }),
    active: row.active,
    meta: {
      resourceType: 'User',
      created: row.created_at.toISOString(),
      lastModified: row.updated_at.toISOString(),
      location: `${publicUrl}${SCIM_BASE_PATH}/Users/${id}`,
    },
  };
}
export type ScimUserResource = ReturnType<typeof toScimUser>;
