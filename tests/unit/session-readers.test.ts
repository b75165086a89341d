import fc from 'fast-check';
import { mask } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CurrentUserResponse, LoginResponse, RegisterResponse } from '../../src/api/contract';
import { readCurrentUser, readCurrentUserFast, readLogin, readLoginFast, readRegister } from '../../src/api/contract/session-readers';
import { anyValue, readOutcome, withOneFieldChanged } from '../support/read-outcome';

const viaSuperstruct = (data: unknown) => readOutcome((value) => mask(value, CurrentUserResponse), data);
const viaReader = (data: unknown) => readOutcome(readCurrentUser, data);

const sometimes = <T extends Record<string, unknown>>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: valid }, withOneFieldChanged(valid));

const user = fc.record({
  id: fc.integer(), first_name: fc.string(), last_name: fc.string(), email: fc.string(), is_email_verified: fc.constantFrom(0, 1),
});
const address = fc.record({ country: fc.string(), address_1: fc.string(), address_2: fc.string(), city: fc.string(), postal_code: fc.string() });
const contact = fc.record({ first_name: fc.string(), last_name: fc.string(), email: fc.string() });
const nullableString = fc.option(fc.string(), { nil: null });
const account = fc.record({
  id: fc.integer(),
  account_name: fc.string(),
  account_reference: fc.string(),
  account_type_id: fc.constantFrom(1, 2, 3),
  tax_number: nullableString,
  phone_number: fc.string(),
  registration_number: nullableString,
  company_country: nullableString,
  addresses: fc.array(sometimes(address), { maxLength: 2 }),
  primary_contact: fc.option(sometimes(contact), { nil: null }),
  tenancy: fc.constantFrom('ADMINISTRATOR', 'STANDARD'),
  user_account_token: fc.string(),
});
const answer = fc.record({ user: sometimes(user), token: fc.string(), userAccounts: fc.array(sometimes(account), { maxLength: 3 }) });
const loginAnswer = fc.record({
  user: sometimes(user), otpToken: nullableString, token: nullableString, verify_identity: fc.boolean(), verify_email: fc.boolean(),
  login: fc.boolean(), userAccounts: fc.array(sometimes(account), { maxLength: 3 }), remember_me: fc.boolean(),
});
const registerAnswer = fc.record({ user: sometimes(user), token: fc.string(), otpToken: nullableString, userAccounts: fc.array(sometimes(account), { maxLength: 3 }) });

const jane = { id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', is_email_verified: 1 };
const acme = {
  id: 3, account_name: 'Acme', account_reference: 'Jane Doe', account_type_id: 2, tax_number: null, phone_number: '+44 20 7946 0000',
  registration_number: '0123', company_country: 'GB', addresses: [{ country: 'GB', address_1: '1 High St', address_2: '', city: 'London', postal_code: 'N1 1AA' }],
  primary_contact: { first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com' }, tenancy: 'ADMINISTRATOR', user_account_token: 'uat',
};

describe('reading GET auth\'s answer against its contract', () => {
  it('answers exactly as superstruct\'s mask does, for answers right, wrong and in between', () => {
    fc.assert(
      fc.property(fc.oneof(answer, withOneFieldChanged(answer), anyValue), (data) => {
        expect(viaReader(data)).toEqual(viaSuperstruct(data));
      }),
      { numRuns: 2000 },
    );
  });

  it('says what is wrong as superstruct does', () => {
    const wrong = { user: jane, token: 't', userAccounts: [{ ...acme, tenancy: 'OWNER' }] };
    expect(viaReader(wrong)).toEqual({ error: expect.stringMatching(/^StructError: At path: userAccounts\.0\.tenancy/) });
  });

  it('keeps only the contract\'s fields, in new objects: the answer is never the one parsed', () => {
    const parsed = { user: { ...jane, password_hash: 'x' }, token: 't', userAccounts: [{ ...acme, secret: 'x' }], debug: true };
    const read = readCurrentUserFast(parsed);
    expect(read).toEqual({ user: jane, token: 't', userAccounts: [acme] });
    expect(read?.userAccounts[0]).not.toBe(parsed.userAccounts[0]);
    expect(read?.userAccounts[0].addresses[0]).not.toBe(acme.addresses[0]);
    expect(read?.user).not.toBe(parsed.user);
  });

  it('reads a right answer on the fast path', () => {
    expect(readCurrentUserFast({ user: jane, token: 't', userAccounts: [acme, { ...acme, id: 4, primary_contact: null }] })).not.toBeNull();
  });
});

describe('reading the sign-in\'s and the registrations\' answers against their contracts', () => {
  it('answers exactly as superstruct\'s mask does, right, wrong and in between', () => {
    fc.assert(
      fc.property(fc.oneof(loginAnswer, withOneFieldChanged(loginAnswer), anyValue), (data) => {
        expect(readOutcome(readLogin, data)).toEqual(readOutcome((value) => mask(value, LoginResponse), data));
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.oneof(registerAnswer, withOneFieldChanged(registerAnswer), anyValue), (data) => {
        expect(readOutcome(readRegister, data)).toEqual(readOutcome((value) => mask(value, RegisterResponse), data));
      }),
      { numRuns: 1000 },
    );
  });

  it('reads a right sign-in answer on the fast path, with only the contract\'s fields', () => {
    const parsed = {
      user: jane, otpToken: null, token: 't', verify_identity: false, verify_email: false, login: true, userAccounts: [acme], remember_me: true, extra: 1,
    };
    const { extra, ...expected } = parsed;
    expect(extra).toBe(1);
    expect(readLoginFast(parsed)).toEqual(expected);
  });
});
