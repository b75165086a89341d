import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { loadConfig } from '../../server/config';
import { clientAddress, forwardedClient } from '../../server/http/client-address';
import { addressKey } from '../../server/limits/address-key';
import { configRefusal } from '../support/config-refusal';

const SECRET = 's'.repeat(32);

/** What clientAddress answers for a request from `peer` carrying `forwarded`, with TRUST_PROXY=`hops`. */
async function seen(hops: number, peer: string | null, forwarded?: string): Promise<string | null> {
  const app = new Hono();
  app.get('/', (c) => c.json({ address: clientAddress(c, hops) }));
  const env = peer ? { incoming: { socket: { remoteAddress: peer, remotePort: 1, remoteFamily: 'IPv4' } } } : undefined;
  const response = await app.request('/', { headers: forwarded ? { 'X-Forwarded-For': forwarded } : {} }, env);
  return ((await response.json()) as { address: string | null }).address;
}

describe('the client address', () => {
  it('is the socket peer by default, whatever X-Forwarded-For claims', async () => {
    expect(await seen(0, '203.0.113.9', '10.0.0.1')).toBe('203.0.113.9');
    expect(await seen(0, '::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(await seen(0, '2001:DB8::1')).toBe('2001:db8::1');
    expect(await seen(0, null, '10.0.0.1')).toBeNull();
  });

  it('with TRUST_PROXY=N is the N-th X-Forwarded-For entry from the right', async () => {
    // The caller typed 6.6.6.6; the one proxy appended the address it saw.
    expect(await seen(1, '10.0.0.2', '6.6.6.6, 198.51.100.4')).toBe('198.51.100.4');
    // CDN then load balancer: the load balancer appended the CDN's address.
    expect(await seen(2, '10.0.0.2', '6.6.6.6, 198.51.100.4, 192.0.2.1')).toBe('198.51.100.4');
    // Fewer entries than proxies: the leftmost one.
    expect(await seen(2, '10.0.0.2', '198.51.100.4')).toBe('198.51.100.4');
    // No header, or a bad entry: the peer.
    expect(await seen(1, '10.0.0.2')).toBe('10.0.0.2');
    expect(await seen(1, '10.0.0.2', 'unknown')).toBe('10.0.0.2');
    expect(forwardedClient(' 1.1.1.1 ,, 2.2.2.2 ', 1)).toBe('2.2.2.2');
  });

  it('counts IPv6 by its /64 and IPv4 alone', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('198.51.100.4')).toBe('198.51.100.4');
    expect(addressKey(null)).toBe('unknown');
  });

  it('TRUST_PROXY is a count of proxies, 0 by default', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).trustProxy).toBe(0);
    expect(loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    for (const value of ['true', '-1', '1.5', '11']) expect(configRefusal({ JWT_SECRET: SECRET, TRUST_PROXY: value })).toMatch(/^TRUST_PROXY must be/);
  });
});
