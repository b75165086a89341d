import { useCallback, useState, useSyncExternalStore } from 'react';

/** Spec 9: at 1024 px or less the screen counts as narrow. */
export const NARROW_MAX_WIDTH = 1024;

export const isNarrowWidth = (width: number): boolean => width <= NARROW_MAX_WIDTH;

/** The same breakpoint as a media query: it matches exactly when isNarrowWidth(innerWidth) holds. */
export const NARROW_MEDIA_QUERY = `(max-width: ${NARROW_MAX_WIDTH}px)`;

let narrowQuery: MediaQueryList | undefined;
/**
 * Read through a media query, not window.innerWidth: on a phone (a page with a viewport meta)
 * reading innerWidth makes the browser lay out the whole page there and then, and this is read at
 * every render of the shell and again right after React commits it. That layout belonged to the
 * frame after the script; inside it, it made the shell's first render one task twice as long.
 */
const narrowMediaQuery = (): MediaQueryList => (narrowQuery ??= window.matchMedia(NARROW_MEDIA_QUERY));

function subscribe(onChange: () => void): () => void {
  const query = narrowMediaQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => narrowMediaQuery().matches, () => false);
}

/**
 * The menu is collapsed on narrow screens and open on wide ones; a toggle overrides that until the
 * window crosses the breakpoint, where the width decides again (spec: auto-collapse at <= 1024 px).
 */
export function useMenuCollapse() {
  const narrow = useIsNarrow();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [seenNarrow, setSeenNarrow] = useState(narrow);
  if (seenNarrow !== narrow) {
    // Adjusting state while rendering (React's "previous render" pattern), not in an effect.
    setSeenNarrow(narrow);
    setChoice(null);
  }
  const collapsed = choice ?? narrow;

  const toggle = useCallback(() => setChoice(!collapsed), [collapsed]);
  /** Spec: a menu tap on a narrow screen closes the menu so the chosen page shows. */
  const afterMenuTap = useCallback(() => {
    if (narrow) setChoice(true);
  }, [narrow]);
  const collapse = useCallback(() => setChoice(true), []);

  return { collapsed, narrow, toggle, afterMenuTap, collapse };
}
