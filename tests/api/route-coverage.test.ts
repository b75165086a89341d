import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { useApiApp } from '../support/api-app';
import { fuzzRoutes } from '../support/fuzz-routes';
import { mountedRouteNames } from '../support/mounted-routes';

/*
 * Coverage by construction: every route the app mounts has an entry in the route fuzzing's table
 * (tests/support/fuzz-routes.ts), so a route added to the server without one fails here. The
 * cross-tenant matrix checks, from that table, that each account-token and SCIM-token route is in
 * it too (tests/api/cross-tenant.test.ts).
 */

/** A table entry may name a second sample of one route: 'POST /{anything} (an unknown API path)'. */
const routeOf = (entryName: string) => entryName.replace(/ \(.*\)$/, '');
const fuzzed = new Set(fuzzRoutes.map((route) => routeOf(route.name)));
const missingFrom = (names: string[]) => names.filter((name) => !fuzzed.has(name));

describe('route coverage', () => {
  const api = useApiApp('pglite');

  it('every route the app mounts is in the route fuzzing table', () => {
    const mounted = mountedRouteNames(api.app);
    expect(mounted.length).toBeGreaterThan(100);
    expect(missingFrom(mounted)).toEqual([]);
  });

  it('every entry of the fuzzing table is a route the app mounts', () => {
    const mounted = new Set(mountedRouteNames(api.app));
    expect([...fuzzed].filter((name) => !mounted.has(name))).toEqual([]);
  });

  it('has teeth: a route mounted without an entry is reported by its name', () => {
    const grown = new Hono();
    grown.route('/', api.app);
    grown.post('/api/v1/account/new-thing/:id', (c) => c.json({}));
    expect(missingFrom(mountedRouteNames(grown))).toEqual([...missingFrom(mountedRouteNames(api.app)), 'POST account/new-thing/{id}']);
  });
});
