import { TENANCY } from '../../src/api/contract';
import type { Tenancy } from '../accounts/memberships';
import type { Queryable } from '../db/db';
import { subscribedProducts, type SubscribedProduct } from './subscribed-products';

/**
 * The apps a member may use: the account's subscribed products without those blocked for the
 * member, never for an administrator (the rule of members/blocked-products.ts blockedFor). The
 * apps list shows exactly these, and the launcher launches nothing else, so the two cannot disagree.
 */
export const memberProducts = (db: Queryable, accountId: number, userId: number, tenancy: Tenancy): Promise<SubscribedProduct[]> =>
  subscribedProducts(db, accountId, tenancy === TENANCY.ADMINISTRATOR ? null : userId);
