import { nullable, object, refine, string, type Infer, type Struct } from 'superstruct';
import { choice, optionalText, requiredMessage, text, tooLongMessage } from './fields';

/** Spec 3: account types. */
export const ACCOUNT_TYPE = { PRIVATE_INDIVIDUAL: 1, REGISTERED_COMPANY: 2, OTHER: 3 } as const;
export type AccountTypeId = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];
export const ACCOUNT_TYPE_IDS: readonly AccountTypeId[] = [
  ACCOUNT_TYPE.PRIVATE_INDIVIDUAL,
  ACCOUNT_TYPE.REGISTERED_COMPANY,
  ACCOUNT_TYPE.OTHER,
];
export const DEFAULT_COUNTRY = 'GB';

/** Spec 5 "Account": the rules and their messages, shared by the account form and the server. */
export const PHONE_PATTERN = /^\+?[0-9\s-]{7,15}$/;


export const accountLimits = {
  accountName: 255,
  accountReference: 255,
  taxNumber: 50,
  registrationNumber: 50,
  address: 100,
  city: 50,
  country: 50,
  postalCode: 10,
  /** The company lookup's search text (GET company/{search text}). */
  companySearch: 100,
} as const;

export const POSTAL_CODE_PATTERN = new RegExp(`^[A-Za-z0-9\\s-]{3,${accountLimits.postalCode}}$`);

/** The fields' names as the form labels them; messages such as 'City must be at most 50 characters' start with them. */
export const accountLabels = {
  account_name: 'Account Name',
  account_reference: 'Full Name',
  account_type_id: 'Account Type',
  tax_number: 'Tax Number',
  phone_number: 'Phone Number',
  registration_number: 'Registration Number',
  company_country: 'Company Country',
  country: 'Country',
  address_1: 'Address Line 1',
  address_2: 'Address Line 2',
  city: 'City',
  postal_code: 'Postal Code',
} as const;
const l = accountLabels;

export const accountMessages = {
  accountNameRequired: 'Account Name is required',
  accountReferenceRequired: 'Full Name is required',
  accountTypeRequired: requiredMessage(l.account_type_id),
  accountTypeInvalid: 'Account Type must be 1, 2 or 3',
  phoneInvalid: 'Phone Number must be valid and between 7-15 characters',
  address1Required: 'Address Line 1 is required',
  postalCodeInvalid: 'Postal Code must be between 3 and 10 characters',
  registrationNumberRequired: requiredMessage(l.registration_number),
  searchRequired: requiredMessage('Search text'),
  /** Spec 8: after an account update and after changing the primary contact. */
  updated: 'User Account Information Updated Successfully!',
} as const;

const limited = (label: string, max: number) => optionalText({ label, max });

const accountFields = {
  account_name: text({ label: l.account_name, required: accountMessages.accountNameRequired, max: accountLimits.accountName }),
  account_reference: text({
    label: l.account_reference, required: accountMessages.accountReferenceRequired, max: accountLimits.accountReference,
  }),
  account_type_id: choice(l.account_type_id, ACCOUNT_TYPE_IDS, accountMessages.accountTypeInvalid),
  tax_number: limited(l.tax_number, accountLimits.taxNumber),
  phone_number: text({
    label: l.phone_number, required: accountMessages.phoneInvalid, pattern: PHONE_PATTERN, invalid: accountMessages.phoneInvalid,
  }),
  registration_number: limited(l.registration_number, accountLimits.registrationNumber),
  country: limited(l.country, accountLimits.country),
  address_1: text({ label: l.address_1, required: accountMessages.address1Required, max: accountLimits.address }),
  address_2: limited(l.address_2, accountLimits.address),
  city: limited(l.city, accountLimits.city),
  postal_code: text({
    label: l.postal_code, required: accountMessages.postalCodeInvalid, pattern: POSTAL_CODE_PATTERN,
    invalid: accountMessages.postalCodeInvalid,
  }),
};

/**
 * Type 2 (registered company) needs its registration number. superstruct runs this rule even when
 * a field failed its own check, so the value may be anything here, not only the text it declares.
 */
export function registrationNumberRule<T extends { account_type_id?: number; registration_number?: string | null }, S>(
  struct: Struct<T, S>,
): Struct<T, S> {
  return refine(struct, 'RegistrationNumber', (value) => {
    const given: unknown = value.registration_number;
    return value.account_type_id !== ACCOUNT_TYPE.REGISTERED_COMPANY || (typeof given === 'string' && given.trim())
      ? true
      : { path: ['registration_number'], message: accountMessages.registrationNumberRequired };
  });
}

/** The account form's fields: the update's, and the company country that only a new account sets. */
export const updateAccountFields = accountFields;
export const createAccountFields = { ...accountFields, company_country: limited(l.company_country, accountLimits.country) };

/** POST account: the account form's fields, flat, as the form holds them. */
export const CreateAccountRequest = registrationNumberRule(object(createAccountFields));
export type CreateAccountRequest = Infer<typeof CreateAccountRequest>;

/** PUT account (bearer of the chosen account): the same fields without company_country. */
export const UpdateAccountRequest = registrationNumberRule(object(updateAccountFields));
export type UpdateAccountRequest = Infer<typeof UpdateAccountRequest>;

/** GET company/{search text}: what may be searched for. */
export const CompanySearchText = text({
  label: 'Search text', required: accountMessages.searchRequired, max: accountLimits.companySearch,
  tooLong: tooLongMessage('Search text', accountLimits.companySearch),
});

/**
 * Spec 3 "Company search result", and the register's `company_status` ('active', 'dissolved',
 * 'liquidation', ...; see company-status.ts), null when the register gives none.
 */
export const CompanySearchResult = object({
  company_name: string(),
  company_number: string(),
  address_1: string(),
  address_2: string(),
  city: string(),
  postcode: string(),
  company_status: nullable(string()),
});
export type CompanySearchResult = Infer<typeof CompanySearchResult>;
