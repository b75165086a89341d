import type { Product } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { badRequest } from '../http/errors';

/** A product an account can grant its members, with the package it comes in. */
export type GrantableProduct = Product & { packageName: string };

/**
 * THE rule for which products an account can grant (GET product, the members' app lists, the ids
 * an invite or an edit may name). Until billing lands it is every product of the catalogue; the
 * billing issue narrows it to the account's subscribed packages here, and only here.
 *
 * A product in several packages is shown under the first package (by id) that contains it; one in
 * none under ''.
 */
// Future source: subscribedProducts(db, accountId) (server/subscriptions), once the subscribe flow lands.
export async function grantableProducts(db: Queryable, _accountId: number): Promise<GrantableProduct[]> {
  const rows = await db.query<Product & { package_name: string }>(
    `select p.id, p.name, p.referrer, p.url,
       coalesce((select pk.name from package_products pp join packages pk on pk.id = pp.package_id
                 where pp.product_id = p.id order by pk.id limit 1), '') as package_name
     from products p
     order by p.id`,
  );
  return rows.map(({ package_name, ...product }) => ({ ...product, packageName: package_name }));
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
