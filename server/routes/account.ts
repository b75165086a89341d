import { Hono } from 'hono';
import {
  CreateAccountRequest, RequireTwoStepRequest, SessionPortalRequest, TENANCY, UpdateAccountRequest, twoStepMessages,
  type SessionPortalResponse, type UserAccount,
} from '../../src/api/contract';
import { BILLING_RETURN_PAGE } from '../../src/routing/billing-return';
import type { Services } from '../services';
import { readBody } from '../http/body';
import { conflict, notFound } from '../http/errors';
import { accountFields, companyCountry, formAddress } from '../accounts/account-input';
import { insertAccount, insertAddress, lockAccount, saveFirstAddress, updateAccount } from '../accounts/account-store';
import { addMembership } from '../accounts/memberships';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../accounts/messages';
import { requireAccount, requireAdministrator, requireSession } from '../auth/middleware';
import { setRequireTwoStep } from '../auth/two-step/account-policy';
import { secondFactorsOf } from '../auth/two-step/second-factors';
import { callersAccount } from '../auth/user-accounts';
import { findCustomerId } from '../billing/customer';
import { NO_SUBSCRIPTION_MESSAGE } from '../billing/messages';
import { hasSubscriptions } from '../subscriptions/subscription-store';
import { readAccountDetails } from '../activity/account-details';
import { recordActivity } from '../activity/activity-store';
import { userActor } from '../activity/actors';
import { accountChanges } from '../activity/details';
import { accountActivityRoutes } from './account-activity';
import { accountSsoDomainRoutes } from './account-sso';
import { accountSsoConnectionRoutes } from './account-sso-connection';
import { accountSsoPolicyRoutes } from './account-sso-policy';
import { accountScimRoutes } from './account-scim';

/**
 * POST account (session bearer) creates an account; PUT account (its account token) edits it;
 * PUT account/two-step sets whether its members need a second factor; POST account/session-portal
 * opens the billing provider's self-service portal for it. Each change writes its entry in the
 * account's activity log in its own transaction; account/activity reads the log, and
 * account/sso/domains holds the domains single sign-on trusts, account/sso/connection its identity
 * provider, account/sso/policy whether its people must sign in through it, account/scim its
 * directory sync (the SCIM token, the apps pushed groups grant).
 */
export function accountRoutes(services: Services) {
  const { db, clock } = services;
  const app = new Hono();

  app.post('/', requireSession(services), async (c) => {
    const body = await readBody(c, CreateAccountRequest);
    const user = c.get('user');
    const fields = accountFields(body);
    const now = clock.now();
    // The creator administers the account and is its first primary contact (spec 2 "Account").
    const accountId = await db.transaction(async (tx) => {
      const id = await insertAccount(tx, {
        fields, companyCountry: companyCountry(fields.account_type_id, body.company_country), primaryContactUserId: user.id, now,
      });
      await insertAddress(tx, id, 0, formAddress(body));
      await addMembership(tx, { userId: user.id, accountId: id, tenancy: TENANCY.ADMINISTRATOR, now });
      return id;
    });
    return c.json(await callersAccount(services, c.get('session'), accountId) satisfies UserAccount, 201);
  });

  app.put('/', requireAccount(services), requireAdministrator, async (c) => {
    const body = await readBody(c, UpdateAccountRequest);
    const accountId = c.get('accountId');
    const fields = accountFields(body);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const stored = await lockAccount(tx, accountId);
      // Deleted since requireAccount looked: nothing to update.
      if (!stored) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
      const before = await readAccountDetails(tx, accountId);
      await updateAccount(tx, accountId, { fields, companyCountry: companyCountry(fields.account_type_id, stored.company_country), now });
      await saveFirstAddress(tx, accountId, formAddress(body));
      const after = await readAccountDetails(tx, accountId);
      // Saving the form unchanged is no change to the account: nothing to log.
      const details = before && after ? accountChanges(before, after) : '';
      if (details) {
        await recordActivity(tx, { accountId, actor: userActor(c.get('user')), action: 'account_updated', subject: after ? String(after.account_name) : null, details, at: now });
      }
    });
    return c.json(await callersAccount(services, c.get('session'), accountId) satisfies UserAccount);
  });

  app.put('/two-step', requireAccount(services), requireAdministrator, async (c) => {
    const { require_two_step: required } = await readBody(c, RequireTwoStepRequest);
    const accountId = c.get('accountId');
    if (required) {
      // An administrator without a second factor would lock themselves out of the account at once.
      const factors = await secondFactorsOf(db, c.get('user').id);
      if (!factors.totp && !factors.passkey) throw conflict(twoStepMessages.noSecondFactor);
    }
    const now = clock.now();
    await db.transaction(async (tx) => {
      const stored = await lockAccount(tx, accountId);
      // Deleted since requireAccount looked: nothing to change.
      if (!stored || !(await setRequireTwoStep(tx, accountId, required, now))) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
      // Setting what is already set changes nothing: nothing to log.
      if (stored.require_two_step === required) return;
      await recordActivity(tx, {
        accountId, actor: userActor(c.get('user')), action: required ? 'two_step_required' : 'two_step_optional', subject: null, details: '', at: now,
      });
    });
    return c.json(await callersAccount(services, c.get('session'), accountId) satisfies UserAccount);
  });

  app.route('/activity', accountActivityRoutes(services));
  app.route('/sso/domains', accountSsoDomainRoutes(services));
  app.route('/sso/connection', accountSsoConnectionRoutes(services));
  app.route('/sso/policy', accountSsoPolicyRoutes(services));
  app.route('/scim', accountScimRoutes(services));

  // The body names the account too (spec 7); it must be the bearer's, else it is "not found" like any other.
  app.post('/session-portal', requireAccount(services), requireAdministrator, async (c) => {
    const { account_id } = await readBody(c, SessionPortalRequest);
    const accountId = c.get('accountId');
    if (account_id !== accountId) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
    // The provider knows the customer only from its first checkout on; before that there is nothing to manage.
    const customerId = await findCustomerId(db, services.billing.kind, accountId);
    if (!customerId || !(await hasSubscriptions(db, accountId))) throw conflict(NO_SUBSCRIPTION_MESSAGE);
    const { url } = await services.billing.openPortal({
      customerId, accountId, returnUrl: `${services.config.publicUrl}${BILLING_RETURN_PAGE}`,
    });
    return c.json({ access_url: url } satisfies SessionPortalResponse);
  });

  return app;
}
