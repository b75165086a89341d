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

/**
 * The signed-in screens: the service worker answers a navigation to one of them, for a device
 * with a signed-in user, with that user's last screen there or the signed-in frame (sw/paint.ts).
 */
export const SIGNED_IN_PATHS: readonly string[] = [
  paths.home, paths.createAccount, paths.subscribePackage, paths.dashboard, paths.products, paths.packages,
  paths.profile, paths.security, paths.updateAccount, paths.manageSubscription, paths.manageUser,
  paths.activity, paths.sso,
];

/**
 * The page the server sends for a signed-in path: index.html announcing the chunks that path's
 * screen needs (scripts/route-preloads.ts), relative to the build's folder.
 */
export const signedInPageFile = (path: string): string => `routes${path === '/' ? '/home' : path}.html`;

/** The prerendered signed-in frame (src/app/layout/SignedInFrame.tsx), in the build's folder. */
export const SIGNED_IN_FRAME_FILE = 'signed-in-frame.html';

/**
 * What the page carries before its script runs, marked so the service worker can put a saved
 * screen in the frame's place: the markup inside #root, and its styles in the head.
 */
export const paintMarks = {
  markup: ['<!--paint-->', '<!--/paint-->'],
  styles: ['<!--paint-styles-->', '<!--/paint-styles-->'],
  /** The attribute on the element that wraps the painted markup: 'frame' or 'screen'. */
  attribute: 'data-paint',
} as const;
