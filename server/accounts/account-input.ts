import { ACCOUNT_TYPE, DEFAULT_COUNTRY, type Address, type UpdateAccountRequest } from '../../src/api/contract';

/** The accounts row's own columns, as stored. */
export type AccountFields = {
  account_name: string;
  account_reference: string;
  account_type_id: number;
  tax_number: string | null;
  phone_number: string;
  registration_number: string | null;
};

// The contract has checked the form's fields already; this only decides how they are stored.

/** Trimmed; an empty optional text is "not given" (null), not a text of no characters. */
const optional = (value: string | null | undefined): string | null => value?.trim() || null;

export function accountFields(body: UpdateAccountRequest): AccountFields {
  return {
    account_name: body.account_name.trim(),
    account_reference: body.account_reference.trim(),
    account_type_id: body.account_type_id,
    tax_number: optional(body.tax_number),
    phone_number: body.phone_number.trim(),
    registration_number: optional(body.registration_number),
  };
}

/** The form's one address. The Address contract has texts, so "not given" is '' here. */
export function formAddress(body: UpdateAccountRequest): Address {
  return {
    country: body.country?.trim() || DEFAULT_COUNTRY,
    address_1: body.address_1.trim(),
    address_2: body.address_2?.trim() ?? '',
    city: body.city?.trim() ?? '',
    postal_code: body.postal_code.trim(),
  };
}

/**
 * A private individual (type 1) has no company country, even though the form keeps its default
 * GB value; companies and other organisations (2, 3) default to GB. `given` is the form's value on
 * create, the stored one on update (PUT account has no company_country).
 */
export function companyCountry(accountTypeId: number, given: string | null | undefined): string | null {
  if (accountTypeId === ACCOUNT_TYPE.PRIVATE_INDIVIDUAL) return null;
  return given?.trim() || DEFAULT_COUNTRY;
}
