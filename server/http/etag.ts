import type { Context } from 'hono';
import { preferredCoding, type ContentCoding } from './accept-encoding';

/**
 * Whether an If-None-Match header names `etag` (RFC 9110 13.1.2: weak comparison, a list of
 * tags or `*`). A match is answered 304 without the body.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === wanted);
}

/** A JSON body made earlier, in a coding or plain (null; each made once, when first asked), and the ETag they share. */
export type PreparedJson = { encodedAs: (coding: ContentCoding | null) => Promise<Uint8Array<ArrayBuffer>>; etag: string };

/**
 * A JSON body made earlier, with its ETag; 304 when the caller holds it already. Cache-Control
 * stays what the API sets (no-store: the answers are personal), so browsers keep nothing; a
 * client that remembers the body itself can send If-None-Match and skip the download. The body
 * goes in the coding the caller's Accept-Encoding takes (brotli first), plain otherwise.
 */
export async function jsonWithEtag(c: Context, json: PreparedJson): Promise<Response> {
  c.header('ETag', json.etag);
  // The answer depends on Accept-Encoding: said on the 304 too, as it would be on the 200.
  c.header('Vary', 'Accept-Encoding');
  if (ifNoneMatchHits(c.req.header('If-None-Match'), json.etag)) return c.body(null, 304);
  const coding = preferredCoding(c.req.header('Accept-Encoding'));
  if (!coding) return c.body(await json.encodedAs(null), 200, { 'Content-Type': 'application/json' });
  return c.body(await json.encodedAs(coding), 200, { 'Content-Type': 'application/json', 'Content-Encoding': coding });
}
