import { INVITATION_STATUS, type InvitationStatus, type MemberRow } from '../../src/api/contract';
import type { Tenancy } from '../accounts/memberships';
import type { Queryable } from '../db/db';
import { grantableProducts, type GrantableProduct } from '../catalogue/grantable-products';

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
  /** A pending invitation's end (not shown: the row says only whether it has passed). */
  expires_at: Date | null;
};

const { PENDING, ACCEPTED, CANCELED } = INVITATION_STATUS;

/*
 * One query for every row, whatever the size of the account (indexed by account: user_accounts,
 * membership_blocked_products and invitations all lead with it):
 * - members (ACCEPTED), the account's creator included, with the date of the invitation they came by;
 * - PENDING and CANCELED invitations of addresses that are not members; REJECTED ones are not listed.
 * Order: members by first name, last name, e-mail; then pending invitations, then canceled ones,
 * each newest first (by the date last sent, or canceled for a membership without an invitation).
 */
const LIST_SQL = `
select user_id, first_name, last_name, email, tenancy, is_primary_contact, status, expired, invited_at, blocked, expires_at
from (
  select u.id as user_id, u.first_name, u.last_name, u.email, ua.tenancy,
         case when a.primary_contact_user_id = u.id then 1 else 0 end as is_primary_contact,
         ${ACCEPTED} as status, false as expired, i.invited_at,
         array(select b.product_id from membership_blocked_products b
               where b.account_id = ua.account_id and b.user_id = ua.user_id order by b.product_id) as blocked,
         null::timestamptz as expires_at,
         0 as sort_group, lower(u.first_name) as sort_first, lower(u.last_name) as sort_last, null::timestamptz as sort_time
  from user_accounts ua
  join accounts a on a.id = ua.account_id
  join users u on u.id = ua.user_id
  left join invitations i on i.account_id = ua.account_id and i.email = u.email
  where ua.account_id = $1
  union all
  select iu.id, coalesce(iu.first_name, ''), coalesce(iu.last_name, ''), i.email, i.tenancy, 0,
         i.status, coalesce(i.status = ${PENDING} and i.expires_at <= $2, false), i.invited_at, i.blocked_product_ids,
         case when i.status = ${PENDING} then i.expires_at end,
         case when i.status = ${PENDING} then 1 else 2 end, null, null, coalesce(i.invited_at, i.updated_at)
  from invitations i
  left join users iu on iu.email = i.email
  where i.account_id = $1 and i.status in (${PENDING}, ${CANCELED})
    and not exists (select 1 from user_accounts m where m.account_id = i.account_id and m.user_id = iu.id)
) listed
order by sort_group, sort_first, sort_last, sort_time desc, email`;

/**
 * The list as it is at `now`, and when it changes without any write: the first end of a pending
 * invitation after `now`, when that row turns expired (null when none will).
 */
export type MemberList = { rows: MemberRow[]; changesAt: Date | null };

/** GET invitation/get-user-account-invitations: two queries, the rows and the apps they may be granted. */
export async function listMembersAndInvitations(db: Queryable, accountId: number, now: Date): Promise<MemberList> {
  const products = await grantableProducts(db, accountId);
  const rows = await db.query<ListedRow>(LIST_SQL, [accountId, now]);
  let changesAt: Date | null = null;
  for (const { expires_at: end } of rows) {
    if (end && end > now && (!changesAt || end < changesAt)) changesAt = end;
  }
  return { rows: rows.map((row) => toMemberRow(row, products)), changesAt };
}

function toMemberRow(row: ListedRow, products: GrantableProduct[]): MemberRow {
  const blocked = new Set(row.blocked);
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
    packages: products.map((product) => ({
      id: product.id, product_name: product.name, name: product.packageName, isAllowed: !blocked.has(product.id),
    })),
    // Directory sync's suspension is not stored yet: no membership is suspended.
    suspended: false,
  };
}
