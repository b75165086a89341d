import { scheduleUpdateChecks } from './update-checks';

/**
 * Registers the service worker in production builds (the dev server has none), looks for a new
 * version while the portal stays open (update-checks.ts), and reports when one is waiting. The
 * page decides when to switch: the worker only calls skipWaiting when asked, so a user never has
 * the code changed under an open form.
 */
export type ApplyUpdate = () => void;

export type ServiceWorkerUpdates = {
  /** Tell it about every move to another screen: a check is one occasion to look for a release. */
  navigated: () => void;
  stop: () => void;
};

const NONE: ServiceWorkerUpdates = { navigated: () => undefined, stop: () => undefined };

/**
 * `settled`: resolves once the first screen has what it asked for (queries-settled.ts); the
 * worker registers after that and after the page's load, whichever is later, so its precache
 * downloads do not compete with the first screen's own files.
 */
export async function registerServiceWorker(
  onUpdateWaiting: (apply: ApplyUpdate) => void,
  settled: () => Promise<void> = () => Promise.resolve(),
): Promise<ServiceWorkerUpdates> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined') return NONE;
  let registration: ServiceWorkerRegistration;
  try {
    await pageLoaded();
    await settled();
    if (!('serviceWorker' in navigator)) return NONE;
    // The browser's own API: workbox-window did the same in 2 KB more on every page.
    registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    // No worker means no offline support, never a broken portal.
    console.error(error);
    return NONE;
  }
  const offer = () =>
    onUpdateWaiting(() => {
      const waiting = registration.waiting;
      // Accepted in another tab meanwhile: the new version controls this page already.
      if (!waiting) return window.location.reload();
      // Reload once the new worker has taken over, so the page and the cache match again.
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
  // A new version is one that waits behind the worker controlling this page; the very first
  // install (no controller yet) is not an update.
  if (registration.waiting && navigator.serviceWorker.controller) offer();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer();
    });
  });
  return watchForReleases(() => registration.update());
}

/**
 * Once the page has loaded: a first visit's worker downloads every file it keeps for offline use,
 * which would otherwise share the network with the screen's own files.
 */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Connects the checks to the page: shown or hidden, back online. */
function watchForReleases(check: () => Promise<unknown>): ServiceWorkerUpdates {
  const checks = scheduleUpdateChecks({
    check,
    isOnline: () => navigator.onLine,
    isVisible: () => document.visibilityState === 'visible',
  });
  document.addEventListener('visibilitychange', checks.visibilityChanged);
  window.addEventListener('online', checks.online);
  return {
    navigated: checks.navigated,
    stop: () => {
      checks.stop();
      document.removeEventListener('visibilitychange', checks.visibilityChanged);
      window.removeEventListener('online', checks.online);
    },
  };
}
