import { Hono } from 'hono';
import { PackageInfoRequest, billingMessages, type PackageInfo, type SubscribedApp } from '../../src/api/contract';
import type { Services } from '../services';
import { requireAccount } from '../auth/middleware';
import { packageByToken } from '../catalogue/package-link';
import { readBody } from '../http/body';
import { badRequest, notFound } from '../http/errors';
import { blockedFor, blockedProductIds } from '../members/blocked-products';
import { subscribedProducts } from '../subscriptions/subscribed-products';

/** package/ calls: the package a subscribe link names, and the apps the account has subscribed to. */
export function packageRoutes(services: Services) {
  const { db, clock, keys } = services;
  const app = new Hono();

  // Public: the portal asks before the visitor may have signed in (spec 2, /subscribe).
  app.post('/info', async (c) => {
    const { token } = await readBody(c, PackageInfoRequest);
    const found = await packageByToken(db, keys.jwt, token, clock.now());
    if (found.kind === 'invalid') throw badRequest(billingMessages.packageLinkInvalid);
    if (found.kind === 'missing') throw notFound(billingMessages.packageNotFound);
    const { id, name, description, products } = found.pkg;
    const subProducts = products.map((product) => ({ id: product.id, name: product.name, description: product.description }));
    return c.json({ id, name, description, packageProduct: { subProducts } } satisfies PackageInfo);
  });

  // Any member: the apps they may launch, without those blocked for them (never for administrators).
  app.get('/subscribed-apps', requireAccount(services), async (c) => {
    const accountId = c.get('accountId');
    const blocked = new Set(blockedFor(c.get('tenancy'), await blockedProductIds(db, accountId, c.get('user').id)));
    const apps = (await subscribedProducts(db, accountId))
      .filter((product) => !blocked.has(product.id))
      .map((product) => ({
        product_id: product.id,
        product_name: product.name,
        name: product.packageName,
        description: product.description,
        url: product.url,
        referrer: product.referrer,
      }));
    return c.json(apps satisfies SubscribedApp[]);
  });

  return app;
}
