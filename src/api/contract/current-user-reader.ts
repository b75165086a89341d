import { mask } from 'superstruct';
import { CurrentUserResponse } from './auth';
import { TENANCY } from './member-values';
import type { Address, PrimaryContact, User, UserAccount } from './user';

/*
 * GET auth's answer checked against its contract, fast: every signed-in start reads it before
 * its first screen, and superstruct's mask (generators, a copy per value) spent 7 ms on it here,
 * four times that on a phone, in the task that shows that screen. The same check written out:
 * only the contract's fields come out, in new objects; anything it does not accept goes to mask
 * after all, which either says exactly what is wrong or accepts it. So it is never more lenient:
 * tests/unit/current-user-reader.test.ts holds the two to the same answers.
 */

const TENANCIES: readonly unknown[] = [TENANCY.ADMINISTRATOR, TENANCY.STANDARD];

// superstruct's number() is any number but NaN; string() its typeof.
const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** Each item read by `readItem`, or null when one is not right. */
function readArray<T>(value: unknown, readItem: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const items = new Array<T>(value.length);
  for (let index = 0; index < value.length; index += 1) {
    const item = readItem(value[index]);
    if (item === null) return null;
    items[index] = item;
  }
  return items;
}

function readAccount(value: unknown): UserAccount | null {
  if (!isRecord(value)) return null;
  const { id, account_name, account_reference, account_type_id, tax_number, phone_number, registration_number, company_country, tenancy, user_account_token } = value;
  if (!isNumber(id) || !isString(account_name) || !isString(account_reference) || !isNumber(account_type_id)) return null;
  if (!isNullableString(tax_number) || !isString(phone_number) || !isNullableString(registration_number) || !isNullableString(company_country)) return null;
  if (!TENANCIES.includes(tenancy) || !isString(user_account_token)) return null;
  const addresses = readArray(value.addresses, readAddress);
  const contact = value.primary_contact === null ? null : readContact(value.primary_contact);
  if (addresses === null || (contact === null && value.primary_contact !== null)) return null;
  return {
    id, account_name, account_reference, account_type_id, tax_number, phone_number, registration_number, company_country,
    addresses, primary_contact: contact, tenancy: tenancy as UserAccount['tenancy'], user_account_token,
  };
}

/** The answer when all of it is what the contract accepts; null otherwise (superstruct then decides). */
export function readCurrentUserFast(data: unknown): CurrentUserResponse | null {
  if (!isRecord(data) || !isString(data.token)) return null;
  const user = readUser(data.user);
  const userAccounts = readArray(data.userAccounts, readAccount);
  return user && userAccounts ? { user, token: data.token, userAccounts } : null;
}

/** CurrentUserResponse's mask: the answer as the contract has it, or superstruct's StructError saying what is wrong. */
export function readCurrentUser(data: unknown): CurrentUserResponse {
  return readCurrentUserFast(data) ?? mask(data, CurrentUserResponse);
}
