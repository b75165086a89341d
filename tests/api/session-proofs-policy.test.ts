import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserResponse, ssoPolicyMessages, type UserAccount } from '../../src/api/contract';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { accountTokenFor, addMemberRow } from '../support/api-accounts';
import { ssoAccount, ssoTestEnv } from '../support/api-sso';
import { PASSWORD, login, registerVerifiedUser, type RegisteredUser } from '../support/api-users';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { uniqueEmail } from '../support/unique-email';

/*
 * Finding 5 of issue 50: the require-SSO policy was escaped by moving one's profile e-mail out of
 * the domain and then signing in with the password, since the policy looked at the address. Now
 * the account applies it to its own members, whatever their address is now.
 */

const POLICY_REFUSAL = { status: 403, body: { message: ssoPolicyMessages.refusal } };
const answer = (response: { status: number; body: unknown }) => ({ status: response.status, body: response.body });

async function accountSeen(api: TestApi, sessionToken: string, accountId: number): Promise<UserAccount | undefined> {
  const response = await api.get('auth', sessionToken);
  assert(response.body, CurrentUserResponse);
  return response.body.userAccounts.find((account) => account.id === accountId);
}

/**
 * Moves the profile e-mail to `email`: the change waits until the code mailed to the new address
 * is entered in the same session (user/verify-new-email), which then carries on.
 */
async function moveEmail(api: TestApi, user: RegisteredUser & { token: string }, email: string): Promise<void> {
  const changed = await api.put(
    'user/update-me', { first_name: 'Sam', last_name: 'Standard', email, current_password: PASSWORD }, user.token,
  );
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  const { code } = await api.latestMail(email);
  const verified = await api.post<{ user: { email: string; is_email_verified: number } }>('user/verify-new-email', { otp: code }, user.token);
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  expect(verified.body.user).toMatchObject({ email, is_email_verified: 1 });
}

describe.each(dbKinds)('an account that requires single sign-on, for its own members (%s)', (kind) => {
  let provider: TestOidcProvider;
  beforeAll(async () => {
    provider = await startOidcProvider();
  });
  afterAll(async () => {
    await provider?.close();
  });
  const api = useApiApp(kind, { env: ssoTestEnv() });

  /** Account A: a verified domain, a tested connection, a STANDARD member at the domain, then the policy on. */
  async function accountRequiringSso() {
    const sso = await ssoAccount(api, {
      protocol: 'oidc', issuer: provider.issuer, client_id: provider.clientId, client_secret: provider.clientSecret,
    });
    const tested = await api.post('account/sso/connection/test', {}, sso.owner.accountToken);
    expect(tested.status, JSON.stringify(tested.body)).toBe(200);
    const member = await registerVerifiedUser(api, { email: uniqueEmail('sam').replace(/@.*$/, `@${sso.domain}`) });
    await addMemberRow(api, member.register.user.id, sso.account.id, 'STANDARD');
    const on = await api.post('account/sso/policy', { require_sso: true }, sso.owner.accountToken);
    expect(answer(on)).toMatchObject({ status: 200, body: { in_force: true } });
    return { ...sso, member };
  }

  it('a member who moved their e-mail out of the domain signs in with the password, and the account still refuses them', async () => {
    const { account, owner, member } = await accountRequiringSso();
    // Their password session opened before the policy: the account already asks for its provider.
    expect(await accountSeen(api, member.token, account.id)).toMatchObject({ needs_sso: true });

    const privateEmail = uniqueEmail('sam-private');
    await moveEmail(api, member, privateEmail);
    const signIn = await login(api, { email: privateEmail }, member.deviceId);
    // The address is no longer at the domain: the password signs in ...
    expect(signIn.body).toMatchObject({ login: true, token: expect.any(String) });
    const token = signIn.body.token ?? '';
    // ... but the account opens for its STANDARD members only through its provider.
    expect(await accountSeen(api, token, account.id)).toMatchObject({ needs_sso: true, needs_own_sign_in: false, needs_two_step: false });
    const accountToken = await accountTokenFor(api, token, account.id);
    expect(answer(await api.get('product', accountToken))).toEqual(POLICY_REFUSAL);
    expect(answer(await api.get('package/subscribed-apps', accountToken))).toEqual(POLICY_REFUSAL);
    expect(answer(await api.post('product', { referrer: 'insights', token: accountToken }))).toEqual(POLICY_REFUSAL);

    // Its administrators keep their password (for when the provider is down).
    const ownerSignIn = await login(api, owner, owner.deviceId);
    expect(ownerSignIn.body).toMatchObject({ login: true });
    expect(await accountSeen(api, ownerSignIn.body.token ?? '', account.id)).toMatchObject({ needs_sso: false });
    expect((await api.get('product', await accountTokenFor(api, ownerSignIn.body.token ?? '', account.id))).status).toBe(200);

    // Switched off, the member's password session opens it again.
    expect((await api.post('account/sso/policy', { require_sso: false }, owner.accountToken)).status).toBe(200);
    expect((await api.get('product', accountToken)).status).toBe(200);
  });

  it("covers the verified domain's subdomains at sign-in, not a domain that merely ends alike", async () => {
    const sso = await ssoAccount(api, {
      protocol: 'oidc', issuer: provider.issuer, client_id: provider.clientId, client_secret: provider.clientSecret,
    });
    expect((await api.post('account/sso/connection/test', {}, sso.owner.accountToken)).status).toBe(200);
    const sub = await registerVerifiedUser(api, { email: uniqueEmail('sub').replace(/@.*$/, `@eu.${sso.domain}`) });
    const alike = await registerVerifiedUser(api, { email: uniqueEmail('alike').replace(/@.*$/, `@not${sso.domain}`) });
    expect((await api.post('account/sso/policy', { require_sso: true }, sso.owner.accountToken)).status).toBe(200);
    expect(answer(await login(api, sub, sub.deviceId))).toEqual(POLICY_REFUSAL);
    expect((await login(api, alike, alike.deviceId)).body).toMatchObject({ login: true });
  });
});
