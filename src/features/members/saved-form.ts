import { INVITATION_STATUS, TENANCY, type MemberPackage, type MemberRow } from '../../api/contract';
import type { SavedForm } from '../../offline/saved-forms';

/*
 * The members list as saved for offline reading. As plain JSON an account of 5,000 members is
 * 2.7 MB: every row repeats its field names and each app's names, and writing that to
 * localStorage held the main thread 90-150 ms on this machine (four times that on a phone) every
 * time the cache was saved, and reading it back ~30-50 ms at every signed-in start. Here the rows
 * are arrays of their values in a fixed order, the account's apps are listed once and a row
 * names each of its apps by number (negative when the member may not use it): 0.6 MB, written in
 * a sixth of the time and read in a fifth.
 *
 * Version 1: [1, etag, apps, rows]; apps: [id, product_name, name, ...]; rows: [user_id,
 * first_name, last_name, email, tenancy, is_primary_contact, status, expired, invited_at, apps]
 * per member, tenancy and status as their place in the lists below.
 */
const VERSION = 1;
const FIELDS_PER_ROW = 10;
const TENANCIES: readonly MemberRow['tenancy'][] = [TENANCY.ADMINISTRATOR, TENANCY.STANDARD];
const STATUSES: readonly MemberRow['status'][] = [
  INVITATION_STATUS.PENDING, INVITATION_STATUS.REJECTED, INVITATION_STATUS.ACCEPTED, INVITATION_STATUS.CANCELED,
];

/**
 * The members list as the cache holds it: the rows and the ETag they came with, kept together so
 * the tag is saved with the rows (`persist`) and a reload still revalidates rather than downloads.
 */
export type HeldMembers = { rows: MemberRow[]; etag: string | null };

/** Saved before the ETag was kept, the rows alone. */
const asHeld = (data: unknown): HeldMembers => (Array.isArray(data) ? { rows: data as MemberRow[], etag: null } : (data as HeldMembers));

function write(data: unknown): string {
  const { rows, etag } = asHeld(data);
  const apps: (number | string)[] = [];
  // An app's number, by its id: the names are checked too, so two apps with one id stay apart.
  const numbered = new Map<number, { item: MemberPackage; number: number }[]>();
  const appNumber = (item: MemberPackage): number => {
    const known = numbered.get(item.id) ?? [];
    const same = known.find((entry) => entry.item.product_name === item.product_name && entry.item.name === item.name);
    if (same) return same.number;
    const number = apps.length / 3 + 1;
    apps.push(item.id, item.product_name, item.name);
    numbered.set(item.id, [...known, { item, number }]);
    return number;
  };
  const values: unknown[] = new Array(rows.length * FIELDS_PER_ROW);
  let at = 0;
  for (const row of rows) {
    const refs = new Array<number>(row.packages.length);
    for (let index = 0; index < row.packages.length; index += 1) {
      const item = row.packages[index];
      refs[index] = item.isAllowed ? appNumber(item) : -appNumber(item);
    }
    values[at++] = row.user_id;
    values[at++] = row.first_name;
    values[at++] = row.last_name;
    values[at++] = row.email;
    values[at++] = TENANCIES.indexOf(row.tenancy);
    values[at++] = row.is_primary_contact;
    values[at++] = STATUSES.indexOf(row.status);
    values[at++] = row.expired ? 1 : 0;
    values[at++] = row.invited_at;
    values[at++] = refs;
  }
  return JSON.stringify([VERSION, etag, apps, values]);
}

function fail(): never {
  throw new Error('The saved members list is not in the form this version writes');
}

function read(text: string): HeldMembers {
  const saved: unknown = JSON.parse(text);
  if (!Array.isArray(saved) || saved[0] !== VERSION) fail();
  const [, etag, apps, values] = saved as [number, unknown, unknown, unknown];
  if ((etag !== null && typeof etag !== 'string') || !Array.isArray(apps) || !Array.isArray(values) || values.length % FIELDS_PER_ROW !== 0) fail();
  const appOf = (ref: unknown): MemberPackage => {
    if (typeof ref !== 'number' || ref === 0) fail();
    const at = (Math.abs(ref) - 1) * 3;
    if (at + 2 >= apps.length) fail();
    return { id: apps[at] as number, product_name: apps[at + 1] as string, name: apps[at + 2] as string, isAllowed: ref > 0 };
  };
  const rows = new Array<MemberRow>(values.length / FIELDS_PER_ROW);
  for (let index = 0, at = 0; index < rows.length; index += 1, at += FIELDS_PER_ROW) {
    const tenancy = TENANCIES[values[at + 4] as number];
    const status = STATUSES[values[at + 6] as number];
    const refs = values[at + 9];
    if (tenancy === undefined || status === undefined || !Array.isArray(refs)) fail();
    rows[index] = {
      user_id: values[at] as number | null,
      first_name: values[at + 1] as string,
      last_name: values[at + 2] as string,
      email: values[at + 3] as string,
      tenancy,
      is_primary_contact: values[at + 5] as MemberRow['is_primary_contact'],
      status,
      expired: values[at + 7] === 1,
      invited_at: values[at + 8] as string | null,
      packages: refs.map(appOf),
    };
  }
  return { rows, etag };
}

/** The members list's saved form: queries give `meta.savedForm: memberListForm.name`. */
export const memberListForm: SavedForm = { name: 'member-list', write, read };
