import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PROOF_HEADER } from '../../server/admin/admin-proof';
import { dbKinds, useApiApp } from '../support/api-app';
import { startDnsServer, type TestDnsServer } from '../support/dns-server';
import { fuzzRoutes, type Bearer, type FuzzRoute } from '../support/fuzz-routes';
import { buildFuzzWorld, type FuzzWorld } from '../support/fuzz-world';
import { login } from '../support/api-users';

/*
 * Issue 50: no request can poison the server. Every spelling of prototype pollution goes through
 * every route that takes a body (the route fuzzing's table, so a new route is covered as soon as
 * it is fuzzed): as keys beside a valid body's own, as keys inside each of its objects, and, for
 * SCIM PATCH, as operation paths. Afterwards nothing every object inherits has changed, and
 * signing in still works (Hono's body cache is what broke first when Object.prototype was written).
 */

const MARK = 'polluted';

/** Keys JSON.parse keeps as own keys and a merge or object walk would follow to a prototype. */
const pollutingEntries = [
  `"__proto__":{"x":"${MARK}"}`,
  `"constructor":{"prototype":{"x":"${MARK}"}}`,
  `"prototype":{"x":"${MARK}"}`,
  `"__proto__.x":"${MARK}"`,
  `"constructor.prototype.x":"${MARK}"`,
];

/** `value` as JSON with `entry` written first into every object of it (top level only when `deep` is false). */
function withEntry(value: unknown, entry: string, deep: boolean): string {
  if (Array.isArray(value)) return `[${value.map((item) => (deep ? withEntry(item, entry, deep) : JSON.stringify(item))).join(',')}]`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const own = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${deep ? withEntry(item, entry, deep) : JSON.stringify(item)}`);
  return `{${[entry, ...own].join(',')}}`;
}

const scimPaths = ['__proto__.x', 'constructor.prototype.x', 'prototype.x', 'name.__proto__.x', 'members[value eq "1"].__proto__.x', '__PROTO__.x'];

function pollutingBodies(route: FuzzRoute, w: FuzzWorld): string[] {
  const sample = route.body && route.body !== 'raw' ? route.body.sample(w) : {};
  const bodies = pollutingEntries.flatMap((entry) => [withEntry(sample, entry, false), withEntry(sample, entry, true)]);
  if (route.method === 'PATCH' && route.name.includes('/scim/v2/')) {
    bodies.push(...scimPaths.map((path) => JSON.stringify({ Operations: [{ op: 'add', path, value: MARK }] })));
    bodies.push(`{"Operations":[{"op":"add","value":{${pollutingEntries.join(',')}}}]}`);
  }
  return bodies;
}

function bearerFor(bearer: Bearer, w: FuzzWorld): string | null {
  switch (bearer) {
    case 'none': return null;
    case 'session': return w.owner.token;
    case 'account': return w.owner.accountToken;
    case 'invitation': return w.invitationToken;
    case 'unverified': return w.unverified.register.token;
    case 'leaver': return w.leaverToken();
    case 'scim': return w.scimToken();
  }
}

const PROTOTYPES = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype, String: String.prototype, Number: Number.prototype };

/** Each built-in prototype's own properties and what they hold: a pollution adds or changes one. */
const prototypeState = () => Object.fromEntries(Object.entries(PROTOTYPES).map(([name, prototype]) =>
  [name, Object.getOwnPropertyNames(prototype).sort().map((key) => [key, Object.getOwnPropertyDescriptor(prototype, key)?.value])]));

describe.each(dbKinds)('no request pollutes a prototype (%s)', (kind) => {
  let dns: TestDnsServer;
  beforeAll(async () => {
    dns = await startDnsServer();
  });
  afterAll(() => dns.close());
  const api = useApiApp(kind, { env: () => ({ DNS_SERVERS: dns.address }) });
  let w: FuzzWorld;
  beforeAll(async () => {
    w = await buildFuzzWorld(api);
  });
  // Should a spelling get through, the files after this one are not to fail for it.
  afterAll(() => {
    for (const prototype of Object.values(PROTOTYPES)) delete (prototype as unknown as Record<string, unknown>).x;
  });

  const bodyRoutes = fuzzRoutes.filter((route) => route.body !== undefined);

  it('sends every spelling through every body-taking route: never a 5xx, nothing inherited changes, login still answers 200', async () => {
    expect(bodyRoutes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    const before = JSON.stringify(prototypeState());
    for (const route of bodyRoutes) {
      for (const body of pollutingBodies(route, w)) {
        const headers = new Headers({ 'Content-Type': route.name.includes('/scim/v2/') ? 'application/scim+json' : 'application/json' });
        const token = bearerFor(route.bearer, w);
        if (token) headers.set('Authorization', `Bearer ${token}`);
        if (route.admin) headers.set(ADMIN_PROOF_HEADER, createHmac('sha256', api.services.keys.admin).update(body, 'utf8').digest('hex'));
        const bindings = route.admin ? { incoming: { socket: { remoteAddress: '127.0.0.1' } } } : undefined;
        const response = await api.app.request(route.path(route.params?.(w) ?? []), { method: route.method, headers, body }, bindings);
        const text = await response.text();
        if (response.status >= 500) failures.push(`${route.name} answered ${response.status} to ${body.slice(0, 120)}: ${text.slice(0, 120)}`);
        if (JSON.stringify(prototypeState()) !== before) failures.push(`${route.name} changed a built-in prototype with ${body.slice(0, 120)}`);
        if (route.bearer === 'leaver' && response.status < 400) await w.renewLeaver();
      }
    }
    expect(failures).toEqual([]);
    expect((({}) as Record<string, unknown>).x).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>).x).toBeUndefined();
    const signIn = await login(api, w.owner, w.owner.deviceId);
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
  }, 120_000);
});
