import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { requiredMessage, tooLongMessage, unknownFieldMessage } from '../../src/api/contract/fields';
import { commonMessages } from '../../src/api/contract/primitives';
import { replaceBlockedProducts } from '../../server/members/blocked-products';
import { dbKinds, useApiApp } from '../support/api-app';
import { accountWithMember, removeMemberRow } from '../support/api-accounts';
import { addedId, newPackage, runCommand, subscribe } from '../support/api-catalogue';
import { expectNotAvailable, launch, launched, redeem, redeemed, expectRedeemRefused } from '../support/api-launcher';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

describe.each(dbKinds)('POST product: launching an app (%s)', (kind) => {
  const api = useApiApp(kind);

  /** An account subscribed to Business (Insights, Ledger, Roster), its owner and a STANDARD member. */
  async function subscribedAccount() {
    const found = await accountWithMember(api);
    await subscribe(api, found.account.id, 2);
    return found;
  }

  it('answers the catalogue address carrying a launch token, which redeems once to the member, account and product', async () => {
    const { account, member } = await subscribedAccount();
    const { token, url } = await launched(api, member.accountToken, 'ledger');

    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`http://portal.test/__demo/ledger?launch_token=${token}`);
    // Only the token's hash is kept.
    const rows = await api.db.query<Record<string, unknown>>('select * from launch_tokens');
    expect(rows.filter((row) => row.token_hash === sha256(token))).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);

    expect(await redeemed(api, token, 'ledger')).toEqual({
      user: { id: member.id, first_name: 'Sam', last_name: 'Standard', email: member.email },
      account: { id: account.id, name: 'Harbourlight Analytics Ltd', tenancy: 'STANDARD' },
      product: { name: 'Ledger', referrer: 'ledger' },
    });
    expectRedeemRefused(await redeem(api, token, 'ledger'));
  });

  it('gives every launch its own token', async () => {
    const { owner } = await subscribedAccount();
    const first = await launched(api, owner.accountToken, 'insights');
    const second = await launched(api, owner.accountToken, 'insights');
    expect(first.token).not.toBe(second.token);
    expect((await redeemed(api, second.token, 'insights')).account.tenancy).toBe('ADMINISTRATOR');
    expect((await redeemed(api, first.token, 'insights')).product.name).toBe('Insights');
  });

  it('keeps the query of an absolute catalogue address and adds launch_token to it', async () => {
    const { account, owner } = await accountWithMember(api);
    const referrer = `zephyr-${kind}`;
    const productId = addedId(await runCommand(api, {
      command: 'product add', name: 'Zephyr', referrer, url: 'https://zephyr.example.com/start?from=portal&note=a%20b#top', description: '',
    }));
    await subscribe(api, account.id, await newPackage(api, 'Zephyr only', [productId]));

    const { token, url } = await launched(api, owner.accountToken, referrer);
    expect(url).toBe(`https://zephyr.example.com/start?from=portal&note=a%20b&launch_token=${token}#top`);
    expect((await redeemed(api, token, referrer)).product).toEqual({ name: 'Zephyr', referrer });
  });

  it('refuses an unknown referrer, an app not subscribed and one blocked for a STANDARD member alike, and stores no token', async () => {
    const { account, owner, member } = await accountWithMember(api);
    await subscribe(api, account.id, 1); // Starter: Insights only
    await replaceBlockedProducts(api.db, account.id, member.id, [1]);
    await replaceBlockedProducts(api.db, account.id, owner.id, [1]);
    const before = await api.count('launch_tokens');

    expectNotAvailable(await launch(api, member.accountToken, 'no-such-app'));
    expectNotAvailable(await launch(api, member.accountToken, 'ledger'));
    expectNotAvailable(await launch(api, member.accountToken, 'insights'));
    expect(await api.count('launch_tokens')).toBe(before);

    // Administrators are never blocked, even with a block row of their own.
    const { token } = await launched(api, owner.accountToken, 'insights');
    expect((await redeemed(api, token, 'insights')).user.id).toBe(owner.id);
  });

  it('answers a member whose membership ended as it answers an unknown account', async () => {
    const { account, owner, member } = await subscribedAccount();
    const canceled = await api.post('invitation/cancel-membership-invitation', { email: member.email }, owner.accountToken);
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(await launch(api, member.accountToken, 'insights')).toMatchObject({ status: 404, body: { message: 'Account not found.' } });

    await removeMemberRow(api, owner.id, account.id);
    expect(await launch(api, owner.accountToken, 'insights')).toMatchObject({ status: 404, body: { message: 'Account not found.' } });
  });

  it('refuses a signed-out session, a session token and a made-up token with 401', async () => {
    const { member } = await subscribedAccount();
    expect(await launch(api, member.token, 'insights')).toMatchObject({
      status: 401, body: { message: 'This call needs an account token. Choose an account first.' },
    });
    expect(await launch(api, 'x'.repeat(40), 'insights')).toMatchObject({
      status: 401, body: { message: 'Your session has expired. Please sign in again.' },
    });

    expect((await api.post('auth/logout', {}, member.token)).status).toBe(200);
    expect(await launch(api, member.accountToken, 'insights')).toMatchObject({
      status: 401, body: { message: 'Your session has expired. Please sign in again.' },
    });
  });

  it('refuses a bad body with the contract messages before looking at the token', async () => {
    const { member } = await subscribedAccount();
    const token = member.accountToken;
    expect(await api.post('product', {})).toMatchObject({
      status: 400, body: { errors: { referrer: requiredMessage('Referrer'), token: requiredMessage('Token') } },
    });
    expect(await api.post('product', { referrer: '  ', token })).toMatchObject({
      status: 400, body: { message: requiredMessage('Referrer'), errors: { referrer: requiredMessage('Referrer') } },
    });
    expect(await api.post('product', { referrer: 'x'.repeat(65), token })).toMatchObject({
      status: 400, body: { message: tooLongMessage('Referrer', 64) },
    });
    expect(await api.post('product', { referrer: 'insights', token: 'short' })).toMatchObject({
      status: 400, body: { message: commonMessages.invalidLink, errors: { token: commonMessages.invalidLink } },
    });
    expect(await api.post('product', { referrer: 'insights', token, url: 'https://evil.example' })).toMatchObject({
      status: 400, body: { message: unknownFieldMessage('url') },
    });
    expect(await api.post('product', '{not json')).toMatchObject({
      status: 400, body: { message: 'The request body must be a JSON object.' },
    });
    // The bearer is not what POST product reads: the token in the body is.
    expect((await api.post('product', { referrer: 'insights' }, token)).status).toBe(400);
  });
});
