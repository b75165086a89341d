import { Hono } from 'hono';
import {
  EmptyRequest, PromotePrimaryContactRequest, UpdateMeRequest, VerifyNewEmailRequest, accountMessages, type PromotePrimaryContactResponse,
  type UpdateMeResponse, type UserOption,
} from '../../src/api/contract';
import type { Services } from '../services';
import { readBody } from '../http/body';
import { badRequest, notFound } from '../http/errors';
import { findTenancy, listAdministrators, listMembers, setPrimaryContact } from '../accounts/memberships';
import { PRIMARY_CONTACT_MUST_BE_ADMIN_MESSAGE, USER_NOT_IN_ACCOUNT_MESSAGE } from '../accounts/messages';
import { requireAccount, requireAdministrator, requireSession } from '../auth/middleware';
import { resendNewEmail, verifyNewEmail } from '../auth/email-change';
import { updateMe } from '../auth/profile';
import { callersAccount } from '../auth/user-accounts';
import { toUser } from '../auth/users';
import { primaryContactOf } from '../activity/account-details';
import { recordActivity } from '../activity/activity-store';
import { userActor } from '../activity/actors';

/** user/ calls: the members and administrators of an account, its primary contact, and the caller's own profile and its e-mail change. */
export function userRoutes(services: Services) {
  const { db, clock } = services;
  const app = new Hono();

  app.get('/administrators', requireAccount(services), requireAdministrator, async (c) =>
    c.json((await listAdministrators(db, c.get('accountId'))) satisfies UserOption[]),
  );

  app.get('/all', requireAccount(services), requireAdministrator, async (c) =>
    c.json((await listMembers(db, c.get('accountId'))) satisfies UserOption[]),
  );

  app.put('/promote-admin-to-primary-contact', requireAccount(services), requireAdministrator, async (c) => {
    const { user_id: userId } = await readBody(c, PromotePrimaryContactRequest);
    const accountId = c.get('accountId');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const before = await primaryContactOf(tx, accountId);
      if (!(await setPrimaryContact(tx, accountId, userId, now))) {
        // Nothing changed; say why. Only administrators can become primary contact (spec 6).
        if (!(await findTenancy(tx, userId, accountId))) throw notFound(USER_NOT_IN_ACCOUNT_MESSAGE);
        throw badRequest(PRIMARY_CONTACT_MUST_BE_ADMIN_MESSAGE, { user_id: PRIMARY_CONTACT_MUST_BE_ADMIN_MESSAGE });
      }
      // Choosing the contact the account has already changes nothing: nothing to log.
      if (before?.id === userId) return;
      const after = await primaryContactOf(tx, accountId);
      await recordActivity(tx, {
        accountId, actor: userActor(c.get('user')), action: 'primary_contact_changed', subject: after?.name ?? null,
        details: `${before?.name ?? '—'} → ${after?.name ?? '—'}`, at: now,
      });
    });
    const account = await callersAccount(services, c.get('session'), accountId);
    return c.json({ message: accountMessages.updated, account } satisfies PromotePrimaryContactResponse);
  });

  app.put('/update-me', requireSession(services), async (c) => {
    const body = await readBody(c, UpdateMeRequest);
    const updated = await updateMe(services, c, { user: c.get('user'), session: c.get('session') }, body);
    return c.json({ user: toUser(updated) } satisfies UpdateMeResponse);
  });

  // A pending e-mail change (auth/email-change.ts): its code, typed on the profile page, and a new one.

  app.post('/verify-new-email', requireSession(services), async (c) => {
    const { otp } = await readBody(c, VerifyNewEmailRequest);
    const updated = await verifyNewEmail(services, c.get('user'), otp);
    return c.json({ user: toUser(updated) } satisfies UpdateMeResponse);
  });

  app.post('/resend-new-email', requireSession(services), async (c) => {
    await readBody(c, EmptyRequest);
    const user = await resendNewEmail(services, c.get('user'), c.get('session'));
    return c.json({ user: toUser(user) } satisfies UpdateMeResponse);
  });

  return app;
}
