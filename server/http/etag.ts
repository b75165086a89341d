import type { Context } from 'hono';

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

/**
 * A JSON body made earlier, with its ETag; 304 when the caller holds it already. Cache-Control
 * stays what the API sets (no-store: the answers are personal), so browsers keep nothing; a
 * client that remembers the body itself can send If-None-Match and skip the download.
 */
export function jsonWithEtag(c: Context, json: { body: Uint8Array<ArrayBuffer>; etag: string }): Response {
  c.header('ETag', json.etag);
  if (ifNoneMatchHits(c.req.header('If-None-Match'), json.etag)) return c.body(null, 304);
  return c.body(json.body, 200, { 'Content-Type': 'application/json' });
}
