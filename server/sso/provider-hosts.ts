import { BlockList, isIP } from 'node:net';

/** A host the operator lets the server call whatever its addresses (SSO_ALLOWED_HOSTS); port null for any. */
export type AllowedHost = { host: string; port: number | null };

export type AllowedHostsReading = { hosts: AllowedHost[]; bad: null } | { hosts: null; bad: string };

const HOST_NAME = /^(?!-)[a-z0-9_-]{1,63}(?<!-)(\.(?!-)[a-z0-9_-]{1,63}(?<!-))*$/;

const validPort = (port: string): boolean => /^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535;

function readEntry(entry: string): AllowedHost | null {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) {
    const [, address, port] = bracketed;
    if (isIP(address) !== 6 || (port !== undefined && !validPort(port))) return null;
    return { host: address, port: port === undefined ? null : Number(port) };
  }
  if (isIP(entry) === 6) return { host: entry, port: null };
  const [host, port, ...rest] = entry.split(':');
  if (rest.length > 0 || (port !== undefined && !validPort(port))) return null;
  if (isIP(host) !== 4 && !HOST_NAME.test(host)) return null;
  return { host, port: port === undefined ? null : Number(port) };
}

/**
 * SSO_ALLOWED_HOSTS: comma-separated `host` or `host:port` (an IPv6 address in brackets with a
 * port), lower-cased. A listed host may be on any address and be called over plain http: a
 * provider inside the company's network, or a local one.
 */
export function readAllowedHosts(value: string): AllowedHostsReading {
  const hosts: AllowedHost[] = [];
  for (const entry of value.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean)) {
    const host = readEntry(entry);
    if (!host) return { hosts: null, bad: entry };
    hosts.push(host);
  }
  return { hosts, bad: null };
}

/** The URL's host as listed (IPv6 without brackets) and its port, the protocol's default when none is written. */
export function hostOf(url: URL): { host: string; port: number } {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const port = url.port ? Number(url.port) : url.protocol === 'http:' ? 80 : 443;
  return { host, port };
}

export const isAllowedHost = (allowed: readonly AllowedHost[], url: URL): boolean => {
  const { host, port } = hostOf(url);
  return allowed.some((entry) => entry.host === host && (entry.port === null || entry.port === port));
};

/** Names that are a cloud's instance metadata whatever they resolve to. */
const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata.goog', 'metadata']);

export const isMetadataName = (host: string): boolean => METADATA_NAMES.has(host.replace(/\.$/, ''));

/*
 * Addresses that are not the public internet (IANA special-purpose registries): this host, the
 * local networks, link-local (where cloud metadata lives: 169.254.169.254, fd00:ec2::254),
 * documentation, benchmarking, multicast and reserved ranges, and IPv6 forms that carry an IPv4
 * address (mapped, NAT64, 6to4, Teredo), since the address inside could be any of the above.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['::ffff:0:0', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64],
  ['2001::', 23], ['2001:db8::', 32], ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Whether the address is on the public internet; anything else (or not an address) is not. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // Only 2000::/3 is assigned for global unicast; the rest of IPv6 is reserved or special.
  if (family === 6 && !/^[23][0-9a-f]{0,3}:/i.test(address)) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
