import type { PersistedQuery } from '@tanstack/react-query-persist-client';
import { rowLinesOf } from '../api/contract/row-per-line';
import { yieldToPage } from '../platform/yield-to-page';

/**
 * A large list's rows saved as one text, a row to a line, rather than as objects: IndexedDB clones
 * what it is given on the main thread, and cloning 50,000 member rows took 1.2 s at a phone's
 * speed (CPU 4×), in one task, after every refresh; the same rows as one string clone in a tenth
 * of that. The text is written and read a slice of rows at a time, with the page's turn between.
 */
const ROWS_PER_SLICE = 500;

type WithRows = { rows: unknown[] };
type WithRowsText = { rows?: undefined; rowsText: string };

const hasRows = (data: unknown): data is WithRows =>
  typeof data === 'object' && data !== null && Array.isArray((data as { rows?: unknown }).rows);
const hasRowsText = (data: unknown): data is WithRowsText =>
  typeof data === 'object' && data !== null && typeof (data as { rowsText?: unknown }).rowsText === 'string';

async function rowsToText(rows: readonly unknown[]): Promise<string> {
  const lines: string[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
    if (start > 0) await yieldToPage();
    for (const row of rows.slice(start, start + ROWS_PER_SLICE)) lines.push(JSON.stringify(row));
  }
  return lines.length === 0 ? '[]' : `[\n${lines.join(',\n')}\n]`;
}

async function rowsFromText(text: string): Promise<unknown[]> {
  if (text === '[]') return [];
  const lines = rowLinesOf(text);
  if (!lines) throw new Error('A saved list is not a row-per-line text');
  const rows: unknown[] = [];
  for (let start = 0; start < lines.length; start += ROWS_PER_SLICE) {
    if (start > 0) await yieldToPage();
    for (const line of lines.slice(start, start + ROWS_PER_SLICE)) rows.push(JSON.parse(line));
  }
  return rows;
}

/** The query as it is saved: a `rows` array in its data becomes `rowsText`. */
export async function toSaved(query: PersistedQuery): Promise<PersistedQuery> {
  const { data } = query.state;
  if (!hasRows(data)) return query;
  const { rows, ...rest } = data;
  return { ...query, state: { ...query.state, data: { ...rest, rowsText: await rowsToText(rows) } } };
}

/** The query as the cache holds it again; one saved before the rows were text reads as it is. */
export async function fromSaved(saved: PersistedQuery): Promise<PersistedQuery> {
  const { data } = saved.state;
  if (!hasRowsText(data)) return saved;
  const { rowsText, ...rest } = data;
  return { ...saved, state: { ...saved.state, data: { ...rest, rows: await rowsFromText(rowsText) } } };
}
