import type { Product } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { isUniqueViolation } from '../db/errors';

/*
 * The catalogue: products, and packages of them with the billing provider's price. Written only by
 * the operator's admin command; every check an operator can fail is here, so the command behaves
 * the same whether it opens the database itself or goes through the running server.
 */

export type CatalogueProduct = Product & { description: string };
export type CataloguePackage = { id: number; name: string; description: string; price_ref: string | null; products: CatalogueProduct[] };

export type NewProduct = { name: string; referrer: string; url: string; description?: string };
export type NewPackage = { name: string; description?: string; priceRef: string; productIds: number[] };

/** A refusal the operator can act on (exit code 1): printed as is. */
export class CatalogueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogueError';
  }
}

const NAME_MAX = 100;
const DESCRIPTION_MAX = 1000;
const URL_MAX = 2000;
// What a product names itself by in launcher links: kept to characters that need no escaping.
const REFERRER_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
// Provider price ids (Chargebee item prices, Stripe prices) are made of these.
const PRICE_REF_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;

function checkName(value: string, what: string): string {
  const name = value.trim();
  if (!name) throw new CatalogueError(`The ${what} name must not be empty.`);
  if (name.length > NAME_MAX) throw new CatalogueError(`The ${what} name must be at most ${NAME_MAX} characters.`);
  return name;
}

function checkDescription(value: string | undefined): string {
  const description = (value ?? '').trim();
  if (description.length > DESCRIPTION_MAX) throw new CatalogueError(`The description must be at most ${DESCRIPTION_MAX} characters.`);
  return description;
}

/** An absolute http(s) address, or a path on the portal's own origin (the demo products use those). */
function checkUrl(value: string): string {
  const url = value.trim();
  const invalid = new CatalogueError(`The url must be an http:// or https:// address, or a path starting with /; got "${value}".`);
  if (url.length > URL_MAX) throw new CatalogueError(`The url must be at most ${URL_MAX} characters.`);
  if (url.startsWith('/')) {
    if (url.startsWith('//') || /\s/.test(url)) throw invalid;
    return url;
  }
  try {
    const parsed = new URL(url);
    if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname) return url;
  } catch {
    // not a URL at all: refused below
  }
  throw invalid;
}

export async function listProducts(db: Queryable): Promise<CatalogueProduct[]> {
  return db.query<CatalogueProduct>('select id, name, referrer, url, description from products order by id');
}

export async function addProduct(db: Queryable, input: NewProduct): Promise<CatalogueProduct> {
  const name = checkName(input.name, 'product');
  const referrer = input.referrer.trim();
  if (!REFERRER_PATTERN.test(referrer)) {
    throw new CatalogueError(`The referrer must be 1-64 lower-case letters, digits, - or _, starting with a letter or digit; got "${input.referrer}".`);
  }
  const url = checkUrl(input.url);
  const description = checkDescription(input.description);
  const taken = new CatalogueError(`A product with the referrer "${referrer}" already exists.`);
  try {
    const [product] = await db.query<CatalogueProduct>(
      `insert into products (name, referrer, url, description) values ($1, $2, $3, $4)
       on conflict (referrer) do nothing
       returning id, name, referrer, url, description`,
      [name, referrer, url, description],
    );
    if (!product) throw taken;
    return product;
  } catch (error) {
    throw isUniqueViolation(error) ? taken : error;
  }
}

export async function addPackage(db: Queryable, input: NewPackage): Promise<CataloguePackage> {
  const name = checkName(input.name, 'package');
  const description = checkDescription(input.description);
  const priceRef = input.priceRef.trim();
  if (!PRICE_REF_PATTERN.test(priceRef)) {
    throw new CatalogueError(`The price ref must be 1-100 letters, digits, ., - or _; got "${input.priceRef}".`);
  }
  const productIds = [...new Set(input.productIds)];
  if (productIds.length === 0) throw new CatalogueError('A package needs at least one product.');

  const [sameName] = await db.query('select id from packages where lower(name) = lower($1)', [name]);
  if (sameName) throw new CatalogueError(`A package named "${name}" already exists.`);
  // The provider's events name a package by its price alone.
  const [samePrice] = await db.query<{ name: string }>('select name from packages where price_ref = $1', [priceRef]);
  if (samePrice) throw new CatalogueError(`The package "${samePrice.name}" already has the price ref "${priceRef}".`);
  const found = await db.query<{ id: number }>('select id from products where id = any($1::int[])', [productIds]);
  const unknown = productIds.filter((id) => !found.some((product) => product.id === id));
  if (unknown.length > 0) throw new CatalogueError(`There is no product ${unknown.join(', ')}; see \`product list\`.`);

  const [created] = await db.query<{ id: number }>(
    'insert into packages (name, description, price_ref) values ($1, $2, $3) returning id',
    [name, description, priceRef],
  );
  await db.query(
    'insert into package_products (package_id, product_id) select $1, unnest($2::int[])',
    [created.id, productIds],
  );
  const [result] = await packagesWhere(db, 'where pk.id = $1', [created.id]);
  return result;
}

export const listPackages = (db: Queryable): Promise<CataloguePackage[]> => packagesWhere(db, '', []);

/** The package a provider's price names (price refs are unique); null when none does, or it was deleted. */
export async function packageIdOfPrice(db: Queryable, priceRef: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('select id from packages where price_ref = $1', [priceRef]);
  return row?.id ?? null;
}

export async function findPackage(db: Queryable, packageId: number): Promise<CataloguePackage | null> {
  const [found] = await packagesWhere(db, 'where pk.id = $1', [packageId]);
  return found ?? null;
}

/** Packages with their products (by product id), in one query. */
async function packagesWhere(db: Queryable, where: string, params: unknown[]): Promise<CataloguePackage[]> {
  const rows = await db.query<Omit<CataloguePackage, 'products'> & { products: CatalogueProduct[] | null }>(
    `select pk.id, pk.name, pk.description, pk.price_ref,
       (select json_agg(json_build_object('id', p.id, 'name', p.name, 'referrer', p.referrer, 'url', p.url, 'description', p.description)
                        order by p.id)
        from package_products pp join products p on p.id = pp.product_id where pp.package_id = pk.id) as products
     from packages pk ${where}
     order by pk.id`,
    params,
  );
  return rows.map((row) => ({ ...row, products: row.products ?? [] }));
}
