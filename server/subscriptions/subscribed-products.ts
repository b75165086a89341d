import type { Queryable } from '../db/db';
import type { CatalogueProduct } from '../catalogue/catalogue-store';

/** A product the account has paid for, with the package it comes in. */
export type SubscribedProduct = CatalogueProduct & { packageId: number; packageName: string };

/**
 * The products of the account's ACTIVE subscriptions, each once: a product in several subscribed
 * packages is shown under the first of them by package id (the rule grantableProducts follows).
 * Ordered by product name.
 */
export async function subscribedProducts(db: Queryable, accountId: number): Promise<SubscribedProduct[]> {
  const rows = await db.query<CatalogueProduct & { package_id: number; package_name: string }>(
    `select * from (
       select distinct on (p.id) p.id, p.name, p.referrer, p.url, p.description, pk.id as package_id, pk.name as package_name
       from subscriptions s
       join packages pk on pk.id = s.package_id
       join package_products pp on pp.package_id = pk.id
       join products p on p.id = pp.product_id
       where s.account_id = $1 and s.status = 'active'
       order by p.id, pk.id
     ) subscribed
     order by lower(name), id`,
    [accountId],
  );
  return rows.map(({ package_id, package_name, ...product }) => ({ ...product, packageId: package_id, packageName: package_name }));
}
