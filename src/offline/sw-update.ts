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

export async function registerServiceWorker(onUpdateWaiting: (apply: ApplyUpdate) => void): Promise<ServiceWorkerUpdates> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return NONE;
  // Loaded on demand: workbox-window is not needed for the first paint.
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let registration: ServiceWorkerRegistration | undefined;
  workbox.addEventListener('waiting', () => {
    onUpdateWaiting(() => {
      // Accepted in another tab meanwhile: the new version controls this page already.
      if (!registration?.waiting) return window.location.reload();
      // Reload once the new worker has taken over, so the page and the cache match again.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  try {
    registration = await workbox.register();
  } catch (error) {
    // No worker means no offline support, never a broken portal.
    console.error(error);
  }
  if (!registration) return NONE;
  return watchForReleases(() => workbox.update());
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
