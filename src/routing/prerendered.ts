import { paths } from './paths';

/**
 * The public pages the build renders to HTML ahead of time (scripts/prerender), so a phone draws
 * them before any script has run. The server and the service worker answer each of these paths
 * with its own page; every other path of the portal gets index.html.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.login, paths.ssoSignIn, paths.register, paths.forgotPassword, paths.notFound,
];

/** Where the build writes the page of a prerendered path, relative to the build's folder. */
export const prerenderedFile = (path: string): string => `${path.slice(1)}/index.html`;
