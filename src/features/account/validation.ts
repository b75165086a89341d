import { type } from 'superstruct';
import {
  ACCOUNT_TYPE, ACCOUNT_TYPE_IDS, DEFAULT_COUNTRY, PromotePrimaryContactRequest, createAccountFields, registrationNumberRule,
  type AccountTypeId, type UserAccount,
} from '../../api/contract';
import { structValidator } from '../../ui/form/validator';

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

/**
 * Spec 5 "Account": the contract's fields and rules (src/api/contract/account.ts), so the form
 * refuses exactly what the server would, with the same messages.
 */
export const AccountForm = registrationNumberRule(type(createAccountFields));

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

export const validatePrimaryContact = structValidator(type(PromotePrimaryContactRequest.schema));
