import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CurrentUserResponse, LoginResponse, sessionProofMessages, twoStepMessages, UserAccount } from '../../src/api/contract';
import { ADMINISTRATORS_ONLY_MESSAGE } from '../../server/accounts/messages';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { accountWithMember } from '../support/api-accounts';
import { login } from '../support/api-users';
import { turnOnTotp } from '../support/api-two-step';

const REQUIRES_TWO_STEP = { status: 403, body: { message: twoStepMessages.accountRequiresTwoStep } };

/** The account as the user's GET auth shows it. */
async function accountSeenBy(api: TestApi, sessionToken: string, accountId: number): Promise<UserAccount | undefined> {
  const response = await api.get('auth', sessionToken);
  assert(response.body, CurrentUserResponse);
  return response.body.userAccounts.find((account) => account.id === accountId);
}

const requireTwoStep = (api: TestApi, accountToken: string, required: boolean) =>
  api.put('account/two-step', { require_two_step: required }, accountToken);

const answer = (response: { status: number; body: unknown }) => ({ status: response.status, body: response.body });

describe.each(dbKinds)('accounts that require two-step verification (%s)', (kind) => {
  const api = useApiApp(kind);

  it('an administrator without a second factor cannot switch it on (they would lock themselves out)', async () => {
    const { account, owner } = await accountWithMember(api);
    const refused = await requireTwoStep(api, owner.accountToken, true);
    expect(answer(refused)).toEqual({ status: 409, body: { message: twoStepMessages.noSecondFactor } });
    expect(await accountSeenBy(api, owner.token, account.id)).toMatchObject({ require_two_step: false, needs_two_step: false });
  });

  it('with a second factor they can; a member without one is refused every account call until they have one', async () => {
    const { account, owner, member } = await accountWithMember(api);
    await turnOnTotp(api, owner.token);
    const switched = await requireTwoStep(api, owner.accountToken, true);
    expect(switched.status).toBe(200);
    assert(switched.body, UserAccount);
    expect(switched.body).toMatchObject({ id: account.id, require_two_step: true, needs_two_step: false });

    expect(await accountSeenBy(api, member.token, account.id)).toMatchObject({ require_two_step: true, needs_two_step: true });
    expect(answer(await api.get('product', member.accountToken))).toEqual(REQUIRES_TWO_STEP);
    expect(answer(await api.get('package/subscribed-apps', member.accountToken))).toEqual(REQUIRES_TWO_STEP);
    expect(answer(await api.post('product', { referrer: 'insights', token: member.accountToken }))).toEqual(REQUIRES_TWO_STEP);
    // The administrator who has one is served.
    expect((await api.get('user/all', owner.accountToken)).status).toBe(200);

    // Their session still works where they set one up; then the same account token is served.
    await turnOnTotp(api, member.token);
    expect(await accountSeenBy(api, member.token, account.id)).toMatchObject({ needs_two_step: false });
    expect((await api.get('product', member.accountToken)).status).toBe(200);
  });

  it('a passkey counts as a second factor too, once a sign-in has proved it', async () => {
    const { account, owner, member } = await accountWithMember(api);
    await turnOnTotp(api, owner.token);
    expect((await requireTwoStep(api, owner.accountToken, true)).status).toBe(200);
    // Put in directly: this is about the policy, not the ceremony that adds one (two-step-passkeys.test.ts).
    const addedAt = api.clock.now();
    await api.db.query(
      `insert into passkeys (user_id, credential_id, public_key, name, created_at) values ($1, $2, $3, 'Laptop', $4)`,
      [member.id, `credential-${member.id}`, Buffer.from('not a real key'), addedAt],
    );
    // They have one now, but this session did not prove it: it asks for their own sign-in, not a setup.
    expect(await accountSeenBy(api, member.token, account.id)).toMatchObject({ needs_two_step: false, needs_own_sign_in: true });
    expect(answer(await api.get('product', member.accountToken))).toEqual({
      status: 403, body: { message: sessionProofMessages.ownSignInRequired },
    });
    expect((await api.get('auth/security', member.token)).body).toEqual({
      passkeys: [{ id: expect.any(Number), name: 'Laptop', created_at: addedAt.toISOString(), last_used_at: null }],
      totp: false,
      recovery_codes_left: 0,
    });
    const signIn = await login(api, member, member.deviceId);
    assert(signIn.body, LoginResponse);
    expect(signIn.body).toMatchObject({ verify_2fa: true, two_step: { totp: false, passkey: true } });
  });

  it('a STANDARD member cannot switch it, either way', async () => {
    const { member } = await accountWithMember(api);
    await turnOnTotp(api, member.token);
    for (const required of [true, false]) {
      expect(answer(await requireTwoStep(api, member.accountToken, required))).toEqual({
        status: 403, body: { message: ADMINISTRATORS_ONLY_MESSAGE },
      });
    }
  });

  it('switched off again, members without a second factor are served again', async () => {
    const { account, owner, member } = await accountWithMember(api);
    await turnOnTotp(api, owner.token);
    await requireTwoStep(api, owner.accountToken, true);
    expect(answer(await api.get('product', member.accountToken))).toEqual(REQUIRES_TWO_STEP);
    const off = await requireTwoStep(api, owner.accountToken, false);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ require_two_step: false, needs_two_step: false });
    expect((await api.get('product', member.accountToken)).status).toBe(200);
    expect(await accountSeenBy(api, member.token, account.id)).toMatchObject({ require_two_step: false, needs_two_step: false });
  });

  it('an administrator who turns their last second factor off is held to the rule too', async () => {
    const { owner } = await accountWithMember(api);
    await turnOnTotp(api, owner.token);
    await requireTwoStep(api, owner.accountToken, true);
    expect((await api.post('auth/totp/disable', { password: owner.password }, owner.token)).status).toBe(200);
    expect(answer(await api.get('user/all', owner.accountToken))).toEqual(REQUIRES_TWO_STEP);
    expect(answer(await requireTwoStep(api, owner.accountToken, false))).toEqual(REQUIRES_TWO_STEP);
  });

  it('refuses a body that is not the contract', async () => {
    const { owner } = await accountWithMember(api);
    const response = await api.put('account/two-step', { require_two_step: 'yes' }, owner.accountToken);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: { require_two_step: expect.any(String) } });
  });
});
