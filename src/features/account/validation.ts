import { number, optional, refine, type } from 'superstruct';
import {
  ACCOUNT_TYPE, DEFAULT_COUNTRY, PHONE_PATTERN, POSTAL_CODE_PATTERN, accountMessages as m, type UserAccount,
} from '../../api/contract';
import { primaryContactTexts } from '../../i18n/account';
import { matches, required, structValidator, textField, type Rule } from '../../ui/form';
import { ACCOUNT_TYPE_IDS, type AccountTypeId } from './account-rules';

/** What the account form holds; emptied inputs are undefined (final-form's way). */
export type AccountFormValues = {
  account_type_id: AccountTypeId;
  account_name: string;
  account_reference: string;
  tax_number?: string;
  phone_number: string;
  registration_number?: string;
  company_country?: string;
  country?: string;
  address_1: string;
  address_2?: string;
  city?: string;
  postal_code: string;
};

const atMost = (max: number, message: string): Rule => (value) => (value.length <= max ? null : message);

/**
 * Spec 5 "Account", with the contract's own patterns and messages (src/api/contract/account.ts),
 * so the form refuses exactly what the server would. Each field's rules in the order they apply.
 */
const fields = type({
  account_type_id: refine(optional(number()), 'AccountType', (value) =>
    ACCOUNT_TYPE_IDS.some((id) => id === value) || m.accountTypeRequired,
  ),
  account_name: textField(required(m.accountNameRequired)),
  account_reference: textField(required(m.accountReferenceRequired)),
  tax_number: textField(),
  // Required: an empty number fails the same way as a malformed one.
  phone_number: textField(required(m.phoneInvalid), matches(PHONE_PATTERN, m.phoneInvalid)),
  registration_number: textField(),
  company_country: textField(atMost(50, m.companyCountryTooLong)),
  country: textField(atMost(50, m.countryTooLong)),
  address_1: textField(required(m.address1Required), atMost(100, m.address1TooLong)),
  address_2: textField(atMost(100, m.address2TooLong)),
  city: textField(atMost(50, m.cityTooLong)),
  postal_code: textField(required(m.postalCodeInvalid), matches(POSTAL_CODE_PATTERN, m.postalCodeInvalid)),
});

/** A registered company (type 2) needs its registration number; the others may leave it out. */
export const AccountForm = refine(fields, 'RegistrationNumber', (values) =>
  values.account_type_id !== ACCOUNT_TYPE.REGISTERED_COMPANY || values.registration_number?.trim()
    ? true
    : { path: ['registration_number'], message: m.registrationNumberRequired },
);

export const validateAccount = structValidator(AccountForm);

/** Spec 3/5 defaults: a private individual in the United Kingdom. */
export const NEW_ACCOUNT_VALUES: Partial<AccountFormValues> = {
  account_type_id: ACCOUNT_TYPE.PRIVATE_INDIVIDUAL,
  country: DEFAULT_COUNTRY,
  company_country: DEFAULT_COUNTRY,
};

const asTypeId = (id: number): AccountTypeId => ACCOUNT_TYPE_IDS.find((known) => known === id) ?? ACCOUNT_TYPE.PRIVATE_INDIVIDUAL;

/** The update form starts from the account as saved: its fields and its first address. */
export function valuesFromAccount(account: UserAccount): Partial<AccountFormValues> {
  const address = account.addresses[0];
  return {
    account_type_id: asTypeId(account.account_type_id),
    account_name: account.account_name,
    account_reference: account.account_reference,
    tax_number: account.tax_number ?? undefined,
    phone_number: account.phone_number,
    registration_number: account.registration_number ?? undefined,
    company_country: account.company_country || DEFAULT_COUNTRY,
    country: address?.country || DEFAULT_COUNTRY,
    address_1: address?.address_1,
    address_2: address?.address_2 || undefined,
    city: address?.city || undefined,
    postal_code: address?.postal_code,
  };
}

/** Spec 5 "Primary contact change". */
export type PrimaryContactValues = { user_id?: number };

export const validatePrimaryContact = structValidator(
  type({
    user_id: refine(optional(number()), 'Administrator', (value) => (value ?? 0) > 0 || primaryContactTexts.adminRequired),
  }),
);
