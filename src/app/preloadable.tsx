import { lazy, useState, type ComponentType } from 'react';

/** A lazily loaded screen that can also be loaded ahead of its first render. */
export type PreloadableScreen<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy, plus `preload()`: once the module has loaded, the screen renders at once instead of
 * suspending for a turn first (a plain lazy component always suspends on its first render, even
 * for a module that is already there). A signed-in start preloads the opened screen while the
 * server confirms the session (route-warm-up.ts), so the menu and the screen come in one render,
 * not the menu with 'Loading' and then the screen a long task later.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed load (offline, a new version deployed) may be tried again by the next render.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));

  function Screen(props: P) {
    // Chosen once per mount: switching from Lazy to the component itself later would remount it.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { preload });
}
