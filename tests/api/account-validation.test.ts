import { is } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, type UserAccount } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { accountForm, accountState, createAccount, updateForm } from '../support/api-accounts';
import { registerVerifiedUser } from '../support/api-users';

const PHONE = 'Phone Number must be valid and between 7-15 characters';
const POSTAL = 'Postal Code must be between 3 and 10 characters';
const TYPE = 'Account Type must be 1, 2 or 3';

/** One broken thing per case: the field it breaks and the message the form would show (spec 5). */
const cases: [string, Record<string, unknown>, string, string][] = [
  ['account_name blank', { account_name: '   ' }, 'account_name', 'Account Name is required'],
  ['account_name missing', { account_name: undefined }, 'account_name', 'Account Name is required'],
  ['account_name too long', { account_name: 'x'.repeat(256) }, 'account_name', 'Account Name must be at most 255 characters'],
  ['account_name not text', { account_name: 42 }, 'account_name', 'Account Name must be text'],
  ['account_reference blank', { account_reference: '' }, 'account_reference', 'Full Name is required'],
  ['account_reference missing', { account_reference: null }, 'account_reference', 'Full Name is required'],
  ['phone_number too short', { phone_number: '12345' }, 'phone_number', PHONE],
  ['phone_number too long', { phone_number: '+44 20 7946 0000 1' }, 'phone_number', PHONE],
  ['phone_number with letters', { phone_number: 'call 0207946' }, 'phone_number', PHONE],
  ['phone_number empty', { phone_number: '' }, 'phone_number', PHONE],
  ['phone_number missing', { phone_number: undefined }, 'phone_number', PHONE],
  ['postal_code too short', { postal_code: 'L1' }, 'postal_code', POSTAL],
  ['postal_code too long', { postal_code: 'LS1 4AB 99X' }, 'postal_code', POSTAL],
  ['postal_code with symbols', { postal_code: 'LS1#4AB' }, 'postal_code', POSTAL],
  ['postal_code missing', { postal_code: undefined }, 'postal_code', POSTAL],
  ['registration_number blank for type 2', { registration_number: ' ' }, 'registration_number', 'Registration Number is required'],
  ['registration_number missing for type 2', { registration_number: undefined }, 'registration_number', 'Registration Number is required'],
  ['registration_number too long', { registration_number: '1'.repeat(51) }, 'registration_number', 'Registration Number must be at most 50 characters'],
  ['address_1 blank', { address_1: '  ' }, 'address_1', 'Address Line 1 is required'],
  ['address_1 missing', { address_1: undefined }, 'address_1', 'Address Line 1 is required'],
  ['address_1 too long', { address_1: 'a'.repeat(101) }, 'address_1', 'Address Line 1 must be at most 100 characters'],
  ['address_2 too long', { address_2: 'a'.repeat(101) }, 'address_2', 'Address Line 2 must be at most 100 characters'],
  ['city too long', { city: 'c'.repeat(51) }, 'city', 'City must be at most 50 characters'],
  ['country too long', { country: 'c'.repeat(51) }, 'country', 'Country must be at most 50 characters'],
  ['tax_number too long', { tax_number: 't'.repeat(51) }, 'tax_number', 'Tax Number must be at most 50 characters'],
  ['account_type_id 4', { account_type_id: 4 }, 'account_type_id', TYPE],
  ['account_type_id 0', { account_type_id: 0 }, 'account_type_id', TYPE],
  ['account_type_id as text', { account_type_id: '2' }, 'account_type_id', TYPE],
  ['account_type_id missing', { account_type_id: undefined }, 'account_type_id', 'Account Type is required'],
  ['an unknown field', { is_admin: true }, 'is_admin', 'Unknown field: is_admin'],
];

describe.each(dbKinds)('account validation (%s)', (kind) => {
  const api = useApiApp(kind);
  let sessionToken: string;
  let account: UserAccount;
  beforeAll(async () => {
    sessionToken = (await registerVerifiedUser(api)).token;
    account = await createAccount(api, sessionToken);
  });

  describe.each(['POST', 'PUT'] as const)('%s account', (method) => {
    const send = (overrides: Record<string, unknown>) =>
      method === 'POST'
        ? api.post('account', accountForm(overrides), sessionToken)
        : api.put('account', updateForm(overrides), account.user_account_token);

    it.each(cases)('refuses %s with 400 and the form\'s message; nothing is stored', async (_label, overrides, field, message) => {
      const accountsBefore = await api.count('accounts');
      const stateBefore = await accountState(api, account.id);
      const response = await send(overrides);
      expect(response.status).toBe(400);
      expect(is(response.body, ErrorBody)).toBe(true);
      expect(response.body).toEqual({ message, errors: { [field]: message } });
      expect(await api.count('accounts')).toBe(accountsBefore);
      expect(await accountState(api, account.id)).toEqual(stateBefore);
    });

    it('answers one message per field, the first as the message', async () => {
      const response = await send({ account_name: '', phone_number: '1', postal_code: '' });
      expect(response.body).toEqual({
        message: 'Account Name is required',
        errors: { account_name: 'Account Name is required', phone_number: PHONE, postal_code: POSTAL },
      });
    });

    it('accepts the boundaries: 7 and 15 phone characters, 3 and 10 postal ones, 100-character lines', async () => {
      for (const overrides of [
        { phone_number: '1234567', postal_code: 'AB1' },
        { phone_number: '+44 2079 460000', postal_code: 'AB12-3CD 4' },
        { address_1: 'a'.repeat(100), address_2: 'b'.repeat(100), city: 'c'.repeat(50) },
        // Registration numbers are for registered companies only.
        { account_type_id: 1, registration_number: '' },
        { account_type_id: 3, registration_number: null },
      ]) {
        expect((await send(overrides)).status, JSON.stringify(overrides)).toBe(method === 'POST' ? 201 : 200);
      }
    });
  });

  it('POST account checks company_country\'s length too', async () => {
    const response = await api.post('account', accountForm({ company_country: 'c'.repeat(51) }), sessionToken);
    expect(response.body).toEqual({
      message: 'Company Country must be at most 50 characters',
      errors: { company_country: 'Company Country must be at most 50 characters' },
    });
  });
});
