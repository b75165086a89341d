/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { BILLING_RETURN_PAGE } from '../src/routing/billing-return';
import { PRERENDERED_PATHS, prerenderedFile, SIGNED_IN_PATHS } from '../src/routing/prerendered';
import { isLastScreen, putLastScreen, SAVE_LAST_SCREEN } from '../src/offline/last-screen-store';
import { signedInPage } from './paint';

/**
 * The portal's service worker (DESIGN "Offline"): it precaches the built shell and answers every
 * navigation with the precached index.html, so the portal opens offline. It never caches or answers
 * API calls: only precached files and navigations have a route here, and the server's own paths
 * (the API, the dev mailbox, the sandbox billing pages, the demo products) are left to the network.
 */
declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const SERVER_PATHS = [/^\/api(\/|$)/, /^\/__dev(\/|$)/, /^\/__sandbox(\/|$)/, /^\/__demo(\/|$)/];

// A prerendered public page (scripts/prerender) answers for its own path; routes are tried in the
// order they are registered, so these come before the fallback to index.html.
for (const path of PRERENDERED_PATHS) {
  registerRoute(new NavigationRoute(createHandlerBoundToURL(`/${prerenderedFile(path)}`), { allowlist: [new RegExp(`^${path}$`)] }));
}
// A signed-in screen: this user's last screen there, or the signed-in frame, drawn before any
// script runs (paint.ts). Its bare path only: a query (a checkout's return) is index.html's.
const SIGNED_IN = new Set(SIGNED_IN_PATHS);
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && url.search === '' && SIGNED_IN.has(url.pathname),
  ({ url }) => signedInPage(url.pathname),
);
// The billing frame's return page is a page of its own (precached, so answered above): never
// index.html, which would load the whole portal inside the frame.
const OWN_PAGES = [new RegExp(`^${BILLING_RETURN_PAGE.replaceAll('.', '\\.')}$`)];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...SERVER_PATHS, ...OWN_PAGES] }));

// Country flags (/flags/XX.svg) are not precached (265 files): each is kept the first time it is
// shown, so the phone and country fields show the flags a user has seen offline too.
const FLAGS_CACHE = 'portal-flags-v1';
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/flags/') && request.method === 'GET',
  async ({ request }) => {
    const cache = await caches.open(FLAGS_CACHE);
    const kept = await cache.match(request);
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  },
);

// A new version waits until the page asks for it (the 'Reload' offer, through workbox-window's
// messageSkipWaiting in src/offline/sw-update.ts), so no open form is lost.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (!data || typeof data !== 'object') return;
  const { type, screen } = data as { type?: unknown; screen?: unknown };
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page being hidden or left sends its screen (src/offline/last-screen.ts): the worker outlives
  // the page, so the write finishes even when the page does not.
  if (type === SAVE_LAST_SCREEN && isLastScreen(screen)) event.waitUntil(putLastScreen(screen).catch(() => {}));
});

clientsClaim();
