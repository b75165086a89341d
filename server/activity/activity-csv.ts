import { ACTIVITY_CSV_COLUMNS, type ActivityEntry } from '../../src/api/contract';

/** A formula's first character (=, +, -, @, tab, CR), at the start or right after a separator (`,` `;` tab). */
const FORMULA_START = /(^|[,;\t])[=+\-@\t\r]/;

/**
 * RFC 4180, every field quoted, its quotes doubled. A field that a spreadsheet could run as a
 * formula gets a leading apostrophe: one that starts like a formula, or holds one right after a
 * separator, which a spreadsheet splitting on that separator would see as a cell of its own.
 * Names and subjects are typed by users, and the file is opened by administrators.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

const csvRow = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

/** The header, then one row per entry in the order given, `When` as ISO 8601. */
export function activityCsv(entries: readonly ActivityEntry[]): string {
  return csvRow(ACTIVITY_CSV_COLUMNS) + entries.map((entry) => csvRow([entry.at, entry.who, entry.what, entry.subject ?? '', entry.details])).join('');
}
