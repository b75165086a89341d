import { useCallback, useState } from 'react';
import { useMediaQuery } from '../../ui/useMediaQuery';

/** Spec 9: at 1024 px or less the screen counts as narrow. */
export const NARROW_MAX_WIDTH = 1024;

export const isNarrowWidth = (width: number): boolean => width <= NARROW_MAX_WIDTH;

/** The same breakpoint as a media query: it matches exactly when isNarrowWidth(innerWidth) holds. */
export const NARROW_MEDIA_QUERY = `(max-width: ${NARROW_MAX_WIDTH}px)`;

/** Read through a media query, not window.innerWidth (see useMediaQuery). */
export const useIsNarrow = (): boolean => useMediaQuery(NARROW_MEDIA_QUERY);

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
