import { createHash } from 'node:crypto';
import type { MemberRow } from '../../src/api/contract';
import { yieldToOthers } from './yield-to-others';

/** Rows serialised between two turns of the event loop: some 2 ms of work at 50,000 rows' sizes. */
const ROWS_PER_SLICE = 2000;

/**
 * Each row's JSON, kept while the row is: a list brought up to date keeps the row objects it did
 * not change (mergeMemberChanges), so only the changed rows are written again.
 */
const lines = new WeakMap<MemberRow, string>();
function lineOf(row: MemberRow): string {
  let line = lines.get(row);
  if (line === undefined) {
    line = JSON.stringify(row);
    lines.set(row, line);
  }
  return line;
}

/**
 * The list as stringifyRowPerLine (src/api/contract/row-per-line.ts) writes it, and its weak ETag
 * (a hash of those bytes), made a slice of rows at a time: at 50,000 rows serialising it whole
 * took some 90 ms in which the server answered nobody else.
 */
export async function serialiseInSlices(rows: readonly MemberRow[]): Promise<{ body: Uint8Array<ArrayBuffer>; etag: string }> {
  const encoder = new TextEncoder();
  const hash = createHash('sha256');
  const parts: Uint8Array[] = [];
  const add = (text: string) => {
    const bytes = encoder.encode(text);
    hash.update(bytes);
    parts.push(bytes);
  };
  if (rows.length === 0) add('[]');
  for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
    const slice = rows.slice(start, start + ROWS_PER_SLICE).map(lineOf).join(',\n');
    add(`${start === 0 ? '[\n' : ',\n'}${slice}${start + ROWS_PER_SLICE >= rows.length ? '\n]' : ''}`);
    await yieldToOthers();
  }
  const body = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.byteLength;
  }
  return { body, etag: `W/"${hash.digest('base64url').slice(0, 27)}"` };
}
