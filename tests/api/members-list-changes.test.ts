import { describe, expect, it } from 'vitest';
import type { MemberRow } from '../../src/api/contract';
import { cancelSubscription } from '../../server/subscriptions/subscription-store';
import { dbKinds, useApiApp } from '../support/api-app';
import { listedRows, watchListBuilds } from '../support/api-member-list';
import { DAY_MS, accept, decline, invitedMember, inviteOne, ownedAccount } from '../support/api-members';
import { PASSWORD, aMinuteLater, registerUser, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

/*
 * The members list is served from a copy made once per version of the account's rows
 * (server/members/member-list-cache.ts). Each test reads the list until that copy is being
 * served, changes the rows one way, and reads the change at once: a write the version missed
 * would leave the old copy in the answer.
 */
describe.each(dbKinds)('the members list after each kind of change (%s)', (kind) => {
  const api = useApiApp(kind);

  /** The rows, read twice: the second answer comes from the copy (no list query runs). */
  async function cachedRows(accountToken: string): Promise<MemberRow[]> {
    await listedRows(api, accountToken);
    const watch = watchListBuilds(api);
    const rows = await listedRows(api, accountToken);
    expect(watch.builds(), 'the unchanged list is served from its copy').toBe(0);
    return rows;
  }
  const rowOf = (rows: MemberRow[], email: string) => rows.find((row) => row.email === email.toLowerCase());

  it('an invitation, its cancelation and a new invitation to the same address', async () => {
    const { owner } = await ownedAccount(api);
    const email = uniqueEmail('invited');
    expect(rowOf(await cachedRows(owner.accountToken), email)).toBeUndefined();

    await inviteOne(api, owner.accountToken, email);
    const invited = rowOf(await cachedRows(owner.accountToken), email);
    expect(invited).toMatchObject({ status: 0, expired: false });

    await api.post('invitation/cancel-membership-invitation', { email }, owner.accountToken);
    expect(rowOf(await cachedRows(owner.accountToken), email)).toMatchObject({ status: 3 });

    aMinuteLater(api);
    await inviteOne(api, owner.accountToken, email);
    const again = rowOf(await listedRows(api, owner.accountToken), email);
    expect(again).toMatchObject({ status: 0 });
    expect(Date.parse(again?.invited_at ?? '')).toBeGreaterThan(Date.parse(invited?.invited_at ?? ''));
  });

  it('an invitation accepted, and one declined', async () => {
    const { owner } = await ownedAccount(api);
    const joining = await registerVerifiedUser(api, { firstName: 'Jo', lastName: 'Joiner' });
    const declining = uniqueEmail('declining');
    const joinToken = await inviteOne(api, owner.accountToken, joining.email);
    const declineToken = await inviteOne(api, owner.accountToken, declining);
    const before = await cachedRows(owner.accountToken);
    expect(rowOf(before, joining.email)).toMatchObject({ status: 0 });
    expect(rowOf(before, declining)).toMatchObject({ status: 0 });

    expect((await accept(api, joinToken, joining.token)).status).toBe(200);
    expect(rowOf(await cachedRows(owner.accountToken), joining.email)).toMatchObject({ status: 2, first_name: 'Jo' });

    expect((await decline(api, declineToken)).status).toBe(200);
    expect(rowOf(await listedRows(api, owner.accountToken), declining)).toBeUndefined();
  });

  it("a member's apps and type, and the removal of the member", async () => {
    const { account, owner } = await ownedAccount(api);
    const member = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Sam', lastName: 'Standard' }, { blocked: [] });
    const before = rowOf(await cachedRows(owner.accountToken), member.email);
    expect(before?.packages.every((app) => app.isAllowed)).toBe(true);
    const [first, ...others] = before?.packages.map((app) => app.id) ?? [];

    const edit = (body: Record<string, unknown>) => api.post('invitation/allow-package-membership-invitation', { email: member.email, ...body }, owner.accountToken);
    expect((await edit({ packages: others, tenancy: 'STANDARD' })).status).toBe(200);
    const blocked = rowOf(await cachedRows(owner.accountToken), member.email);
    expect(blocked?.packages.find((app) => app.id === first)?.isAllowed).toBe(false);

    expect((await edit({ packages: [first, ...others], tenancy: 'ADMINISTRATOR' })).status).toBe(200);
    expect(rowOf(await cachedRows(owner.accountToken), member.email)).toMatchObject({ tenancy: 'ADMINISTRATOR' });

    await api.post('invitation/cancel-membership-invitation', { email: member.email }, owner.accountToken);
    expect(rowOf(await listedRows(api, owner.accountToken), member.email)).toMatchObject({ status: 3, user_id: member.id });
  });

  it("a member's own name and e-mail, changed on their profile", async () => {
    const { account, owner } = await ownedAccount(api);
    const member = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Pat', lastName: 'Before' });
    expect(rowOf(await cachedRows(owner.accountToken), member.email)).toMatchObject({ first_name: 'Pat', last_name: 'Before' });

    await api.put('user/update-me', { first_name: 'Patricia', last_name: 'After', email: member.email }, member.token);
    expect(rowOf(await cachedRows(owner.accountToken), member.email)).toMatchObject({ first_name: 'Patricia', last_name: 'After' });

    const moved = uniqueEmail('moved');
    const movedAnswer = await api.put('user/update-me', { first_name: 'Patricia', last_name: 'After', email: moved, current_password: PASSWORD }, member.token);
    expect(movedAnswer.status).toBe(200);
    // The new address waits for its code: the list goes on showing the member's login.
    const waiting = await listedRows(api, owner.accountToken);
    const status = rowOf(waiting, member.email)?.status;
    expect(rowOf(waiting, member.email)).toMatchObject({ user_id: member.id });
    expect(rowOf(waiting, moved)).toBeUndefined();
    const { code } = await api.latestMail(moved);
    expect((await api.post('user/verify-new-email', { otp: code }, member.token)).status).toBe(200);
    const rows = await listedRows(api, owner.accountToken);
    expect(rowOf(rows, moved)).toMatchObject({ user_id: member.id, status });
  });

  it('a profile registered with an invited address fills in the invitation', async () => {
    const { owner } = await ownedAccount(api);
    const email = uniqueEmail('later');
    await inviteOne(api, owner.accountToken, email);
    expect(rowOf(await cachedRows(owner.accountToken), email)).toMatchObject({ user_id: null, first_name: '' });

    const registered = await registerUser(api, { email, firstName: 'Lee', lastName: 'Later' });
    expect(rowOf(await listedRows(api, owner.accountToken), email)).toMatchObject({
      user_id: registered.register.user.id, first_name: 'Lee', last_name: 'Later', status: 0,
    });
  });

  it('the primary contact', async () => {
    const { account, owner } = await ownedAccount(api);
    const admin = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Ada', lastName: 'Admin' }, { tenancy: 'ADMINISTRATOR' });
    expect(rowOf(await cachedRows(owner.accountToken), admin.email)).toMatchObject({ is_primary_contact: 0 });

    expect((await api.put('user/promote-admin-to-primary-contact', { user_id: admin.id }, owner.accountToken)).status).toBe(200);
    const rows = await listedRows(api, owner.accountToken);
    expect(rowOf(rows, admin.email)).toMatchObject({ is_primary_contact: 1 });
    expect(rowOf(rows, owner.email)).toMatchObject({ is_primary_contact: 0 });
  });

  it('the subscription, and the catalogue, change the apps every row names', async () => {
    const { account, owner } = await ownedAccount(api);
    expect(rowOf(await cachedRows(owner.accountToken), owner.email)?.packages.map((app) => app.product_name)).toEqual(['Insights', 'Ledger', 'Roster']);

    // The catalogue is shared by every test of this file's database: renamed back below.
    await api.db.query("update products set name = 'Insights Plus' where referrer = 'insights'");
    try {
      expect(rowOf(await cachedRows(owner.accountToken), owner.email)?.packages.map((app) => app.product_name)).toContain('Insights Plus');
    } finally {
      await api.db.query("update products set name = 'Insights' where referrer = 'insights'");
    }
    expect(rowOf(await cachedRows(owner.accountToken), owner.email)?.packages.map((app) => app.product_name)).toContain('Insights');

    // As a provider's webhook records it, with no route of the portal involved.
    const [subscription] = await api.db.query<{ provider_subscription_id: string }>(
      'select provider_subscription_id from subscriptions where account_id = $1', [account.id],
    );
    await cancelSubscription(api.db, { provider: 'sandbox', providerSubscriptionId: subscription.provider_subscription_id }, api.clock.now());
    expect(rowOf(await listedRows(api, owner.accountToken), owner.email)?.packages).toEqual([]);
  });

  it('a pending invitation turns expired when its week is up, with no write at all', async () => {
    const { owner } = await ownedAccount(api);
    const email = uniqueEmail('expiring');
    await inviteOne(api, owner.accountToken, email);
    expect(rowOf(await cachedRows(owner.accountToken), email)).toMatchObject({ status: 0, expired: false });

    api.clock.advance(7 * DAY_MS - 60_000);
    expect(rowOf(await cachedRows(owner.accountToken), email)).toMatchObject({ expired: false });
    api.clock.advance(61_000);
    expect(rowOf(await listedRows(api, owner.accountToken), email)).toMatchObject({ status: 0, expired: true });
  });
});
