import { describe, expect, it } from 'vitest';
import { LAUNCH_TOKEN_SECONDS } from '../../src/api/contract';
import { requiredMessage, unknownFieldMessage } from '../../src/api/contract/fields';
import { commonMessages } from '../../src/api/contract/primitives';
import { replaceBlockedProducts } from '../../server/members/blocked-products';
import { cancelSubscription } from '../../server/subscriptions/subscription-store';
import { dbKinds, useApiApp } from '../support/api-app';
import { accountWithMember, removeMemberRow } from '../support/api-accounts';
import { subscribe } from '../support/api-catalogue';
import { expectRedeemRefused, launched, redeem, redeemed } from '../support/api-launcher';

describe.each(dbKinds)('POST product/redeem: a product trades its launch token (%s)', (kind) => {
  const api = useApiApp(kind);

  /** An account subscribed to Business (Insights, Ledger, Roster); its provider subscription id too. */
  async function subscribedAccount() {
    const found = await accountWithMember(api);
    return { ...found, subscriptionId: await subscribe(api, found.account.id, 2) };
  }

  it(`lets a product in for ${LAUNCH_TOKEN_SECONDS} seconds: 59 s later it redeems, 61 s later it is refused`, async () => {
    const { member } = await subscribedAccount();
    const early = await launched(api, member.accountToken, 'roster');
    api.clock.advance(59_000);
    expect((await redeemed(api, early.token, 'roster')).user.id).toBe(member.id);

    const late = await launched(api, member.accountToken, 'roster');
    api.clock.advance(61_000);
    expectRedeemRefused(await redeem(api, late.token, 'roster'));
  });

  it('refuses another product\'s referrer without using the token up', async () => {
    const { member } = await subscribedAccount();
    const { token } = await launched(api, member.accountToken, 'ledger');
    expectRedeemRefused(await redeem(api, token, 'insights'));
    expectRedeemRefused(await redeem(api, token, 'no-such-app'));
    expect((await redeemed(api, token, 'ledger')).product).toEqual({ name: 'Ledger', referrer: 'ledger' });
    expectRedeemRefused(await redeem(api, token, 'ledger'));
  });

  it('lets exactly one of two redeems at once in', async () => {
    const { member } = await subscribedAccount();
    const { token } = await launched(api, member.accountToken, 'insights');
    const answers = await Promise.all([redeem(api, token, 'insights'), redeem(api, token, 'insights')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('refuses a token whose member left the account before it was redeemed', async () => {
    const { account, owner, member } = await subscribedAccount();
    const canceledLater = await launched(api, member.accountToken, 'insights');
    const removedLater = await launched(api, owner.accountToken, 'insights');

    const canceled = await api.post('invitation/cancel-membership-invitation', { email: member.email }, owner.accountToken);
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expectRedeemRefused(await redeem(api, canceledLater.token, 'insights'));

    await removeMemberRow(api, owner.id, account.id);
    expectRedeemRefused(await redeem(api, removedLater.token, 'insights'));
  });

  it('refuses a token once the app is blocked, the subscription cancelled or the session signed out; a refused token stays spent', async () => {
    const { account, member, subscriptionId } = await subscribedAccount();
    const blocked = await launched(api, member.accountToken, 'ledger');
    await replaceBlockedProducts(api.db, account.id, member.id, [2]);
    expectRedeemRefused(await redeem(api, blocked.token, 'ledger'));
    await replaceBlockedProducts(api.db, account.id, member.id, []);
    expectRedeemRefused(await redeem(api, blocked.token, 'ledger'));

    const cancelled = await launched(api, member.accountToken, 'roster');
    const signedOut = await launched(api, member.accountToken, 'insights');
    await cancelSubscription(api.db, { provider: 'sandbox', providerSubscriptionId: subscriptionId }, api.clock.now());
    expectRedeemRefused(await redeem(api, cancelled.token, 'roster'));

    await subscribe(api, account.id, 1); // Starter: Insights again
    expect((await api.post('auth/logout', {}, member.token)).status).toBe(200);
    expectRedeemRefused(await redeem(api, signedOut.token, 'insights'));
  });

  it('answers an unknown token as a used one, and a bad body with the contract messages', async () => {
    expectRedeemRefused(await redeem(api, 'A'.repeat(43), 'insights'));
    expect(await api.post('product/redeem', {})).toMatchObject({
      status: 400, body: { errors: { token: requiredMessage('Token'), referrer: requiredMessage('Referrer') } },
    });
    expect(await api.post('product/redeem', { token: 'short', referrer: 'insights' })).toMatchObject({
      status: 400, body: { message: commonMessages.invalidLink },
    });
    expect(await api.post('product/redeem', { token: 'A'.repeat(43), referrer: 'insights', user_id: 1 })).toMatchObject({
      status: 400, body: { message: unknownFieldMessage('user_id') },
    });
  });
});
