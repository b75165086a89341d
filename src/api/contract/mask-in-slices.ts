import { array, mask, StructError, type Struct } from 'superstruct';
import { rowLinesOf } from './row-per-line';

/** Rows per slice: a few milliseconds of parsing and checking each, on a slow phone too. */
export const LIST_SLICE = 100;

/** Gives the page its turn between two slices. */
type Pause = () => Promise<void>;

/**
 * A list checked against its items' struct, as `mask(data, array(item))` checks it, a slice at a
 * time with the page given its turn between slices (`pause`): an account of thousands of members
 * is then many short tasks rather than one long one that holds input and rendering. A failure
 * names the row by its place in the whole list.
 */
export async function maskInSlices<T>(data: unknown, item: Struct<T, unknown>, pause: Pause): Promise<T[]> {
  if (!Array.isArray(data)) return mask(data, array(item));
  const rows: T[] = [];
  for (let start = 0; start < data.length; start += LIST_SLICE) {
    if (start > 0) await pause();
    rows.push(...maskSlice(data.slice(start, start + LIST_SLICE), item, start));
  }
  return rows;
}

/**
 * A list's JSON text parsed and checked a slice at a time, when the server wrote it one row to a
 * line (row-per-line.ts); any other text is parsed whole, then checked in slices. Text that is not
 * JSON fails the struct, as a body that is not a list does.
 */
export async function parseAndMaskInSlices<T>(text: string, item: Struct<T, unknown>, pause: Pause): Promise<T[]> {
  const lines = rowLinesOf(text);
  if (lines) {
    try {
      return await maskLinesInSlices(lines, item, pause);
    } catch (error) {
      // Lines that are not rows on their own (JSON laid out another way) are read whole below.
      if (!(error instanceof SyntaxError)) throw error;
    }
  }
  return maskInSlices(parseOrText(text), item, pause);
}

async function maskLinesInSlices<T>(lines: string[], item: Struct<T, unknown>, pause: Pause): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < lines.length; start += LIST_SLICE) {
    if (start > 0) await pause();
    const slice: unknown = JSON.parse(`[${lines.slice(start, start + LIST_SLICE).join(',')}]`);
    rows.push(...maskSlice(slice, item, start));
  }
  return rows;
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function maskSlice<T>(slice: unknown, item: Struct<T, unknown>, start: number): T[] {
  try {
    return mask(slice, array(item));
  } catch (error) {
    throw error instanceof StructError ? inWholeList(error, start) : error;
  }
}

/** The slice's failure with its path counted from the start of the list. */
function inWholeList(error: StructError, start: number): StructError {
  const [index, ...rest] = error.path;
  const failure = { ...error.failures()[0], path: [Number(index) + start, ...rest] };
  return new StructError(failure, function* () {
    yield failure;
  });
}
