import type { Hono } from 'hono';

/*
 * The routes an app really serves, named as the route fuzzing's table names them: API routes by
 * their path under /api/v1 ('POST auth/login'), the rest by their whole path ('GET /scim/v2/Users'),
 * parameters as {name} and a wildcard as {anything}. Middleware (Hono's 'ALL' entries) serves no
 * call of its own and is left out.
 */
const API_PREFIX = '/api/v1/';

export function routeName(method: string, path: string): string {
  const named = path.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{anything}');
  if (named === '/api/v1') return `${method} `;
  return `${method} ${named.startsWith(API_PREFIX) ? named.slice(API_PREFIX.length) : named}`;
}

export function mountedRouteNames(app: Hono): string[] {
  const names = app.routes.filter((route) => route.method !== 'ALL').map((route) => routeName(route.method, route.path));
  return [...new Set(names)];
}
