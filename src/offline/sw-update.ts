/**
 * Registers the service worker in production builds (the dev server has none) and reports when a
 * new version is waiting. The page decides when to switch: the worker only calls skipWaiting when
 * asked, so a user never has the code changed under an open form.
 */
export type ApplyUpdate = () => void;

export async function registerServiceWorker(onUpdateWaiting: (apply: ApplyUpdate) => void): Promise<void> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // Loaded on demand: workbox-window is not needed for the first paint.
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    onUpdateWaiting(() => {
      // Reload once the new worker has taken over, so the page and the cache match again.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  try {
    await workbox.register();
  } catch (error) {
    // No worker means no offline support, never a broken portal.
    console.error(error);
  }
}
