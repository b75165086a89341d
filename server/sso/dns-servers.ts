import { isIP } from 'node:net';

export type DnsServersReading = { servers: string[]; bad: null } | { servers: null; bad: string };

/**
 * DNS_SERVERS as Node's resolver takes them (`setServers`): comma-separated addresses, each with
 * an optional port: `192.0.2.53`, `192.0.2.53:5353`, `2001:db8::53`, `[2001:db8::53]:5353`. The
 * resolver takes IP addresses only (a host name would need DNS to find DNS), so a name is refused.
 */
export function readDnsServers(value: string): DnsServersReading {
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (!isServerEntry(entry)) return { servers: null, bad: entry };
  }
  return { servers: entries, bad: null };
}

function isServerEntry(entry: string): boolean {
  if (isIP(entry) !== 0) return true;
  const bracketed = /^\[([^\]]+)\]:(\d{1,5})$/.exec(entry);
  const withPort = bracketed ?? /^([^:]+):(\d{1,5})$/.exec(entry);
  if (!withPort) return false;
  const [, address, port] = withPort;
  const family = isIP(address);
  return (bracketed ? family === 6 : family === 4) && Number(port) >= 1 && Number(port) <= 65535;
}
