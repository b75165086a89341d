import { join } from 'node:path';

/**
 * index.html for one route, with the route's own scripts named in it (scripts/route-preloads.ts):
 * `dist/routes/<name>.html`. The server sends it for that path, and index.html for every other.
 */
export const ROUTE_PAGES_DIR = 'routes';

/** '/dashboard/manage-user' -> 'dashboard--manage-user.html'; '/' -> 'home.html'. A trailing slash is ignored. */
export function routePageName(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return `${trimmed ? trimmed.replace(/\//g, '--') : 'home'}.html`;
}

export const routePageFile = (staticDir: string, path: string): string => join(staticDir, ROUTE_PAGES_DIR, routePageName(path));
