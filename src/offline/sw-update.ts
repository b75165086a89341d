import type { Workbox } from 'workbox-window';
import { scheduleUpdateChecks } from './update-checks';

/**
 * Registers the service worker in production builds (the dev server has none) through
 * workbox-window, looks for a new version while the portal stays open (update-checks.ts), and
 * reports when one is waiting. The page decides when to switch: the worker only calls skipWaiting
 * when asked, so a user never has the code changed under an open form.
 */
export type ApplyUpdate = () => void;

export type ServiceWorkerUpdates = {
  /** Tell it about every move to another screen: a check is one occasion to look for a release. */
  navigated: () => void;
  stop: () => void;
};

export type ServiceWorkerOptions = {
  /** Called when a new version waits behind the one running; `apply` switches to it. */
  onUpdateWaiting: (apply: ApplyUpdate) => void;
  /**
   * Resolves once the first screen has what it asked for (queries-settled.ts); the worker
   * registers after that and after the page's load, whichever is later, so its precache downloads
   * do not compete with the first screen's own files.
   */
  settled?: () => Promise<void>;
  /** Loads the page again on the new version; a parameter because jsdom cannot reload. */
  reload?: () => void;
};

const NONE: ServiceWorkerUpdates = { navigated: () => undefined, stop: () => undefined };

export async function registerServiceWorker({
  onUpdateWaiting,
  settled = () => Promise.resolve(),
  reload = () => window.location.reload(),
}: ServiceWorkerOptions): Promise<ServiceWorkerUpdates> {
  // Some browsers keep the property and leave it undefined where workers are off.
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !navigator.serviceWorker) return NONE;
  let workbox: Workbox;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    await settled();
    // Loaded here, not with the entry: no screen waits for it, and the dev server never needs it.
    const { Workbox } = await import('workbox-window');
    workbox = new Workbox('/sw.js', { scope: '/' });
    // Listened for before registering: a worker already waiting is reported during register().
    workbox.addEventListener('waiting', () => {
      // A page no worker controls (a hard reload) came from the network: it is the newest version.
      if (navigator.serviceWorker.controller) onUpdateWaiting(apply);
    });
    // Without `immediate`, register() waits for the page's load event when it has not fired yet.
    registration = await workbox.register();
  } catch (error) {
    // No worker means no offline start and no update offers, never a broken portal.
    await reportNoWorker(error);
    return NONE;
  }

  function apply() {
    // Accepted in another tab meanwhile: the new version controls this page already.
    if (!registration?.waiting) return reload();
    // Reload once the new worker has taken over, so the page and the cache match again. Listened
    // for only from here: a first install takes control too (clientsClaim), and must not reload.
    workbox.addEventListener('controlling', () => reload());
    workbox.messageSkipWaiting();
  }

  return watchForReleases(() => workbox.update());
}

/**
 * A browser may refuse the worker (a private window, a policy, an automated browser told to block
 * it): register() rejects, or resolves with no registration, which workbox-window then reads as
 * one and throws a TypeError. Either way the browser holds no registration for the portal: its
 * choice, said as a warning. A registration the browser holds while the code above failed is the
 * portal's own fault, and an error.
 */
async function reportNoWorker(error: unknown): Promise<void> {
  let registered: ServiceWorkerRegistration | undefined;
  try {
    registered = await navigator.serviceWorker.getRegistration('/');
  } catch {
    registered = undefined;
  }
  if (registered) {
    console.error(error);
    return;
  }
  const reason = error instanceof DOMException ? ` (${error.name}: ${error.message})` : '';
  console.warn(`The browser did not register the service worker${reason}; the portal runs without offline start.`);
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
