import { mask } from 'superstruct';
import { CurrentUserResponse, LoginResponse, RegisterResponse } from './auth';
import { isBoolean, isNullableString, isNumber, isRecord, isString, isTenancy, readArray } from './fast-checks';
import type { Address, PrimaryContact, User, UserAccount } from './user';

/*
 * The answers that carry the user and their accounts (GET auth, sign-in, registration) checked
 * against their contracts, fast: every signed-in start reads GET auth's before its first screen,
 * and a sign-in's is read as the user waits for the next one; superstruct's mask (generators, a
 * copy per value) spent 7 ms on one here, four times that on a phone. The same check written out:
 * only the contract's fields come out, in new objects; anything it does not accept goes to mask
 * after all, which either says exactly what is wrong or accepts it. So it is never more lenient:
 * tests/unit/session-readers.test.ts holds the two to the same answers.
 */

function readUser(value: unknown): User | null {
  if (!isRecord(value)) return null;
  const { id, first_name, last_name, email, is_email_verified } = value;
  if (!isNumber(id) || !isString(first_name) || !isString(last_name) || !isString(email)) return null;
  if (is_email_verified !== 0 && is_email_verified !== 1) return null;
  return { id, first_name, last_name, email, is_email_verified };
}

function readAddress(value: unknown): Address | null {
  if (!isRecord(value)) return null;
  const { country, address_1, address_2, city, postal_code } = value;
  if (!isString(country) || !isString(address_1) || !isString(address_2) || !isString(city) || !isString(postal_code)) return null;
  return { country, address_1, address_2, city, postal_code };
}

function readContact(value: unknown): PrimaryContact | null {
  if (!isRecord(value)) return null;
  const { first_name, last_name, email } = value;
  if (!isString(first_name) || !isString(last_name) || !isString(email)) return null;
  return { first_name, last_name, email };
}

function readAccount(value: unknown): UserAccount | null {
  if (!isRecord(value)) return null;
  const { id, account_name, account_reference, account_type_id, tax_number, phone_number, registration_number, company_country, tenancy, user_account_token } = value;
  if (!isNumber(id) || !isString(account_name) || !isString(account_reference) || !isNumber(account_type_id)) return null;
  if (!isNullableString(tax_number) || !isString(phone_number) || !isNullableString(registration_number) || !isNullableString(company_country)) return null;
  if (!isTenancy(tenancy) || !isString(user_account_token)) return null;
  const addresses = readArray(value.addresses, readAddress);
  const contact = value.primary_contact === null ? null : readContact(value.primary_contact);
  if (addresses === null || (contact === null && value.primary_contact !== null)) return null;
  return {
    id, account_name, account_reference, account_type_id, tax_number, phone_number, registration_number, company_country,
    addresses, primary_contact: contact, tenancy, user_account_token,
  };
}

/** The user and accounts every one of these answers carries; null when either is not right. */
function readUserAndAccounts(data: Record<string, unknown>): { user: User; userAccounts: UserAccount[] } | null {
  const user = readUser(data.user);
  const userAccounts = readArray(data.userAccounts, readAccount);
  return user && userAccounts ? { user, userAccounts } : null;
}

/** GET auth's answer when all of it is what the contract accepts; null otherwise (superstruct then decides). */
export function readCurrentUserFast(data: unknown): CurrentUserResponse | null {
  if (!isRecord(data) || !isString(data.token)) return null;
  const both = readUserAndAccounts(data);
  return both && { user: both.user, token: data.token, userAccounts: both.userAccounts };
}

/** POST auth/login's answer, the same way. */
export function readLoginFast(data: unknown): LoginResponse | null {
  if (!isRecord(data)) return null;
  const { otpToken, token, verify_identity, verify_email, login, remember_me } = data;
  if (!isNullableString(otpToken) || !isNullableString(token)) return null;
  if (!isBoolean(verify_identity) || !isBoolean(verify_email) || !isBoolean(login) || !isBoolean(remember_me)) return null;
  const both = readUserAndAccounts(data);
  return both && { user: both.user, otpToken, token, verify_identity, verify_email, login, userAccounts: both.userAccounts, remember_me };
}

/** The registrations' answer, the same way. */
export function readRegisterFast(data: unknown): RegisterResponse | null {
  if (!isRecord(data) || !isString(data.token) || !isNullableString(data.otpToken)) return null;
  const both = readUserAndAccounts(data);
  return both && { user: both.user, token: data.token, otpToken: data.otpToken, userAccounts: both.userAccounts };
}

/** Each answer's mask: the answer as its contract has it, or superstruct's StructError saying what is wrong. */
export const readCurrentUser = (data: unknown): CurrentUserResponse => readCurrentUserFast(data) ?? mask(data, CurrentUserResponse);
export const readLogin = (data: unknown): LoginResponse => readLoginFast(data) ?? mask(data, LoginResponse);
export const readRegister = (data: unknown): RegisterResponse => readRegisterFast(data) ?? mask(data, RegisterResponse);
