import { TENANCY } from '../../src/api/contract';
import type { Tenancy } from '../accounts/memberships';
import type { Queryable } from '../db/db';

/**
 * Apps are blocked only for STANDARD members: an administrator manages the account and uses all of
 * its apps (the invite form shows the app list only for Standard, spec 6). Every write of blocked
 * apps, on a membership or an invitation, goes through here.
 */
export const blockedFor = (tenancy: Tenancy, productIds: number[]): number[] =>
  tenancy === TENANCY.ADMINISTRATOR ? [] : productIds;

export async function blockedProductIds(db: Queryable, accountId: number, userId: number): Promise<number[]> {
  const rows = await db.query<{ product_id: number }>(
    'select product_id from membership_blocked_products where account_id = $1 and user_id = $2 order by product_id',
    [accountId, userId],
  );
  return rows.map((row) => row.product_id);
}

/** The member's blocked apps become exactly `productIds` (ids of products that no longer exist are dropped). */
export async function replaceBlockedProducts(db: Queryable, accountId: number, userId: number, productIds: number[]): Promise<void> {
  await db.query('delete from membership_blocked_products where account_id = $1 and user_id = $2', [accountId, userId]);
  await db.query(
    `insert into membership_blocked_products (account_id, user_id, product_id)
     select $1, $2, p.id from products p where p.id = any($3::int[])`,
    [accountId, userId, productIds],
  );
}

/**
 * Adds `productIds` to what each of `userIds` may not use, keeping what was blocked before; only
 * for those still STANDARD members (the rule of blockedFor), so an administrator is never blocked.
 */
export async function blockProductsForMembers(db: Queryable, accountId: number, userIds: number[], productIds: number[]): Promise<void> {
  await db.query(
    `insert into membership_blocked_products (account_id, user_id, product_id)
     select ua.account_id, ua.user_id, p.id
     from user_accounts ua join products p on p.id = any($3::int[])
     where ua.account_id = $1 and ua.user_id = any($2::int[]) and ua.tenancy = $4
     on conflict do nothing`,
    [accountId, userIds, productIds, TENANCY.STANDARD],
  );
}

/** A member who joins with no apps of their own (single sign-on, directory sync): every app blocked for them directly. */
export async function blockEveryProduct(db: Queryable, accountId: number, userId: number): Promise<void> {
  const products = await db.query<{ id: number }>('select id from products');
  await replaceBlockedProducts(db, accountId, userId, products.map((product) => product.id));
}
