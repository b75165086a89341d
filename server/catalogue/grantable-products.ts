import type { Product } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { badRequest } from '../http/errors';
import { subscribedProducts } from '../subscriptions/subscribed-products';

/** A product an account can grant its members, with the package it comes in. */
export type GrantableProduct = Product & { packageName: string };

/**
 * THE rule for which products an account can grant (GET product, the members' app lists, the ids
 * an invite or an edit may name): the products of its active subscriptions, each under the first
 * subscribed package (by id) that contains it. An account without a subscription grants nothing.
 */
export async function grantableProducts(db: Queryable, accountId: number): Promise<GrantableProduct[]> {
  const subscribed = await subscribedProducts(db, accountId);
  return subscribed.map(({ id, name, referrer, url, packageName }) => ({ id, name, referrer, url, packageName }));
}

export const toProduct = ({ id, name, referrer, url }: GrantableProduct): Product => ({ id, name, referrer, url });

export const unknownProductsMessage = (ids: number[]) =>
  `These apps cannot be granted in this account: ${ids.join(', ')}.`;

/**
 * The given product ids, without repeats, once each is one the account can grant; otherwise a 400
 * naming the others under `field` (the request field they came in).
 */
export function checkGrantable(grantable: GrantableProduct[], ids: number[], field: string): number[] {
  const known = new Set(grantable.map((product) => product.id));
  const unique = [...new Set(ids)];
  const unknown = unique.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badRequest(unknownProductsMessage(unknown), { [field]: unknownProductsMessage(unknown) });
  return unique;
}
