import { useCallback, useState, useSyncExternalStore } from 'react';

/** Spec 9: at 1024 px or less the screen counts as narrow. */
export const NARROW_MAX_WIDTH = 1024;
/** Spec "Layout": 70 px, set once in ui/shell.css. */
export const TOP_BAR_HEIGHT = 'var(--pt-bar-height)';

export const isNarrowWidth = (width: number): boolean => width <= NARROW_MAX_WIDTH;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => isNarrowWidth(window.innerWidth), () => false);
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
