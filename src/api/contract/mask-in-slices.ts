import { array, mask, StructError, type Struct } from 'superstruct';

/** Rows per slice: a few milliseconds of checking each, on a slow phone too. */
const SLICE = 250;

/**
 * A list checked against its items' struct, as `mask(data, array(item))` checks it, a slice at a
 * time with the page given its turn between slices (`pause`): an account of thousands of members
 * is then many short tasks rather than one long one that holds input and rendering. A failure
 * names the row by its place in the whole list.
 */
export async function maskInSlices<T>(data: unknown, item: Struct<T, unknown>, pause: () => Promise<void>): Promise<T[]> {
  if (!Array.isArray(data)) return mask(data, array(item));
  const rows: T[] = [];
  for (let start = 0; start < data.length; start += SLICE) {
    if (start > 0) await pause();
    try {
      rows.push(...mask(data.slice(start, start + SLICE), array(item)));
    } catch (error) {
      throw error instanceof StructError ? inWholeList(error, start) : error;
    }
  }
  return rows;
}

/** The slice's failure with its path counted from the start of the list. */
function inWholeList(error: StructError, start: number): StructError {
  const [index, ...rest] = error.path;
  const failure = { ...error.failures()[0], path: [Number(index) + start, ...rest] };
  return new StructError(failure, function* () {
    yield failure;
  });
}
