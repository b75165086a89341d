import { Hono } from 'hono';
import { CreateAccountRequest, TENANCY, UpdateAccountRequest, type UserAccount } from '../../src/api/contract';
import type { Services } from '../services';
import { readBody } from '../http/body';
import { notFound } from '../http/errors';
import { accountFields, companyCountry, formAddress } from '../accounts/account-input';
import { insertAccount, insertAddress, lockAccount, saveFirstAddress, updateAccount } from '../accounts/account-store';
import { addMembership } from '../accounts/memberships';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../accounts/messages';
import { requireAccount, requireAdministrator, requireSession } from '../auth/middleware';
import { callersAccount } from '../auth/user-accounts';

/** POST account (session bearer) creates an account; PUT account (its account token) edits it. */
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
      await updateAccount(tx, accountId, { fields, companyCountry: companyCountry(fields.account_type_id, stored.company_country), now });
      await saveFirstAddress(tx, accountId, formAddress(body));
    });
    return c.json(await callersAccount(services, c.get('session'), accountId) satisfies UserAccount);
  });

  return app;
}
