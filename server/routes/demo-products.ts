import { Hono } from 'hono';
import { is } from 'superstruct';
import { LAUNCH_TOKEN_PARAM, OpaqueToken } from '../../src/api/contract';
import { noStore, standalonePageHeaders } from '../http/headers';
import { DEMO_STYLE_HASH, refusedPage, welcomePage } from '../launcher/demo-html';
import { DEMO_PATH, demoProductName } from '../launcher/demo-products';
import { redeemLaunch } from '../launcher/redeem';
import type { Services } from '../services';

/** The paths of the demo product pages, which send their own headers (app.ts leaves them out of the portal's). */
export const DEMO_PAGES = [`${DEMO_PATH}/*`];

/**
 * The demo products, mounted at DEMO_PATH: each stands in for a product on another site, so it
 * redeems the launch token it was handed the way such a product would (the same function as POST
 * product/redeem, with its own referrer) and greets whoever arrives. No script, no cookie, no
 * caching, no framing, and no Referer leaving the page, which has the token in its address.
 */
export function demoProductRoutes(services: Services): Hono {
  const app = new Hono();
  app.use('*', noStore, standalonePageHeaders({ styleHash: DEMO_STYLE_HASH }));

  app.get('/:referrer', async (c, next) => {
    const referrer = c.req.param('referrer');
    const productName = await demoProductName(services.db, referrer);
    // Not a demo product: the unknown path's 404, as for anything else here.
    if (productName === null) return next();
    // Hono answers HEAD with the GET handler: a link checker's or preloader's HEAD must not spend the token.
    if (c.req.method === 'HEAD') return c.body(null, 200);
    const token = c.req.query(LAUNCH_TOKEN_PARAM);
    const arriving = is(token, OpaqueToken) ? await redeemLaunch(services, token, referrer) : null;
    return arriving ? c.html(welcomePage(productName, arriving)) : c.html(refusedPage(productName), 401);
  });

  return app;
}
