import type { Queryable } from '../db/db';

/*
 * Whether a member may use an app, in SQL, for every query that decides it (the dashboard's and
 * the launcher's product list, the members list's `isAllowed`): an app is off for a member when an
 * administrator blocked it for them directly and none of their directory groups grants it. A group
 * deleted, or the member taken out of it, takes its apps away with the rows.
 */

/** SQL: true when the app `product` is off for member `user` of `account` (each an SQL expression). */
export const appBlockedSql = (account: string, user: string, product: string): string => `(
  exists (select 1 from membership_blocked_products b
          where b.account_id = ${account} and b.user_id = ${user} and b.product_id = ${product})
  and not ${groupGrantsSql(account, user, product)})`;

/** SQL: true when one of the member's directory groups grants them the app. */
export const groupGrantsSql = (account: string, user: string, product: string): string => `exists (
  select 1 from scim_group_members gm join scim_group_products gp on gp.group_id = gm.group_id
  where gm.account_id = ${account} and gm.user_id = ${user} and gp.product_id = ${product})`;

/** The apps one of the member's directory groups grants them. */
export async function groupGrantedProductIds(db: Queryable, accountId: number, userId: number): Promise<Set<number>> {
  const rows = await db.query<{ product_id: number }>(
    `select distinct gp.product_id from scim_group_members gm join scim_group_products gp on gp.group_id = gm.group_id
     where gm.account_id = $1 and gm.user_id = $2`,
    [accountId, userId],
  );
  return new Set(rows.map((row) => row.product_id));
}
