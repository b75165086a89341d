import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { isIP } from 'node:net';

/**
 * An address as one form, or null when it is none: lower case, and IPv4-mapped IPv6 (a dual-stack
 * socket's ::ffff:203.0.113.7) as the IPv4 address it carries.
 */
export function normaliseAddress(address: string | undefined): string | null {
  if (!address || isIP(address) === 0) return null;
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  return mapped ? mapped[1] : lower;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const normal = normaliseAddress(address);
  return normal === '::1' || (normal !== null && isIP(normal) === 4 && normal.startsWith('127.'));
}

/** The peer's address as the socket reports it; undefined without a socket (a request made in-process). */
export function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
