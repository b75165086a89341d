import { INVITATION_STATUS, type InvitationStatus, type MemberRow } from '../../src/api/contract';
import type { Tenancy } from '../accounts/memberships';
import type { Queryable } from '../db/db';
import { grantableProducts, type GrantableProduct } from '../catalogue/grantable-products';
import { groupGrantsSql } from './app-access';

type ListedRow = {
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  tenancy: Tenancy;
  is_primary_contact: number;
  status: InvitationStatus;
  expired: boolean;
  invited_at: Date | null;
  blocked: number[];
  suspended: boolean;
  /** A pending invitation's end (not shown: the row says only whether it has passed). */
  expires_at: Date | null;
};

const { PENDING, ACCEPTED, CANCELED } = INVITATION_STATUS;

/** The rows of a list of changes (member-list-changes.ts): those with one of these user ids or addresses. */
export type RowKeys = { userIds: number[]; emails: string[] };

/*
 * One query for every row, whatever the size of the account (indexed by account: user_accounts,
 * membership_blocked_products and invitations all lead with it), or for the rows of some keys ($3
 * user ids, $4 addresses), each key turned into what the table's unique index leads with (a
 * membership's user, an invitation's address), so a few keys read a few rows in any account:
 * - members (ACCEPTED), the account's creator included, with the date of the invitation they came by;
 * - PENDING and CANCELED invitations of addresses that are not members; REJECTED ones are not listed.
 * Order: compareMemberRows (src/api/contract/member-order.ts), from the rows' own fields only, so
 * the portal places a changed row where this query would: members by first name, last name,
 * e-mail; then pending invitations, then canceled ones, each newest first by the date last sent
 * (none last), then by e-mail. Code point order ("C"), on PGlite and PostgreSQL alike.
 */
const listSql = (filtered: boolean) => `
select user_id, first_name, last_name, email, tenancy, is_primary_contact, status, expired, invited_at, blocked, suspended, expires_at
from (
  select u.id as user_id, u.first_name, u.last_name, u.email, ua.tenancy,
         case when a.primary_contact_user_id = u.id then 1 else 0 end as is_primary_contact,
         ${ACCEPTED} as status, false as expired, i.invited_at,
         array(select b.product_id from membership_blocked_products b
               where b.account_id = ua.account_id and b.user_id = ua.user_id
                 and not ${groupGrantsSql('ua.account_id', 'ua.user_id', 'b.product_id')}
               order by b.product_id) as blocked,
         ua.suspended_at is not null as suspended,
         null::timestamptz as expires_at,
         0 as sort_group, lower(u.first_name) as sort_first, lower(u.last_name) as sort_last, null::timestamptz as sort_time
  from user_accounts ua
  join accounts a on a.id = ua.account_id
  join users u on u.id = ua.user_id
  left join invitations i on i.account_id = ua.account_id and i.email = u.email
  where ua.account_id = $1${filtered ? ' and ua.user_id = any($3::int[] || array(select id from users where email = any($4::text[])))' : ''}
  union all
  select iu.id, coalesce(iu.first_name, ''), coalesce(iu.last_name, ''), i.email, i.tenancy, 0,
         i.status, coalesce(i.status = ${PENDING} and i.expires_at <= $2, false), i.invited_at, i.blocked_product_ids,
         false,
         case when i.status = ${PENDING} then i.expires_at end,
         case when i.status = ${PENDING} then 1 else 2 end, null, null, date_trunc('milliseconds', i.invited_at)
  from invitations i
  left join users iu on iu.email = i.email
  where i.account_id = $1 and i.status in (${PENDING}, ${CANCELED})
    and not exists (select 1 from user_accounts m where m.account_id = i.account_id and m.user_id = iu.id)${
      filtered ? '\n    and i.email = any($4::text[] || array(select email from users where id = any($3::int[])))' : ''}
) listed
order by sort_group, sort_first collate "C", sort_last collate "C", sort_time desc nulls last, email collate "C"`;
const LIST_SQL = listSql(false);
const KEYED_SQL = listSql(true);

/**
 * The list as it is at `now`, and when it changes without any write: the first end of a pending
 * invitation after `now`, when that row turns expired (null when none will).
 */
export type MemberList = { rows: MemberRow[]; changesAt: Date | null };

/**
 * GET invitation/get-user-account-invitations: two queries, the rows and the apps they may be
 * granted; with `keys`, only the rows of those keys (a list of changes), and with `grantable`,
 * the apps read once for many such calls (member-list-slices.ts).
 */
export async function listMembersAndInvitations(
  db: Queryable, accountId: number, now: Date, keys?: RowKeys, grantable?: GrantableProduct[],
): Promise<MemberList> {
  const products = grantable ?? (await grantableProducts(db, accountId));
  const rows = await db.query<ListedRow>(keys ? KEYED_SQL : LIST_SQL, keys ? [accountId, now, keys.userIds, keys.emails] : [accountId, now]);
  let changesAt: Date | null = null;
  for (const { expires_at: end } of rows) {
    if (end && end > now && (!changesAt || end < changesAt)) changesAt = end;
  }
  const grants = await groupGrants(db, accountId, keys ? rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id])) : null);
  return { rows: rows.map((row) => toMemberRow(row, products, grants)), changesAt };
}

/** Per member, per app: the names of the directory groups that give it to them. */
type GroupGrants = Map<number, Map<number, string[]>>;

/** The grants of the account's members, or of those users only. */
async function groupGrants(db: Queryable, accountId: number, userIds: number[] | null): Promise<GroupGrants> {
  const rows = await db.query<{ user_id: number; product_id: number; display_name: string }>(
    `select gm.user_id, gp.product_id, g.display_name
     from scim_group_members gm
     join scim_group_products gp on gp.group_id = gm.group_id
     join scim_groups g on g.id = gm.group_id
     where gm.account_id = $1${userIds ? ' and gm.user_id = any($2::int[])' : ''}
     order by lower(g.display_name), g.id`,
    userIds ? [accountId, userIds] : [accountId],
  );
  const grants: GroupGrants = new Map();
  for (const { user_id: user, product_id: product, display_name: name } of rows) {
    const byProduct = grants.get(user) ?? new Map<number, string[]>();
    byProduct.set(product, [...(byProduct.get(product) ?? []), name]);
    grants.set(user, byProduct);
  }
  return grants;
}

function toMemberRow(row: ListedRow, products: GrantableProduct[], grants: GroupGrants): MemberRow {
  const blocked = new Set(row.blocked);
  // An invitation (no membership yet) belongs to no directory group.
  const granted = row.status === ACCEPTED && row.user_id !== null ? grants.get(row.user_id) : undefined;
  return {
    user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    tenancy: row.tenancy,
    is_primary_contact: row.is_primary_contact === 1 ? 1 : 0,
    status: row.status,
    expired: row.expired,
    invited_at: row.invited_at ? row.invited_at.toISOString() : null,
    suspended: row.suspended,
    packages: products.map((product) => ({
      id: product.id, product_name: product.name, name: product.packageName, isAllowed: !blocked.has(product.id),
      granted_by: granted?.get(product.id) ?? [],
    })),
  };
}
