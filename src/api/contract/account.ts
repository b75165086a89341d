import { enums, nullable, object, optional, refine, string, type Infer, type Struct } from 'superstruct';

/** Spec 3: account types. */
export const ACCOUNT_TYPE = { PRIVATE_INDIVIDUAL: 1, REGISTERED_COMPANY: 2, OTHER: 3 } as const;
export const DEFAULT_COUNTRY = 'GB';

/** Spec 5 "Account": the rules and their messages, shared by the account form and the server. */
export const PHONE_PATTERN = /^\+?[0-9\s-]{7,15}$/;
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9\s-]{3,10}$/;

export const accountMessages = {
  accountNameRequired: 'Account Name is required',
  accountReferenceRequired: 'Full Name is required',
  accountTypeRequired: 'Account Type is required',
  phoneInvalid: 'Phone Number must be valid and between 7-15 characters',
  address1Required: 'Address Line 1 is required',
  address1TooLong: 'Address Line 1 must be at most 100 characters',
  address2TooLong: 'Address Line 2 must be at most 100 characters',
  cityTooLong: 'City must be at most 50 characters',
  countryTooLong: 'Country must be at most 50 characters',
  companyCountryTooLong: 'Company Country must be at most 50 characters',
  postalCodeInvalid: 'Postal Code must be between 3 and 10 characters',
  registrationNumberRequired: 'Registration Number is required',
} as const;

/** A text that must hold something: blank gets `required`, too long gets `tooLong`. */
const requiredText = (max: number, required: string, tooLong: string) =>
  refine(string(), 'RequiredText', (value) => (!value.trim() ? required : value.length > max ? tooLong : true));

const optionalText = (max: number, tooLong: string) =>
  optional(nullable(refine(string(), 'OptionalText', (value) => value.length <= max || tooLong)));

const patterned = (pattern: RegExp, message: string) =>
  refine(string(), 'Patterned', (value) => pattern.test(value.trim()) || message);

const accountFields = {
  account_name: requiredText(255, accountMessages.accountNameRequired, 'Account Name must be at most 255 characters'),
  account_reference: requiredText(255, accountMessages.accountReferenceRequired, 'Full Name must be at most 255 characters'),
  account_type_id: enums([1, 2, 3]),
  tax_number: optionalText(50, 'Tax Number must be at most 50 characters'),
  phone_number: patterned(PHONE_PATTERN, accountMessages.phoneInvalid),
  registration_number: optionalText(50, 'Registration Number must be at most 50 characters'),
  country: optionalText(50, accountMessages.countryTooLong),
  address_1: requiredText(100, accountMessages.address1Required, accountMessages.address1TooLong),
  address_2: optionalText(100, accountMessages.address2TooLong),
  city: optionalText(50, accountMessages.cityTooLong),
  postal_code: patterned(POSTAL_CODE_PATTERN, accountMessages.postalCodeInvalid),
};

/** Type 2 (registered company) needs its registration number. */
function registrationRule<T extends { account_type_id: number; registration_number?: string | null }>(
  struct: Struct<T, unknown>,
): Struct<T, unknown> {
  return refine(struct, 'RegistrationNumber', (value) =>
    value.account_type_id !== ACCOUNT_TYPE.REGISTERED_COMPANY || (value.registration_number ?? '').trim()
      ? true
      : { path: ['registration_number'], message: accountMessages.registrationNumberRequired },
  );
}

const AccountFields = object(accountFields);
const AccountFieldsWithCountry = object({
  ...accountFields,
  company_country: optionalText(50, accountMessages.companyCountryTooLong),
});

/** POST account: the account form's fields, flat, as the form holds them. */
export const CreateAccountRequest = registrationRule(AccountFieldsWithCountry);
export type CreateAccountRequest = Infer<typeof CreateAccountRequest>;

/** PUT account (bearer of the chosen account): the same fields without company_country. */
export const UpdateAccountRequest = registrationRule(AccountFields);
export type UpdateAccountRequest = Infer<typeof UpdateAccountRequest>;

/** Spec 3 "Company search result". */
export const CompanySearchResult = object({
  company_name: string(),
  company_number: string(),
  address_1: string(),
  address_2: string(),
  city: string(),
  postcode: string(),
});
export type CompanySearchResult = Infer<typeof CompanySearchResult>;
