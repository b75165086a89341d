import { Hono } from 'hono';
import type { Product } from '../../src/api/contract';
import type { Services } from '../services';
import { requireAccount } from '../auth/middleware';
import { grantableProducts, toProduct } from '../catalogue/grantable-products';

/** GET product: the apps this account can grant its members (the invite and edit forms list them). */
export function productRoutes(services: Services) {
  const app = new Hono();

  app.get('/', requireAccount(services), async (c) =>
    c.json((await grantableProducts(services.db, c.get('accountId'))).map(toProduct) satisfies Product[]),
  );

  return app;
}
