import type { Context } from 'hono';
import { normaliseAddress, remoteAddress } from '../admin/loopback';

/*
 * Who is calling, for the abuse limits (server/limits). By default the socket's peer: anything in
 * X-Forwarded-For could have been typed by the caller, so it is ignored.
 *
 * TRUST_PROXY=N says that exactly N reverse proxies stand in front of the server, each appending
 * the address it received the request from to X-Forwarded-For. The entries those N proxies wrote
 * are the rightmost N, and the leftmost of them is the client's: the N-th entry from the right.
 * Entries further left came from the caller and are never read. With fewer than N entries the
 * request came through fewer proxies, and the leftmost entry is the client. This is only sound when
 * the server cannot be reached except through those proxies.
 */

/** The entry TRUST_PROXY=hops points at, or undefined when the header is missing. */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  const entries = (header ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * The client's address, normalised; null when it is unknown (a request made in-process has no
 * socket). A forwarded entry that is not an address falls back to the peer, the nearest proxy.
 */
export function clientAddress(c: Context, trustProxy: number): string | null {
  const peer = normaliseAddress(remoteAddress(c));
  if (trustProxy <= 0) return peer;
  return normaliseAddress(forwardedClient(c.req.header('X-Forwarded-For'), trustProxy)) ?? peer;
}
