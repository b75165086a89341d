import { isBoolean, isNullableString, isNumber, isRecord, isString, isTenancy, readArray } from './fast-checks';
import { INVITATION_STATUS } from './member-values';
import type { MemberPackage, MemberRow } from './members';

/*
 * The members list checked against its contract, fast. superstruct's mask walks each value with
 * generators and copies: for an account of thousands of members that is one long task before
 * Manage Users can show. This is the
 * same check written out for MemberList: the same rows come out (only the contract's fields,
 * new objects and arrays), and anything it does not accept goes to superstruct's mask after all
 * (member-list-reader.ts), which either says exactly what is wrong or accepts it. So it can only
 * be faster, never more lenient: tests/unit/member-list-reader.test.ts holds the two to the same
 * answers. No superstruct here: the members list's worker runs this (api/member-list-worker).
 */

const STATUSES: readonly unknown[] = Object.values(INVITATION_STATUS);

function readPackage(value: unknown): MemberPackage | null {
  if (!isRecord(value)) return null;
  const { id, product_name, name, isAllowed } = value;
  if (!isNumber(id) || !isString(product_name) || !isString(name) || !isBoolean(isAllowed)) return null;
  return { id, product_name, name, isAllowed };
}

function readRow(value: unknown): MemberRow | null {
  if (!isRecord(value)) return null;
  const { user_id, first_name, last_name, email, tenancy, is_primary_contact, status, expired, invited_at, packages } = value;
  if (user_id !== null && !isNumber(user_id)) return null;
  if (!isString(first_name) || !isString(last_name) || !isString(email)) return null;
  if (!isTenancy(tenancy) || (is_primary_contact !== 0 && is_primary_contact !== 1) || !STATUSES.includes(status)) return null;
  if (!isBoolean(expired) || !isNullableString(invited_at)) return null;
  const read = readArray(packages, readPackage);
  if (read === null) return null;
  return {
    user_id, first_name, last_name, email, tenancy, is_primary_contact,
    status: status as MemberRow['status'], expired, invited_at, packages: read,
  };
}

/** The list when every row is one the contract accepts; null otherwise (superstruct then decides). */
export function readMemberListFast(data: unknown): MemberRow[] | null {
  return readArray(data, readRow);
}
