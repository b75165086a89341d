import { Hono } from 'hono';
import { except } from 'hono/combine';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/db';
import type { Mailer } from './mail/mailer';
import type { Services } from './services';
import { deriveKeys } from './auth/keys';
import { createBillingProvider } from './billing/create';
import { BILLING_UNAVAILABLE_MESSAGE } from './billing/messages';
import { BillingUnavailableError } from './billing/provider';
import { SANDBOX_PAGES, sandboxPages } from './billing/sandbox-pages';
import { createCompanyDirectory } from './companies/create';
import { KnownRefusals } from './limits/known-refusals';
import { MemberListCache } from './members/member-list-cache';
import { createTxtLookup } from './sso/txt-lookup';
import { AfterResponse } from './http/after-response';
import { HttpError, NOT_FOUND_MESSAGE, SERVER_ERROR_MESSAGE } from './http/errors';
import { refuseNulInAddress } from './http/address';
import { apiBodyLimit, noStore, securityHeaders } from './http/headers';
import { mountPortal } from './http/static';
import { DEMO_PATH } from './launcher/demo-products';
import { SCIM_BASE_PATH } from '../src/api/contract';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { ssoRoutes } from './routes/sso';
import { scimBodyLimit, scimRoutes } from './routes/scim';
import { companyRoutes } from './routes/company';
import { DEMO_PAGES, demoProductRoutes } from './routes/demo-products';
import { devMailRoutes } from './routes/dev-mail';
import { healthRoutes } from './routes/health';
import { invitationRoutes } from './routes/invitation';
import { packageRoutes } from './routes/package';
import { productRoutes } from './routes/product';
import { userRoutes } from './routes/users';

/**
 * `afterResponse`: pass one to await the work calls do after answering (tests, a graceful shutdown).
 * `refusalDelayMs`: how long a sign-in refused again is held before its 429 (limits/known-refusals.ts);
 * the server sets it, in-process tests leave it at 0.
 */
export type AppDeps = {
  config: Config; db: Db; mailer: Mailer; clock?: Clock; afterResponse?: AfterResponse; refusalDelayMs?: number;
};

/** What the routes share, made from the app's dependencies (tests build the same for probe apps). */
export function createServices(deps: AppDeps): Services {
  const clock = deps.clock ?? systemClock;
  return {
    ...deps,
    clock,
    afterResponse: deps.afterResponse ?? new AfterResponse(),
    knownRefusals: new KnownRefusals(deps.refusalDelayMs ?? 0),
    memberLists: new MemberListCache(),
    txtLookup: createTxtLookup(deps.config.dnsServers),
    keys: deriveKeys(deps.config.jwtSecret),
    companies: createCompanyDirectory(deps.config, clock),
    billing: createBillingProvider({ config: deps.config, db: deps.db, clock }),
  };
}

/** The whole server as a Hono app: /api/v1, /scim/v2, the dev mailbox (outbox only) and the built portal. */
export function createApp(deps: AppDeps): Hono {
  const services = createServices(deps);
  const app = new Hono();

  // The sandbox's hosted pages and the demo products stand in for other sites and send their own headers.
  const sandbox = services.billing.kind === 'sandbox';
  app.use('*', refuseNulInAddress);
  app.use('*', except([...DEMO_PAGES, ...(sandbox ? SANDBOX_PAGES : [])], securityHeaders));
  app.use('/api/*', noStore, apiBodyLimit);

  const api = new Hono();
  api.route('/health', healthRoutes(services));
  api.route('/auth', authRoutes(services));
  api.route('/account', accountRoutes(services));
  api.route('/user', userRoutes(services));
  api.route('/company', companyRoutes(services));
  api.route('/invitation', invitationRoutes(services));
  api.route('/product', productRoutes(services));
  api.route('/package', packageRoutes(services));
  api.route('/billing', billingRoutes(services));
  api.route('/sso', ssoRoutes(services));
  app.route('/api/v1', api);

  // The identity provider's directory sync: its own body limit (a large group's PATCH) and SCIM's answers.
  app.use(`${SCIM_BASE_PATH}/*`, noStore, scimBodyLimit);
  app.route(SCIM_BASE_PATH, scimRoutes(services));

  if (deps.mailer.kind === 'outbox') {
    app.use('/__dev/*', noStore);
    app.route('/__dev', devMailRoutes(services));
  }

  // Loopback only, and invisible otherwise: no middleware of its own, so a refusal is an unknown path's 404.
  app.route('/__admin', adminRoutes(services));
  if (sandbox) app.route('/__sandbox', sandboxPages(services));
  // Before the portal, whose fallback would otherwise answer these paths with index.html.
  app.route(DEMO_PATH, demoProductRoutes(services));

  mountPortal(app, deps.config.staticDir);

  app.notFound((c) => c.json({ message: NOT_FOUND_MESSAGE }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status, error.headers);
    // The adapter has logged why; the user may try again later.
    if (error instanceof BillingUnavailableError) return c.json({ message: BILLING_UNAVAILABLE_MESSAGE }, 502);
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ message: SERVER_ERROR_MESSAGE }, 500);
  });
  return app;
}
