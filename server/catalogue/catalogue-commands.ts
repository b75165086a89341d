import { array, literal, number, object, optional, string, union, type Infer } from 'superstruct';
import type { JwtKey } from '../auth/jwt-key';
import type { Db } from '../db/db';
import {
  CatalogueError, addPackage, addProduct, findPackage, listPackages, listProducts, type CatalogueProduct,
} from './catalogue-store';
import { PACKAGE_LINK_DAYS, packageLink } from './package-link';

/*
 * The operator's catalogue commands, as data: the CLI builds one from its arguments and either runs
 * it here on a database it opened, or sends it to the running server's admin API, which runs it here
 * too. Either way the same checks run and the same lines are printed.
 */

export const CatalogueCommand = union([
  object({ command: literal('product add'), name: string(), referrer: string(), url: string(), description: optional(string()) }),
  object({ command: literal('product list') }),
  object({
    command: literal('package add'), name: string(), description: optional(string()), priceRef: string(), productIds: array(number()),
  }),
  object({ command: literal('package list') }),
  object({ command: literal('package-link'), packageId: number() }),
]);
export type CatalogueCommand = Infer<typeof CatalogueCommand>;

/** What a command needs besides its arguments: the database, and for links the signing key and the portal's address. */
export type CatalogueContext = { db: Db; jwtKey: JwtKey; publicUrl: string; now: Date };

/** Runs one command; the lines to print. Refusals throw CatalogueError. */
export async function runCatalogueCommand(context: CatalogueContext, command: CatalogueCommand): Promise<string[]> {
  const { db } = context;
  switch (command.command) {
    case 'product add': {
      const product = await addProduct(db, command);
      return [`Added product ${product.id}: ${describeProduct(product)}`];
    }
    case 'product list': {
      const products = await listProducts(db);
      return products.length > 0 ? products.map((product) => `${product.id}  ${describeProduct(product)}`) : ['No products yet.'];
    }
    case 'package add': {
      const pkg = await db.transaction((tx) => addPackage(tx, command));
      return [`Added package ${pkg.id}: ${pkg.name} (price ref ${pkg.price_ref}) with products ${pkg.products.map((p) => p.id).join(', ')}.`];
    }
    case 'package list': {
      const packages = await listPackages(db);
      if (packages.length === 0) return ['No packages yet.'];
      return packages.flatMap((pkg) => [
        `${pkg.id}  ${pkg.name} (price ref ${pkg.price_ref ?? 'none'})`,
        ...(pkg.products.length > 0 ? pkg.products.map((product) => `    ${product.id}  ${describeProduct(product)}`) : ['    no products']),
      ]);
    }
    case 'package-link': {
      const pkg = await findPackage(db, command.packageId);
      if (!pkg) throw new CatalogueError(`There is no package ${command.packageId}; see \`package list\`.`);
      const link = await packageLink(context.jwtKey, context.publicUrl, pkg, context.now);
      return [
        `Subscribe link for package ${pkg.id} (${pkg.name}), valid for ${PACKAGE_LINK_DAYS} days, until ${link.expiresAt.toISOString()}:`,
        link.url,
      ];
    }
  }
}

const describeProduct = (product: CatalogueProduct) => `${product.name} (referrer ${product.referrer}, url ${product.url})`;
