import { ACTIVITY_CSV_COLUMNS, type ActivityEntry } from '../../src/api/contract';

/**
 * RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. A field
 * that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe:
 * names and subjects are typed by users, and the file is opened by administrators.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvRow = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

/** The header, then one row per entry in the order given, `When` as ISO 8601. */
export function activityCsv(entries: readonly ActivityEntry[]): string {
  return csvRow(ACTIVITY_CSV_COLUMNS) + entries.map((entry) => csvRow([entry.at, entry.who, entry.what, entry.subject ?? '', entry.details])).join('');
}
