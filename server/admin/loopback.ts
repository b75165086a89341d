import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { isIP } from 'node:net';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack socket reports 127.0.0.1 as ::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || isIP(address) === 0) return false;
  const ipv4 = address.toLowerCase().replace(/^::ffff:/, '');
  return address === '::1' || (isIP(ipv4) === 4 && ipv4.startsWith('127.'));
}

/** The peer's address as the socket reports it; undefined without a socket (a request made in-process). */
export function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
