import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { noStore, standalonePageHeaders } from '../http/headers';
import type { Services } from '../services';
import { sandboxActions } from './sandbox-actions';
import { checkoutPage, messagePage, portalPage, STYLE_HASH } from './sandbox-html';

/**
 * The sandbox provider's hosted pages, mounted at /__sandbox. They stand in for another site, so
 * they send their own headers instead of the portal's (app.ts leaves them out of those): nothing
 * but their one style block loads, forms post only to themselves (and may be redirected to the
 * portal), and only the portal may frame the self-service page; nobody may frame the checkout.
 *
 * No cookies: the random checkout id or portal token in the path is the capability, so another
 * site cannot forge a POST, and every change is a POST.
 */
/** The paths of the pages, which send their own headers; anything else under /__sandbox is the app's 404. */
export const SANDBOX_PAGES = ['/__sandbox/checkout/*', '/__sandbox/portal/*'];

export function sandboxPages(services: Services): Hono {
  const { db, clock, config } = services;
  const actions = sandboxActions({ db, clock, publicUrl: config.publicUrl });
  const portalOrigin = new URL(config.publicUrl).origin;
  const headers = (frameAncestors: string[]) =>
    standalonePageHeaders({ styleHash: STYLE_HASH, formAction: ["'self'", portalOrigin], frameAncestors });

  const app = new Hono();
  app.use('/checkout/*', noStore, headers(["'none'"]));
  app.use('/portal/*', noStore, headers([portalOrigin]));

  const notFound = (c: Context) => message(c, 404, 'Not found', 'This checkout does not exist.');
  const settled = (c: Context, state: string) => message(c, 409, 'Checkout closed', `This checkout is already ${state}.`);
  const portalGone = (c: Context) =>
    message(c, 410, 'Link expired', 'This portal link has expired or was already used. Open the portal again from Manage Subscription.');

  app.get('/checkout/:id', async (c) => {
    const checkout = await actions.checkout(c.req.param('id'));
    if (!checkout) return notFound(c);
    return checkout.state === 'pending' ? c.html(checkoutPage(checkout)) : settled(c, checkout.state);
  });

  // Pressing a button twice ends where the first press did; the other button is then refused.
  app.post('/checkout/:id/pay', async (c) => {
    const checkout = await actions.finish(c.req.param('id'), 'succeeded');
    if (!checkout) return notFound(c);
    return checkout.state === 'succeeded' ? c.redirect(returnUrl(checkout.redirect_url, checkout.id, 'succeeded'), 303) : settled(c, checkout.state);
  });

  app.post('/checkout/:id/cancel', async (c) => {
    const checkout = await actions.finish(c.req.param('id'), 'cancelled');
    if (!checkout) return notFound(c);
    return checkout.state === 'cancelled' ? c.redirect(returnUrl(checkout.cancel_url, checkout.id, 'cancelled'), 303) : settled(c, checkout.state);
  });

  app.get('/portal/:token', async (c) => {
    const token = c.req.param('token');
    const session = await actions.openPortalSession(token);
    if (!session) return portalGone(c);
    return c.html(portalPage(token, await actions.subscriptions(session), session.returnUrl));
  });

  // Answers with the page itself: the link that opened it works only once.
  app.post('/portal/:token/subscriptions/:id/cancel', async (c) => {
    const token = c.req.param('token');
    const session = await actions.openedPortalSession(token);
    if (!session) return portalGone(c);
    if (!(await actions.cancelSubscription(session, c.req.param('id')))) {
      return message(c, 404, 'Not found', 'This subscription does not exist.');
    }
    return c.html(portalPage(token, await actions.subscriptions(session), session.returnUrl));
  });

  return app;
}

const message = (c: Context, status: ContentfulStatusCode, title: string, text: string) => c.html(messagePage(title, text), status);

/** Like Chargebee: the hosted page's id and how it ended ride on the return URL's query. */
function returnUrl(base: string, id: string, state: 'succeeded' | 'cancelled'): string {
  const url = new URL(base);
  url.searchParams.set('id', id);
  url.searchParams.set('state', state);
  return url.toString();
}
