import { Hono } from 'hono';
import {
  CheckSubscriptionRequest, PackageInfoRequest, SubscribeRequest, billingMessages,
  type CheckSubscriptionResponse, type PackageInfo, type SubscribeResponse, type SubscribedApp,
} from '../../src/api/contract';
import type { Services } from '../services';
import { requireAccount, requireAdministrator, requireSession } from '../auth/middleware';
import { confirmCheckout } from '../billing/confirm-checkout';
import { startCheckout } from '../billing/start-checkout';
import { packageByToken } from '../catalogue/package-link';
import { readBody } from '../http/body';
import { badRequest, notFound } from '../http/errors';
import { memberProducts } from '../subscriptions/member-products';

/** package/ calls: the package a subscribe link names, paying for it, and the apps the account has subscribed to. */
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

  // Spec 7: the bearer of the chosen account, whose administrators alone may subscribe it (spec 6).
  app.post('/subscribe', requireAccount(services), requireAdministrator, async (c) => {
    const body = await readBody(c, SubscribeRequest);
    const accessUrl = await startCheckout(services, c.get('accountId'), c.get('user'), body);
    return c.json({ data: { access_url: accessUrl } } satisfies SubscribeResponse);
  });

  // Spec 7: the session bearer, as the checkout return page has no account selected yet.
  app.post('/check-subscription', requireSession(services), async (c) => {
    const { hosted_page_id } = await readBody(c, CheckSubscriptionRequest);
    const accountId = await confirmCheckout(services, c.get('user').id, hosted_page_id);
    return c.json({ account_id: accountId, message: billingMessages.subscribed } satisfies CheckSubscriptionResponse);
  });

  // Any member: the apps they may launch, without those blocked for them (never for administrators).
  app.get('/subscribed-apps', requireAccount(services), async (c) => {
    const apps = (await memberProducts(db, c.get('accountId'), c.get('user').id, c.get('tenancy')))
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
