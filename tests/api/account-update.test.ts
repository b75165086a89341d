import { decodeJwt } from 'jose';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { UserAccount } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { accountState, createAccount, updateForm } from '../support/api-accounts';
import { registerVerifiedUser } from '../support/api-users';

describe.each(dbKinds)('PUT account (%s)', (kind) => {
  const api = useApiApp(kind);

  it('updates the account and its first address, and answers the account as the caller sees it', async () => {
    const user = await registerVerifiedUser(api);
    const created = await createAccount(api, user.token);
    // A second address (not on the form) stays as it is.
    await api.db.query(
      `insert into account_addresses (account_id, position, country, address_1, address_2, city, postal_code)
       values ($1, 1, 'GB', 'Billing Dept', '', 'York', 'YO1 7HH')`,
      [created.id],
    );
    const response = await api.put<UserAccount>('account', updateForm({
      account_name: ' Harbourlight Group Ltd ', account_reference: 'Harbourlight Group', tax_number: '',
      phone_number: '+44 113 496 0000', registration_number: ' 07654321 ', country: 'GB', address_1: '7 Tansyley Mews',
      address_2: '', city: 'Bradford', postal_code: 'BD1 1AA',
    }), created.user_account_token);
    expect(response.status).toBe(200);
    assert(response.body, UserAccount);
    expect(response.body).toEqual({
      ...created,
      account_name: 'Harbourlight Group Ltd',
      account_reference: 'Harbourlight Group',
      tax_number: null,
      phone_number: '+44 113 496 0000',
      registration_number: '07654321',
      addresses: [
        { country: 'GB', address_1: '7 Tansyley Mews', address_2: '', city: 'Bradford', postal_code: 'BD1 1AA' },
        { country: 'GB', address_1: 'Billing Dept', address_2: '', city: 'York', postal_code: 'YO1 7HH' },
      ],
      user_account_token: expect.any(String),
    });
    expect(decodeJwt(response.body.user_account_token)).toMatchObject({ sid: decodeJwt(user.token).sid, acc: created.id });
  });

  it('keeps the company country; a private individual has none, and a company gets GB back', async () => {
    const user = await registerVerifiedUser(api);
    const created = await createAccount(api, user.token, { company_country: 'IE' });
    const put = (overrides: Record<string, unknown>) => api.put<UserAccount>('account', updateForm(overrides), created.user_account_token);
    expect((await put({ account_name: 'Renamed' })).body.company_country).toBe('IE');
    expect((await put({ account_type_id: 1 })).body.company_country).toBeNull();
    expect((await put({ account_type_id: 3 })).body.company_country).toBe('GB');
  });

  it('adds the first address to an account that has none', async () => {
    const user = await registerVerifiedUser(api);
    const created = await createAccount(api, user.token);
    await api.db.query('delete from account_addresses where account_id = $1', [created.id]);
    const response = await api.put<UserAccount>('account', updateForm({ country: '' }), created.user_account_token);
    expect(response.body.addresses).toEqual([
      { country: 'GB', address_1: '12 Quillbrook Lane', address_2: 'Suite 4', city: 'Leeds', postal_code: 'LS1 4AB' },
    ]);
  });

  it('refuses company_country (not a field of PUT account) with 400 and changes nothing', async () => {
    const user = await registerVerifiedUser(api);
    const created = await createAccount(api, user.token);
    const before = await accountState(api, created.id);
    const response = await api.put('account', { ...updateForm({ account_name: 'Changed' }), company_country: 'FR' }, created.user_account_token);
    expect(response).toMatchObject({
      status: 400, body: { message: 'Unknown field: company_country', errors: { company_country: 'Unknown field: company_country' } },
    });
    expect(await accountState(api, created.id)).toEqual(before);
  });

  it('needs an account token: a session token gets 401 saying so', async () => {
    const user = await registerVerifiedUser(api);
    const created = await createAccount(api, user.token);
    const before = await accountState(api, created.id);
    expect(await api.put('account', updateForm({ account_name: 'Changed' }), user.token)).toMatchObject({
      status: 401, body: { message: 'This call needs an account token. Choose an account first.' },
    });
    expect(await api.put('account', updateForm({ account_name: 'Changed' }))).toMatchObject({
      status: 401, body: { message: 'Your session has expired. Please sign in again.' },
    });
    expect(await accountState(api, created.id)).toEqual(before);
  });
});
