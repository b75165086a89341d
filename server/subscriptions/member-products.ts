import type { Tenancy } from '../accounts/memberships';
import type { Queryable } from '../db/db';
import { blockedFor, blockedProductIds } from '../members/blocked-products';
import { subscribedProducts, type SubscribedProduct } from './subscribed-products';

/**
 * The apps a member may use: the account's subscribed products without those blocked for the
 * member (never for an administrator, see blockedFor). The apps list shows exactly these, and the
 * launcher launches nothing else, so the two cannot disagree.
 */
export async function memberProducts(db: Queryable, accountId: number, userId: number, tenancy: Tenancy): Promise<SubscribedProduct[]> {
  const blocked = new Set(blockedFor(tenancy, await blockedProductIds(db, accountId, userId)));
  return (await subscribedProducts(db, accountId)).filter((product) => !blocked.has(product.id));
}
