import { decodeJwt } from 'jose';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CurrentUserResponse, LoginResponse, UserAccount, UserOptionList } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { accountForm, createAccount, updateForm } from '../support/api-accounts';
import { login, registerVerifiedUser } from '../support/api-users';

const EXPIRED = { message: 'Your session has expired. Please sign in again.' };

describe.each(dbKinds)('POST account (%s)', (kind) => {
  const api = useApiApp(kind);

  it('creates the account with its address; the caller administers it and is its primary contact: 201', async () => {
    const user = await registerVerifiedUser(api);
    const response = await api.post<UserAccount>('account', accountForm(), user.token);
    expect(response.status).toBe(201);
    assert(response.body, UserAccount);
    const account = response.body;
    expect(account).toEqual({
      id: expect.any(Number),
      account_name: 'Harbourlight Analytics Ltd',
      account_reference: 'Harbourlight Analytics Ltd',
      account_type_id: 2,
      tax_number: 'GB123456789',
      phone_number: '+44 20 7946 0000',
      registration_number: '01234567',
      company_country: 'GB',
      addresses: [{ country: 'GB', address_1: '12 Quillbrook Lane', address_2: 'Suite 4', city: 'Leeds', postal_code: 'LS1 4AB' }],
      primary_contact: { first_name: 'Ada', last_name: 'Lovelace', email: user.email },
      tenancy: 'ADMINISTRATOR',
      user_account_token: expect.any(String),
      require_two_step: false,
      needs_two_step: false,
      needs_own_sign_in: false,
      needs_sso: false,
    });
    const session = decodeJwt(user.token);
    expect(decodeJwt(account.user_account_token)).toMatchObject({
      sub: String(user.register.user.id), sid: session.sid, acc: account.id, typ: 'account',
    });
    const [stored] = await api.db.query<{ primary_contact_user_id: number }>(
      'select primary_contact_user_id from accounts where id = $1',
      [account.id],
    );
    expect(stored.primary_contact_user_id).toBe(user.register.user.id);
    expect(await api.db.query('select user_id, tenancy from user_accounts where account_id = $1', [account.id]))
      .toEqual([{ user_id: user.register.user.id, tenancy: 'ADMINISTRATOR' }]);
  });

  it('trims texts, stores empty optional texts as null, and fills the defaults (private individual)', async () => {
    const user = await registerVerifiedUser(api);
    const account = await createAccount(api, user.token, {
      account_name: '  Ada Lovelace ', account_reference: ' Ada Lovelace', account_type_id: 1, tax_number: '  ',
      phone_number: ' 07700 900123 ', registration_number: '', country: '', address_1: ' 3 Sorrelwick Road ',
      address_2: undefined, city: null, postal_code: ' BS1 5TR ', company_country: 'GB',
    });
    expect(account).toMatchObject({
      account_name: 'Ada Lovelace', account_reference: 'Ada Lovelace', account_type_id: 1, tax_number: null,
      phone_number: '07700 900123', registration_number: null,
      // A private individual has no company country, whatever the form's default held.
      company_country: null,
      addresses: [{ country: 'GB', address_1: '3 Sorrelwick Road', address_2: '', city: '', postal_code: 'BS1 5TR' }],
    });
  });

  it('gives companies and organisations the company country GB unless another is chosen', async () => {
    const user = await registerVerifiedUser(api);
    expect((await createAccount(api, user.token, { account_type_id: 3, company_country: '' })).company_country).toBe('GB');
    expect((await createAccount(api, user.token, { account_type_id: 3, company_country: undefined })).company_country).toBe('GB');
    expect((await createAccount(api, user.token, { account_type_id: 2, company_country: ' IE ' })).company_country).toBe('IE');
  });

  it('lists the account in GET auth and login, with tenancy, primary contact, addresses and a working token', async () => {
    const user = await registerVerifiedUser(api);
    const first = await createAccount(api, user.token, { account_name: 'First Ltd', account_reference: 'First Ltd' });
    const second = await createAccount(api, user.token, { account_name: 'Second Ltd', account_reference: 'Second Ltd' });
    const { user_account_token: _firstToken, ...firstWithoutToken } = first;

    const current = await api.get('auth', user.token);
    assert(current.body, CurrentUserResponse);
    expect(current.body.userAccounts.map((account) => account.id)).toEqual([first.id, second.id]);
    expect(current.body.userAccounts[0]).toMatchObject(firstWithoutToken);

    const signedIn = await login(api, user, user.deviceId);
    assert(signedIn.body, LoginResponse);
    expect(signedIn.body.userAccounts).toHaveLength(2);
    const fromLogin = signedIn.body.userAccounts[0];
    expect(fromLogin).toMatchObject(firstWithoutToken);
    expect(decodeJwt(fromLogin.user_account_token)).toMatchObject({ sid: decodeJwt(signedIn.body.token ?? '').sid, acc: first.id });

    // The token works for account calls, and only for its own account.
    const admins = await api.get('user/administrators', fromLogin.user_account_token);
    expect(admins.status).toBe(200);
    assert(admins.body, UserOptionList);
    expect(admins.body).toEqual([{ id: user.register.user.id, first_name: 'Ada', last_name: 'Lovelace' }]);
    const renamed = await api.put<UserAccount>('account', updateForm({ account_name: 'First Renamed' }), fromLogin.user_account_token);
    expect(renamed.status).toBe(200);
    expect((await api.get('auth', user.token)).body).toMatchObject({
      userAccounts: [{ id: first.id, account_name: 'First Renamed' }, { id: second.id, account_name: 'Second Ltd' }],
    });
  });

  it('needs the session token: none is 401, an account token is 401 with its own message; nothing is stored', async () => {
    const user = await registerVerifiedUser(api);
    const account = await createAccount(api, user.token);
    const before = await api.count('accounts');
    expect(await api.post('account', accountForm())).toMatchObject({ status: 401, body: EXPIRED });
    expect(await api.post('account', accountForm(), account.user_account_token)).toMatchObject({
      status: 401, body: { message: 'This call needs the session token, not an account token.' },
    });
    await api.post('auth/logout', {}, user.token);
    // Once the session ended, its account token is just an expired session.
    expect(await api.post('account', accountForm(), account.user_account_token)).toMatchObject({ status: 401, body: EXPIRED });
    expect(await api.count('accounts')).toBe(before);
  });
});
