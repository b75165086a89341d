import { Hono } from 'hono';
import { SetSsoPolicyRequest, ssoPolicyMessages, type SsoPolicy } from '../../src/api/contract';
import type { Services } from '../services';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../accounts/messages';
import { recordActivity } from '../activity/activity-store';
import { userActor } from '../activity/actors';
import { requireAccount, requireAdministrator } from '../auth/middleware';
import { readBody } from '../http/body';
import { conflict, notFound } from '../http/errors';
import { readSsoPolicy, setSsoPolicy } from '../sso/sso-policy';

/**
 * account/sso/policy: whether the account requires single sign-on of its people at its verified
 * domains (GET it, POST set it). Account bearer, administrators only, like the domains and the
 * connection. Switching it on needs a verified domain and a tested connection; each switch writes
 * its activity entry in its own transaction, and setting what is set changes and logs nothing.
 */
export function accountSsoPolicyRoutes(services: Services) {
  const { db, clock } = services;
  const app = new Hono();
  const administrators = [requireAccount(services), requireAdministrator] as const;

  const current = async (accountId: number): Promise<SsoPolicy> => {
    const policy = await readSsoPolicy(db, accountId);
    // Deleted since requireAccount looked.
    if (!policy) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
    return policy;
  };

  app.get('/', ...administrators, async (c) => c.json((await current(c.get('accountId'))) satisfies SsoPolicy));

  app.post('/', ...administrators, async (c) => {
    const { require_sso: required } = await readBody(c, SetSsoPolicyRequest);
    const accountId = c.get('accountId');
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const set = await setSsoPolicy(tx, accountId, required, now);
      if (typeof set === 'object' && set.changed) {
        await recordActivity(tx, {
          accountId, actor: userActor(c.get('user')), action: required ? 'sso_required' : 'sso_optional', subject: null, details: '', at: now,
        });
      }
      return set;
    });
    if (outcome === 'gone') throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
    if (outcome === 'unmet') throw conflict(ssoPolicyMessages.prerequisites, { require_sso: ssoPolicyMessages.prerequisites });
    return c.json((await current(accountId)) satisfies SsoPolicy);
  });

  return app;
}
