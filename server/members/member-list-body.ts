import { createHash } from 'node:crypto';
import type { MemberRow } from '../../src/api/contract';
import { yieldToOthers } from './yield-to-others';

/** Rows serialised between two turns of the event loop: some 2 ms of work at 50,000 rows' sizes. */
const ROWS_PER_SLICE = 2000;
/** The list is handed on (hashed, compressed, copied) a chunk of this many bytes at a time. */
const CHUNK_BYTES = 1 << 20;

/**
 * Each row's JSON as UTF-8 bytes, kept while the row is: a list brought up to date keeps the row
 * objects it did not change (mergeMemberChanges), so only the changed rows are written again.
 */
const lines = new WeakMap<MemberRow, Uint8Array>();
const encoder = new TextEncoder();
function lineOf(row: MemberRow): Uint8Array {
  let line = lines.get(row);
  if (line === undefined) {
    line = encoder.encode(JSON.stringify(row));
    lines.set(row, line);
  }
  return line;
}

const OPEN = encoder.encode('[\n');
const BETWEEN = encoder.encode(',\n');
const CLOSE = encoder.encode('\n]');
const EMPTY = encoder.encode('[]');

/**
 * A version of the list as stringifyRowPerLine (src/api/contract/row-per-line.ts) writes it: its
 * rows' lines, its size and its weak ETag (a hash of its bytes). The bytes themselves are only
 * ever made a chunk at a time (`eachChunk`) or, for a caller that takes no compression, whole
 * (`plainBody`): at 50,000 rows a 25 MB buffer made at every version of a directory that writes
 * ten times a second kept the garbage collector pausing the server.
 */
export type SerialisedList = { lines: readonly Uint8Array[]; byteLength: number; etag: string };

/** The list's lines and ETag, made a slice of rows at a time: no step holds the event loop for long. */
export async function serialiseInSlices(rows: readonly MemberRow[]): Promise<SerialisedList> {
  const rowLines: Uint8Array[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
    for (const row of rows.slice(start, start + ROWS_PER_SLICE)) rowLines.push(lineOf(row));
    await yieldToOthers();
  }
  const separators = rowLines.length === 0 ? EMPTY.byteLength : OPEN.byteLength + CLOSE.byteLength + BETWEEN.byteLength * (rowLines.length - 1);
  const byteLength = rowLines.reduce((sum, line) => sum + line.byteLength, separators);
  const hash = createHash('sha256');
  const list = { lines: rowLines, byteLength, etag: '' };
  await eachChunk(list, (chunk) => {
    hash.update(chunk);
  });
  return { ...list, etag: `W/"${hash.digest('base64url').slice(0, 27)}"` };
}

/**
 * The list's bytes in order, a chunk at a time, in one buffer reused: `use` must be done with a
 * chunk when its promise settles. Other requests get their turn between chunks.
 */
export async function eachChunk(list: Pick<SerialisedList, 'lines'>, use: (chunk: Uint8Array) => void | Promise<void>): Promise<void> {
  if (list.lines.length === 0) {
    await use(EMPTY);
    return;
  }
  const buffer = new Uint8Array(CHUNK_BYTES);
  let filled = 0;
  const add = (bytes: Uint8Array) => {
    buffer.set(bytes, filled);
    filled += bytes.byteLength;
  };
  const flush = async () => {
    if (filled === 0) return;
    await use(buffer.subarray(0, filled));
    filled = 0;
    await yieldToOthers();
  };
  for (const [index, line] of list.lines.entries()) {
    const before = index === 0 ? OPEN : BETWEEN;
    if (filled + before.byteLength + line.byteLength > CHUNK_BYTES) await flush();
    add(before);
    if (line.byteLength > CHUNK_BYTES - filled) {
      // A line larger than a chunk goes on its own.
      await flush();
      await use(line);
    } else add(line);
  }
  if (filled + CLOSE.byteLength > CHUNK_BYTES) await flush();
  add(CLOSE);
  await flush();
}

/** The whole list in one buffer, for a caller that takes no compression. */
export async function plainBody(list: SerialisedList): Promise<Uint8Array<ArrayBuffer>> {
  const body = new Uint8Array(list.byteLength);
  let offset = 0;
  await eachChunk(list, (chunk) => {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  });
  return body;
}
