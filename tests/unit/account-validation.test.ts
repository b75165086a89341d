import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/contract';
import type { UserAccount } from '../../src/api/contract';
import { accountFieldRules, isUpdatePath } from '../../src/features/account/account-rules';
import { lookupErrorMessage } from '../../src/features/account/CompanyLookup';
import { toCreateRequest, toUpdateRequest } from '../../src/features/account/mutations';
import {
  NEW_ACCOUNT_VALUES, validateAccount, validatePrimaryContact, valuesFromAccount, type AccountFormValues,
} from '../../src/features/account/validation';
import { countryOptions, matchesCountry, UN_COUNTRY_CODES } from '../../src/ui/form/CountrySelect';

const valid: AccountFormValues = {
  account_type_id: 1,
  account_name: 'Jane Doe',
  account_reference: 'Jane Doe',
  phone_number: '+447911123456',
  country: 'GB',
  company_country: 'GB',
  address_1: '1 High Street',
  postal_code: 'SW1A 1AA',
};

describe('account form rules by type and company country (spec 2)', () => {
  it('type 1 types the name freely and shows no company fields', () => {
    expect(accountFieldRules(1, 'GB')).toEqual({ nameInput: 'text', nameLabel: 'Account Name', companyFields: false });
    expect(accountFieldRules(1, 'FR')).toEqual({ nameInput: 'text', nameLabel: 'Account Name', companyFields: false });
  });

  it('type 2 in the UK looks the company up; elsewhere it is typed', () => {
    expect(accountFieldRules(2, 'GB')).toEqual({ nameInput: 'lookup', nameLabel: 'Company Name', companyFields: true });
    expect(accountFieldRules(2, undefined)).toEqual({ nameInput: 'lookup', nameLabel: 'Company Name', companyFields: true });
    expect(accountFieldRules(2, 'DE')).toEqual({ nameInput: 'text', nameLabel: 'Company Name', companyFields: true });
  });

  it("type 3 is an 'Organisation Name' with company fields", () => {
    expect(accountFieldRules(3, 'GB')).toEqual({ nameInput: 'text', nameLabel: 'Organisation Name', companyFields: true });
  });

  it("is in update mode when the path contains 'update-account'", () => {
    expect(isUpdatePath('/dashboard/update-account')).toBe(true);
    expect(isUpdatePath('/create-account')).toBe(false);
  });
});

describe('account validation (spec 5)', () => {
  it('accepts a complete form, and defaults to a private individual in GB', () => {
    expect(validateAccount(valid)).toBeUndefined();
    expect(NEW_ACCOUNT_VALUES).toEqual({ account_type_id: 1, country: 'GB', company_country: 'GB' });
  });

  it('reports every missing required field with its message', () => {
    expect(validateAccount({ account_type_id: 1 })).toEqual({
      account_name: 'Account Name is required',
      account_reference: 'Full Name is required',
      phone_number: 'Phone Number must be valid and between 7-15 characters',
      address_1: 'Address Line 1 is required',
      postal_code: 'Postal Code must be between 3 and 10 characters',
    });
    expect(validateAccount({ ...valid, account_name: '   ', account_reference: ' ' })).toEqual({
      account_name: 'Account Name is required',
      account_reference: 'Full Name is required',
    });
  });

  it('checks the phone number and the postal code against the contract patterns', () => {
    for (const phone_number of ['12345', '+44 abc 123', '+4479111234567890']) {
      expect(validateAccount({ ...valid, phone_number })).toEqual({
        phone_number: 'Phone Number must be valid and between 7-15 characters',
      });
    }
    for (const postal_code of ['AB', 'ABCDEFGHIJK', 'SW1A_1AA']) {
      expect(validateAccount({ ...valid, postal_code })).toEqual({ postal_code: 'Postal Code must be between 3 and 10 characters' });
    }
    expect(validateAccount({ ...valid, phone_number: '020 7946-0000', postal_code: '75001' })).toBeUndefined();
  });

  it('limits the address lengths', () => {
    expect(
      validateAccount({ ...valid, address_1: 'a'.repeat(101), address_2: 'b'.repeat(101), city: 'c'.repeat(51), country: 'd'.repeat(51) }),
    ).toEqual({
      address_1: 'Address Line 1 must be at most 100 characters',
      address_2: 'Address Line 2 must be at most 100 characters',
      city: 'City must be at most 50 characters',
      country: 'Country must be at most 50 characters',
    });
    expect(validateAccount({ ...valid, address_2: 'b'.repeat(100), city: 'c'.repeat(50) })).toBeUndefined();
  });

  it('needs a registration number for a registered company only; tax number stays optional', () => {
    expect(validateAccount({ ...valid, account_type_id: 2 })).toEqual({ registration_number: 'Registration Number is required' });
    expect(validateAccount({ ...valid, account_type_id: 2, registration_number: '  ' })).toEqual({
      registration_number: 'Registration Number is required',
    });
    expect(validateAccount({ ...valid, account_type_id: 2, registration_number: '01234567' })).toBeUndefined();
    expect(validateAccount({ ...valid, account_type_id: 3 })).toBeUndefined();
    expect(validateAccount({ ...valid, tax_number: undefined })).toBeUndefined();
  });

  it('reports the registration number alongside field errors', () => {
    expect(validateAccount({ ...valid, account_type_id: 2, account_name: '' })).toEqual({
      account_name: 'Account Name is required',
      registration_number: 'Registration Number is required',
    });
  });

  it("asks for an administrator in the primary contact form ('Please select an admin')", () => {
    expect(validatePrimaryContact({})).toEqual({ user_id: 'Please select an admin' });
    expect(validatePrimaryContact({ user_id: 7 })).toBeUndefined();
  });
});

describe('account requests', () => {
  it('trims, sends blanks as null, and keeps the company country on create for companies only', () => {
    const values: AccountFormValues = { ...valid, account_name: ' Jane ', tax_number: ' ', registration_number: 'X1' };
    expect(toCreateRequest(values)).toEqual({
      account_type_id: 1, account_name: 'Jane', account_reference: 'Jane Doe', tax_number: null,
      phone_number: '+447911123456', registration_number: null, country: 'GB', address_1: '1 High Street',
      address_2: '', city: '', postal_code: 'SW1A 1AA', company_country: null,
    });
    expect(toCreateRequest({ ...values, account_type_id: 2, company_country: 'FR' })).toMatchObject({
      registration_number: 'X1', company_country: 'FR',
    });
  });

  it('never sends a company country on update', () => {
    expect(toUpdateRequest({ ...valid, account_type_id: 2, registration_number: 'X1', company_country: 'FR' })).not.toHaveProperty(
      'company_country',
    );
  });

  it('fills the update form from the account and its first address', () => {
    const account = {
      id: 5, account_name: 'Acme', account_reference: 'ACME', account_type_id: 2, tax_number: null, phone_number: '+442079460000',
      registration_number: '0123', company_country: null, primary_contact: null, tenancy: 'ADMINISTRATOR',
      user_account_token: 'token', require_two_step: false, needs_two_step: false, needs_own_sign_in: false, needs_sso: false, addresses: [{ country: 'IE', address_1: 'Main St', address_2: '', city: 'Dublin', postal_code: 'D02' }],
    } satisfies UserAccount;
    expect(valuesFromAccount(account)).toEqual({
      account_type_id: 2, account_name: 'Acme', account_reference: 'ACME', tax_number: undefined, phone_number: '+442079460000',
      registration_number: '0123', company_country: 'GB', country: 'IE', address_1: 'Main St', address_2: undefined,
      city: 'Dublin', postal_code: 'D02',
    });
  });
});

describe('company lookup failure text (spec 8)', () => {
  it("shows the failure's message, else 'Error fetching companies'", () => {
    expect(lookupErrorMessage(new ApiError(503, { message: 'Company search is unavailable' }))).toBe('Company search is unavailable');
    expect(lookupErrorMessage(new ApiError(500, { message: 'Something went wrong' }))).toBe('Error fetching companies');
    expect(lookupErrorMessage(new Error(''))).toBe('Error fetching companies');
    expect(lookupErrorMessage(null)).toBe('Error fetching companies');
  });
});

describe('country options (spec 3)', () => {
  it('lists the 193 UN member states and 2 observer states once each, by name', () => {
    const options = countryOptions();
    expect(UN_COUNTRY_CODES).toHaveLength(195);
    expect(new Set(options.map((option) => option.value)).size).toBe(195);
    expect(options.every((option) => /^[A-Z]{2}$/.test(option.value) && option.label !== option.value)).toBe(true);
    expect(options.find((option) => option.value === 'GB')?.label).toBe('United Kingdom');
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('finds a country by name or by code', () => {
    const gb = { value: 'GB', label: 'United Kingdom' };
    expect(matchesCountry(gb, 'king')).toBe(true);
    expect(matchesCountry(gb, 'gb')).toBe(true);
    expect(matchesCountry(gb, 'GB ')).toBe(true);
    expect(matchesCountry(gb, 'fr')).toBe(false);
  });
});
