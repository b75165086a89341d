import { describe, expect, it, vi } from 'vitest';
import { billingMessages } from '../../src/api/contract';
import { BillingUnavailableError } from '../../server/billing/provider';
import { SandboxProvider } from '../../server/billing/sandbox';
import { dbKinds, useApiApp } from '../support/api-app';
import { accountTokenFor, accountWithMember, addMemberRow, removeMemberRow } from '../support/api-accounts';
import { subscribeTo } from '../support/api-billing';
import { registerVerifiedUser } from '../support/api-users';

// The seeded catalogue (migration 003): 1 Starter (Insights), 2 Business (Insights, Ledger, Roster).
const STARTER = 1;

describe.each(dbKinds)('POST package/subscribe refusals (%s)', (kind) => {
  const api = useApiApp(kind);

  it('is for administrators of the bearer\'s account only', async () => {
    const { owner, member } = await accountWithMember(api);
    const standard = await subscribeTo(api, member.accountToken, STARTER);
    expect(standard.status).toBe(403);
    expect(standard.body).toEqual({ message: 'Only administrators can do this.' });
    expect((await subscribeTo(api, owner.token, STARTER)).status).toBe(401);
    expect(await api.count('checkouts')).toBe(0);
  });

  it('answers 404 to someone who is not (or no longer) a member of the token\'s account', async () => {
    const { account } = await accountWithMember(api);
    // An account token is only handed to members: take one, then leave the account.
    const stranger = await registerVerifiedUser(api);
    await addMemberRow(api, stranger.register.user.id, account.id, 'ADMINISTRATOR');
    const foreignToken = await accountTokenFor(api, stranger.token, account.id);
    await removeMemberRow(api, stranger.register.user.id, account.id);
    const refused = await subscribeTo(api, foreignToken, STARTER);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Account not found.' });
    expect(await api.count('checkouts')).toBe(0);
  });

  it('refuses an unknown package, one without a price, and excluded users who are not members', async () => {
    const { owner, member } = await accountWithMember(api);
    const unknown = await subscribeTo(api, owner.accountToken, 999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: billingMessages.packageNotFound });

    const [unpriced] = await api.db.query<{ id: number }>(`insert into packages (name, price_ref) values ('Unpriced', null) returning id`);
    const noPrice = await subscribeTo(api, owner.accountToken, unpriced.id);
    expect(noPrice.status).toBe(409);
    expect(noPrice.body).toEqual({ message: 'This package cannot be bought yet: it has no price at the billing provider.' });

    const outsider = await registerVerifiedUser(api);
    const strangers = await subscribeTo(api, owner.accountToken, STARTER, [member.id, outsider.register.user.id, 999_999]);
    expect(strangers.status).toBe(400);
    const message = `These users are not members of this account: ${outsider.register.user.id}, 999999.`;
    expect(strangers.body).toEqual({ message, errors: { excluded_users: message } });

    expect((await subscribeTo(api, owner.accountToken, 'x' as unknown as number)).status).toBe(400);
    expect(await api.count('checkouts')).toBe(0);
  });

  it('answers 502 when the provider is down, and the retry reuses the attempt', async () => {
    const { owner } = await accountWithMember(api);
    // The app holds its own provider instance: fail the next call of any sandbox provider.
    const spy = vi.spyOn(SandboxProvider.prototype, 'createCheckout').mockRejectedValueOnce(new BillingUnavailableError('down (test)'));
    try {
      const down = await subscribeTo(api, owner.accountToken, STARTER);
      expect(down.status).toBe(502);
      expect(down.body).toEqual({ message: 'The billing service is not reachable right now. Please try again in a few minutes.' });
      const retried = await subscribeTo(api, owner.accountToken, STARTER);
      expect(retried.status).toBe(200);
    } finally {
      spy.mockRestore();
    }
    const rows = await api.db.query<{ hosted_page_id: string | null }>('select hosted_page_id from checkouts where user_id = $1', [owner.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].hosted_page_id).not.toBeNull();
  });
});
