import type { MemberPackage, MemberRow } from './members';
import { INVITATION_STATUS, TENANCY } from './member-values';

/*
 * The members list as compact text: what a worker hands the page (api/list-worker) and what is
 * saved for offline reading (features/members/saved-form.ts). As the API's JSON an account of
 * 5,000 members is 2.7 MB: every row repeats its field names and each app's names. Here the rows
 * are their values in a fixed order, the account's apps are listed once and a row names each of
 * its apps by number (negative when the member may not use it): 0.6 MB, which the main thread
 * parses in a fifth of the time and stores in a sixth.
 *
 * Version 2, lines of JSON: first [2, etag, apps, count], then the rows' values, ROWS_PER_SLICE
 * rows a line. Each line is parsed when its first row is built, so the page reads the list a
 * slice at a time rather than in one long JSON.parse of the whole list. JSON never holds a raw line break, so the breaks are the
 * lines'. apps: [id, product_name, name, ...]; a row: user_id, first_name, last_name, email,
 * tenancy, is_primary_contact, status, expired, invited_at, apps, tenancy and status as their
 * place in the lists below. Version 1 (saved by earlier versions, still read) was one line:
 * [1, etag, apps, values of every row].
 */
const VERSION = 2;
const FIELDS_PER_ROW = 10;
const TENANCIES: readonly MemberRow['tenancy'][] = [TENANCY.ADMINISTRATOR, TENANCY.STANDARD];
const STATUSES: readonly MemberRow['status'][] = [
  INVITATION_STATUS.PENDING, INVITATION_STATUS.REJECTED, INVITATION_STATUS.ACCEPTED, INVITATION_STATUS.CANCELED,
];

/** Rows per line of the text (the saved form: changing it changes the text). */
export const ROWS_PER_SLICE = 500;

/**
 * Rows built between two yields to the page: half a line, so a line's parse and its first half
 * are one task and its second half another: a whole line in one task blocks a slow phone.
 */
export const ROWS_PER_YIELD = ROWS_PER_SLICE / 2;

export type MemberListText = { rows: MemberRow[]; etag: string | null };

/**
 * The text of each list read from text or written, by its rows: a list a worker handed over is
 * saved with the text it came in, not written out again. Rows are never changed in place.
 */
const texts = new WeakMap<readonly MemberRow[], { etag: string | null; text: string }>();

export function writeMemberListText(rows: readonly MemberRow[], etag: string | null): string {
  const known = texts.get(rows);
  if (known && known.etag === etag) return known.text;
  const apps: (number | string)[] = [];
  // An app's number, by its id: the names are compared too, so two apps with one id stay apart.
  const numbered = new Map<number, { item: MemberPackage; number: number }[]>();
  const appNumber = (item: MemberPackage): number => {
    const same = numbered.get(item.id) ?? [];
    const found = same.find((entry) => entry.item.product_name === item.product_name && entry.item.name === item.name);
    if (found) return found.number;
    const number = apps.length / 3 + 1;
    apps.push(item.id, item.product_name, item.name);
    numbered.set(item.id, [...same, { item, number }]);
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
  const lines = [JSON.stringify([VERSION, etag, apps, rows.length])];
  for (let first = 0; first < values.length; first += ROWS_PER_SLICE * FIELDS_PER_ROW) {
    lines.push(JSON.stringify(values.slice(first, first + ROWS_PER_SLICE * FIELDS_PER_ROW)));
  }
  const text = lines.join('\n');
  texts.set(rows, { etag, text });
  return text;
}

function fail(): never {
  throw new Error('The members list is not in the form this version writes');
}

/** The text's lines: where each starts and ends, found without parsing them. */
function lineBounds(text: string): [number, number][] {
  const bounds: [number, number][] = [];
  for (let start = 0; start <= text.length; ) {
    const end = text.indexOf('\n', start);
    bounds.push([start, end === -1 ? text.length : end]);
    start = end === -1 ? text.length + 1 : end + 1;
  }
  return bounds;
}

/**
 * The rows' values a line at a time, each line parsed when first asked for: version 2's lines of
 * ROWS_PER_SLICE rows, or version 1's values all in its one line (`rowsPerLine` Infinity: a row's
 * place in its line is then its index).
 */
function openRows(text: string): { etag: string | null; apps: unknown[]; count: number; rowsPerLine: number; lineOf: (index: number) => unknown[] } {
  const bounds = lineBounds(text);
  const head: unknown = JSON.parse(text.slice(...bounds[0]));
  if (!Array.isArray(head) || (head[0] !== 1 && head[0] !== VERSION)) fail();
  const [version, etag, apps, rest] = head as [number, unknown, unknown, unknown];
  if ((etag !== null && typeof etag !== 'string') || !Array.isArray(apps)) fail();
  if (version === 1) {
    if (!Array.isArray(rest) || rest.length % FIELDS_PER_ROW !== 0 || bounds.length !== 1) fail();
    return { etag, apps, count: rest.length / FIELDS_PER_ROW, rowsPerLine: Infinity, lineOf: () => rest };
  }
  const count = rest;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) fail();
  if (bounds.length !== 1 + Math.ceil(count / ROWS_PER_SLICE)) fail();
  const parsed: unknown[][] = [];
  const lineOf = (index: number): unknown[] => {
    const line = Math.floor(index / ROWS_PER_SLICE);
    const known = parsed[line];
    if (known !== undefined) return known;
    const read: unknown = JSON.parse(text.slice(...bounds[line + 1]));
    const rowsInLine = Math.min(ROWS_PER_SLICE, count - line * ROWS_PER_SLICE);
    if (!Array.isArray(read) || read.length !== rowsInLine * FIELDS_PER_ROW) fail();
    return (parsed[line] = read);
  };
  return { etag, apps, count, rowsPerLine: ROWS_PER_SLICE, lineOf };
}

/** The text's list as rows to build one by one: `rowAt` throws on a row this version did not write. */
function openMemberListText(text: string): { etag: string | null; count: number; rowAt: (index: number) => MemberRow } {
  const { etag, apps, count, rowsPerLine, lineOf } = openRows(text);
  // One object per app and answer, shared by every row that names it: the cache never changes
  // data in place, and 20,000 objects fewer at 5,000 members is less for the collector too.
  const shared = new Map<number, MemberPackage>();
  const appOf = (ref: unknown): MemberPackage => {
    if (typeof ref !== 'number' || !Number.isInteger(ref) || ref === 0) fail();
    let item = shared.get(ref);
    if (item === undefined) {
      const at = (Math.abs(ref) - 1) * 3;
      if (at + 2 >= apps.length) fail();
      item = { id: apps[at] as number, product_name: apps[at + 1] as string, name: apps[at + 2] as string, isAllowed: ref > 0 };
      shared.set(ref, item);
    }
    return item;
  };
  const rowAt = (index: number): MemberRow => {
    const values = lineOf(index);
    const at = (index % rowsPerLine) * FIELDS_PER_ROW;
    const tenancy = TENANCIES[values[at + 4] as number];
    const status = STATUSES[values[at + 6] as number];
    const refs = values[at + 9];
    if (tenancy === undefined || status === undefined || !Array.isArray(refs)) fail();
    return {
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
  };
  return { etag, count, rowAt };
}

/** The list back from text `writeMemberListText` made; throws on any other text. */
export function readMemberListText(text: string): MemberListText {
  const { etag, count, rowAt } = openMemberListText(text);
  const rows = new Array<MemberRow>(count);
  for (let index = 0; index < count; index += 1) rows[index] = rowAt(index);
  texts.set(rows, { etag, text });
  return { rows, etag };
}

/**
 * As readMemberListText, giving the page its turn (`yieldToPage`) after every ROWS_PER_YIELD
 * rows, half a line of the text: the list arriving from the worker is parsed and built while the
 * screen stays responsive rather than building a list of thousands of members in one task.
 * Throws as readMemberListText.
 */
export async function readMemberListTextInSlices(text: string, yieldToPage: () => Promise<void>): Promise<MemberListText> {
  const { etag, count, rowAt } = openMemberListText(text);
  const rows = new Array<MemberRow>(count);
  for (let index = 0; index < count; index += 1) {
    if (index > 0 && index % ROWS_PER_YIELD === 0) await yieldToPage();
    rows[index] = rowAt(index);
  }
  texts.set(rows, { etag, text });
  return { rows, etag };
}
