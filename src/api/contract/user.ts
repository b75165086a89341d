import { array, boolean, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { TenancyName, YesNo } from './primitives';

export const User = object({
  id: number(),
  first_name: string(),
  last_name: string(),
  email: string(),
  is_email_verified: YesNo,
  /**
   * Present only while a profile e-mail change waits for the new address's code or link: `email`
   * stays the login until then (GET auth, update-me).
   */
  pending_email: optional(string()),
});
export type User = Infer<typeof User>;

export const Address = object({
  country: string(),
  address_1: string(),
  address_2: string(),
  city: string(),
  postal_code: string(),
});
export type Address = Infer<typeof Address>;

export const PrimaryContact = object({ first_name: string(), last_name: string(), email: string() });
export type PrimaryContact = Infer<typeof PrimaryContact>;

/** An account as one user sees it: the account plus that user's tenancy and account token. */
export const UserAccount = object({
  id: number(),
  account_name: string(),
  account_reference: string(),
  account_type_id: number(),
  tax_number: nullable(string()),
  phone_number: string(),
  registration_number: nullable(string()),
  company_country: nullable(string()),
  addresses: array(Address),
  primary_contact: nullable(PrimaryContact),
  tenancy: TenancyName,
  user_account_token: string(),
  /** The account requires two-step verification of its members. */
  require_two_step: boolean(),
  /** It does, and this user has no second factor yet: the account's calls refuse them until they do. */
  needs_two_step: boolean(),
  /**
   * This session was proven by another account's identity provider and the person has a password:
   * the account opens once they confirm their own sign-in (auth/confirm-sign-in).
   */
  needs_own_sign_in: boolean(),
  /**
   * The account requires single sign-on of its non-administrators and its provider did not prove
   * this session: the account opens for this member through 'Sign in with SSO' only.
   */
  needs_sso: boolean(),
});
export type UserAccount = Infer<typeof UserAccount>;
