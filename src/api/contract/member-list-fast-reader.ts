import { INVITATION_STATUS, TENANCY } from './member-values';
import type { MemberPackage, MemberRow } from './members';

/*
 * The members list checked against its contract, fast. superstruct's mask walks each value with
 * generators and copies: for an account of 5,000 members that was 130-250 ms on this machine's
 * CPU, and four times that on a phone, in one task before Manage Users could show. This is the
 * same check written out for MemberList: the same rows come out (only the contract's fields,
 * new objects and arrays), and anything it does not accept goes to superstruct's mask after all
 * (member-list-reader.ts), which either says exactly what is wrong or accepts it. So it can only
 * be faster, never more lenient: tests/unit/member-list-reader.test.ts holds the two to the same
 * answers. No superstruct here: the members list's worker runs this (api/member-list-worker).
 */

const TENANCIES: readonly unknown[] = [TENANCY.ADMINISTRATOR, TENANCY.STANDARD];
const STATUSES: readonly unknown[] = Object.values(INVITATION_STATUS);

// superstruct's number() is any number but NaN; string() and boolean() their typeof.
const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readPackage(value: unknown): MemberPackage | null {
  if (!isRecord(value)) return null;
  const { id, product_name, name, isAllowed } = value;
  if (!isNumber(id) || !isString(product_name) || !isString(name) || typeof isAllowed !== 'boolean') return null;
  return { id, product_name, name, isAllowed };
}

function readRow(value: unknown): MemberRow | null {
  if (!isRecord(value)) return null;
  const { user_id, first_name, last_name, email, tenancy, is_primary_contact, status, expired, invited_at, packages } = value;
  if (user_id !== null && !isNumber(user_id)) return null;
  if (!isString(first_name) || !isString(last_name) || !isString(email)) return null;
  if (!TENANCIES.includes(tenancy) || (is_primary_contact !== 0 && is_primary_contact !== 1) || !STATUSES.includes(status)) return null;
  if (typeof expired !== 'boolean' || (invited_at !== null && !isString(invited_at)) || !Array.isArray(packages)) return null;
  const read: MemberPackage[] = new Array<MemberPackage>(packages.length);
  for (let index = 0; index < packages.length; index += 1) {
    const item = readPackage(packages[index]);
    if (!item) return null;
    read[index] = item;
  }
  return {
    user_id, first_name, last_name, email, tenancy: tenancy as MemberRow['tenancy'], is_primary_contact,
    status: status as MemberRow['status'], expired, invited_at, packages: read,
  };
}

/** The list when every row is one the contract accepts; null otherwise (superstruct then decides). */
export function readMemberListFast(data: unknown): MemberRow[] | null {
  if (!Array.isArray(data)) return null;
  const rows = new Array<MemberRow>(data.length);
  for (let index = 0; index < data.length; index += 1) {
    const row = readRow(data[index]);
    if (!row) return null;
    rows[index] = row;
  }
  return rows;
}
