/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

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

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }));

// A new version waits until the page asks for it (the 'Reload' offer), so no open form is lost.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

clientsClaim();
