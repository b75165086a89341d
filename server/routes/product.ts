import { Hono } from 'hono';
import {
  LaunchRequest, RedeemLaunchRequest, launcherMessages,
  type LaunchResponse, type Product, type RedeemLaunchResponse,
} from '../../src/api/contract';
import type { Services } from '../services';
import { requireAccount } from '../auth/middleware';
import { grantableProducts, toProduct } from '../catalogue/grantable-products';
import { readBody } from '../http/body';
import { badRequest } from '../http/errors';
import { launchProduct } from '../launcher/launch';
import { redeemLaunch } from '../launcher/redeem';

/** product/ calls: the apps an account can grant, and the launcher (DESIGN "Catalogue and launcher"). */
export function productRoutes(services: Services) {
  const app = new Hono();

  // GET product: the apps this account can grant its members (the invite and edit forms list them).
  app.get('/', requireAccount(services), async (c) =>
    c.json((await grantableProducts(services.db, c.get('accountId'))).map(toProduct) satisfies Product[]),
  );

  // POST product (spec 7): no bearer; the account token comes in the body, checked the same way.
  app.post('/', async (c) => {
    const request = await readBody(c, LaunchRequest);
    return c.json((await launchProduct(services, request)) satisfies LaunchResponse);
  });

  // Public: the launch token is the capability. A product's server calls this, not a browser.
  app.post('/redeem', async (c) => {
    const { token, referrer } = await readBody(c, RedeemLaunchRequest);
    const arriving = await redeemLaunch(services, token, referrer);
    if (!arriving) throw badRequest(launcherMessages.launchTokenInvalid);
    return c.json(arriving satisfies RedeemLaunchResponse);
  });

  return app;
}
