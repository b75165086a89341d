import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfirmedSignInResponse, CurrentUserResponse, SecondStepResponse, TwoStepSignInResponse, sessionProofMessages, twoStepMessages,
  type SsoFinishResponse, type UserAccount,
} from '../../src/api/contract';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { accountTokenFor, addMemberRow, createAccount } from '../support/api-accounts';
import { expectTooMany } from '../support/api-limits';
import { finishSso, landingOf, ssoAccount, startSso, ssoTestEnv } from '../support/api-sso';
import { appCode, nextStep, turnOnTotp } from '../support/api-two-step';
import { PASSWORD, newDeviceId, registerVerifiedUser } from '../support/api-users';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { signInAt } from '../support/oidc-walk';

/*
 * Finding 3 of issue 50: a provider speaks for its own account only. A person with their own
 * authenticator app, administrator of their own account B (which requires two-step), signs in
 * through account A's provider: A opens at once; B opened too, as ADMINISTRATOR, with no second
 * factor asked. Now B asks for the person's own sign-in (password, then app code) first.
 */

const OWN_SIGN_IN = { status: 403, body: { message: sessionProofMessages.ownSignInRequired } };
const answer = (response: { status: number; body: unknown }) => ({ status: response.status, body: response.body });

async function accountsOf(api: TestApi, sessionToken: string): Promise<UserAccount[]> {
  const response = await api.get('auth', sessionToken);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  assert(response.body, CurrentUserResponse);
  return response.body.userAccounts;
}

const seen = async (api: TestApi, sessionToken: string, accountId: number) =>
  (await accountsOf(api, sessionToken)).find((account) => account.id === accountId);

describe.each(dbKinds)('a session proven by an account\'s provider (%s)', (kind) => {
  let provider: TestOidcProvider;
  beforeAll(async () => {
    provider = await startOidcProvider();
  });
  afterAll(async () => {
    await provider?.close();
  });
  const api = useApiApp(kind, { env: ssoTestEnv() });

  let sso: Awaited<ReturnType<typeof ssoAccount>>;
  beforeAll(async () => {
    sso = await ssoAccount(api, {
      protocol: 'oidc', issuer: provider.issuer, client_id: provider.clientId, client_secret: provider.clientSecret,
    });
  });

  /** Signs `email` in through A's provider on a new browser: the finish's answer. */
  async function signInThroughA(email: string): Promise<SsoFinishResponse & { deviceId: string }> {
    if (!provider.person(email)) provider.addPerson({ subject: `sub-${email}`, email, firstName: 'Pat', lastName: 'Person' });
    const deviceId = newDeviceId();
    const started = await startSso(api, email, deviceId);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const callback = await signInAt(provider, started.body.redirect_url, email);
    const landing = await landingOf(await api.app.request(`${callback.pathname}${callback.search}`));
    expect(landing.error).toBeNull();
    const finished = await finishSso(api, landing.token ?? '', deviceId);
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    return { ...finished.body, deviceId };
  }

  /** A person at A's domain with their own app, administrator of their own account B, which requires two-step. */
  async function personWithOwnAccount() {
    const person = await registerVerifiedUser(api, { email: `pat-${newDeviceId()}@${sso.domain}` });
    const { secret } = await turnOnTotp(api, person.token);
    const b = await createAccount(api, person.token);
    const required = await api.put('account/two-step', { require_two_step: true }, b.user_account_token);
    expect(required.status, JSON.stringify(required.body)).toBe(200);
    return { ...person, secret, b };
  }

  it('opens A at once; B asks for the person\'s own sign-in, and the password then app code open it', async () => {
    const person = await personWithOwnAccount();
    const signedIn = await signInThroughA(person.email);
    const a = signedIn.userAccounts.find((account) => account.id === sso.account.id);
    const b = signedIn.userAccounts.find((account) => account.id === person.b.id);
    expect(a).toMatchObject({ needs_own_sign_in: false, needs_two_step: false, needs_sso: false });
    expect(b).toMatchObject({ tenancy: 'ADMINISTRATOR', needs_own_sign_in: true, needs_two_step: false, needs_sso: false });
    expect((await api.get('product', a?.user_account_token)).status).toBe(200);
    expect(answer(await api.get('product', b?.user_account_token))).toEqual(OWN_SIGN_IN);
    expect(answer(await api.get('user/all', b?.user_account_token))).toEqual(OWN_SIGN_IN);

    // A wrong password is refused; the right one asks for the app's code.
    const wrong = await api.post('auth/confirm-sign-in', { password: 'not the password', device_id: signedIn.deviceId }, signedIn.token);
    expect(answer(wrong)).toEqual({
      status: 400, body: { message: twoStepMessages.passwordWrong, errors: { password: twoStepMessages.passwordWrong } },
    });
    const confirmed = await api.post('auth/confirm-sign-in', { password: PASSWORD, device_id: signedIn.deviceId }, signedIn.token);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    assert(confirmed.body, SecondStepResponse);
    expect(confirmed.body).toMatchObject({ verify_2fa: true, token: null, two_step: { totp: true, passkey: false } });
    // Not yet: the password alone does not open B.
    expect(await seen(api, signedIn.token, person.b.id)).toMatchObject({ needs_own_sign_in: true });

    nextStep(api);
    const verified = await api.post('auth/verify-2fa', {
      token: confirmed.body.otpToken, otp: appCode(api, person.secret), device_id: signedIn.deviceId,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    assert(verified.body, TwoStepSignInResponse);
    const successor = verified.body.token;
    expect(await seen(api, successor, person.b.id)).toMatchObject({ needs_own_sign_in: false, needs_two_step: false });
    expect((await api.get('product', await accountTokenFor(api, successor, person.b.id))).status).toBe(200);
    expect((await api.get('product', await accountTokenFor(api, successor, sso.account.id))).status).toBe(200);
    // The session it confirmed has ended, its account tokens with it.
    expect((await api.get('auth', signedIn.token)).status).toBe(401);
    expect((await api.get('product', a?.user_account_token)).status).toBe(401);
  });

  it('counts a wrong password at confirming as a failed sign-in: after ten, even the right one gets 429', async () => {
    const person = await personWithOwnAccount();
    const signedIn = await signInThroughA(person.email);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await api.post('auth/confirm-sign-in', { password: `wrong ${attempt}`, device_id: signedIn.deviceId }, signedIn.token);
      expect({ attempt, status: response.status }).toEqual({ attempt, status: 400 });
    }
    expectTooMany(await api.post('auth/confirm-sign-in', { password: PASSWORD, device_id: signedIn.deviceId }, signedIn.token), 15 * 60);
    expect(await seen(api, signedIn.token, person.b.id)).toMatchObject({ needs_own_sign_in: true });
  });

  it('a person with a password and no second factor confirms with the password alone: this session opens B', async () => {
    const person = await registerVerifiedUser(api, { email: `pia-${newDeviceId()}@${sso.domain}` });
    const b = await createAccount(api, person.token);
    const signedIn = await signInThroughA(person.email);
    expect(signedIn.userAccounts.find((account) => account.id === b.id)).toMatchObject({ needs_own_sign_in: true });
    const confirmed = await api.post('auth/confirm-sign-in', { password: PASSWORD, device_id: signedIn.deviceId }, signedIn.token);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    assert(confirmed.body, ConfirmedSignInResponse);
    expect(confirmed.body.userAccounts.find((account) => account.id === b.id)).toMatchObject({ needs_own_sign_in: false });
    expect((await api.get('product', await accountTokenFor(api, confirmed.body.token, b.id))).status).toBe(200);
    // The same session, confirmed in place.
    expect((await api.get('product', await accountTokenFor(api, signedIn.token, b.id))).status).toBe(200);
    expect((await api.get('product', await accountTokenFor(api, signedIn.token, sso.account.id))).status).toBe(200);
  });

  it('a person the provider created (no password) reaches their other account; its two-step rule still holds', async () => {
    const email = `new-${newDeviceId()}@${sso.domain}`;
    const first = await signInThroughA(email);
    const personId = first.user.id;
    const owner = await registerVerifiedUser(api);
    const other = await createAccount(api, owner.token);
    await addMemberRow(api, personId, other.id, 'STANDARD');
    const signedIn = await signInThroughA(email);
    expect(signedIn.userAccounts.find((account) => account.id === other.id)).toMatchObject({ needs_own_sign_in: false, needs_two_step: false });
    const token = await accountTokenFor(api, signedIn.token, other.id);
    expect((await api.get('product', token)).status).toBe(200);

    // The provider of A is not the other account's second factor.
    await turnOnTotp(api, owner.token);
    expect((await api.put('account/two-step', { require_two_step: true }, other.user_account_token)).status).toBe(200);
    expect(await seen(api, signedIn.token, other.id)).toMatchObject({ needs_two_step: true, needs_own_sign_in: false });
    expect(answer(await api.get('product', token))).toEqual({ status: 403, body: { message: twoStepMessages.accountRequiresTwoStep } });
    // A itself: its own provider is its sign-in.
    expect((await api.get('product', await accountTokenFor(api, signedIn.token, sso.account.id))).status).toBe(200);
  });

  it('a confirmation needs a session: 401 without one, and a body of the contract', async () => {
    expect((await api.post('auth/confirm-sign-in', { password: PASSWORD, device_id: newDeviceId() })).status).toBe(401);
    const person = await registerVerifiedUser(api);
    expect((await api.post('auth/confirm-sign-in', { password: PASSWORD }, person.token)).status).toBe(400);
  });
});
