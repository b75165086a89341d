import type { Queryable } from '../db/db';
import type { CatalogueProduct } from '../catalogue/catalogue-store';
import { appBlockedSql } from '../members/app-access';

/** A product the account has paid for, with the package it comes in. */
export type SubscribedProduct = CatalogueProduct & { packageId: number; packageName: string };

/**
 * The products of the account's ACTIVE subscriptions, each once: a product in several subscribed
 * packages is shown under the first of them by package id (the rule grantableProducts follows).
 * Ordered by product name. With `withoutBlockedFor`, without the products off for that member (members/app-access.ts)
 * (in the same query: the apps list is read on every visit to the dashboard).
 */
export async function subscribedProducts(db: Queryable, accountId: number, withoutBlockedFor: number | null = null): Promise<SubscribedProduct[]> {
  const rows = await db.query<CatalogueProduct & { package_id: number; package_name: string }>(
    `select * from (
       select distinct on (p.id) p.id, p.name, p.referrer, p.url, p.description, pk.id as package_id, pk.name as package_name
       from subscriptions s
       join packages pk on pk.id = s.package_id
       join package_products pp on pp.package_id = pk.id
       join products p on p.id = pp.product_id
       where s.account_id = $1 and s.status = 'active'
         and not ${appBlockedSql('$1', '$2::int', 'p.id')}
       order by p.id, pk.id
     ) subscribed
     order by lower(name), id`,
    [accountId, withoutBlockedFor],
  );
  return rows.map(({ package_id, package_name, ...product }) => ({ ...product, packageId: package_id, packageName: package_name }));
}
