import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '@chakra-ui/react/theme';

/** One MediaQueryList per query, made when first read and kept: every reader shares its answer. */
const lists = new Map<string, MediaQueryList>();

/**
 * Read through a media query, not window.innerWidth: on a phone (a page with a viewport meta)
 * reading innerWidth makes the browser lay out the whole page there and then, and the shell reads
 * its breakpoint at every render and again right after React commits it. That layout belonged to
 * the frame after the script; inside it, it made the shell's first render one task twice as long.
 */
function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether the media query matches, re-rendering when the window crosses it. */
export function useMediaQuery(query: string): boolean {
  // One subscription per query, not one per render: React subscribes again whenever this changes.
  const subscribe = useCallback((onChange: () => void) => {
    const list = mediaQueryList(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return useSyncExternalStore(subscribe, () => mediaQueryList(query).matches, () => false);
}

/** Chakra's `md` breakpoint (768 px) as a query: it matches exactly where `{ md: ... }` style props start to apply. */
export const MD_UP_MEDIA_QUERY = `(min-width: ${breakpoints.md})`;

/** Below Chakra's `md` (a phone): tables become lists of cards. */
export const useBelowMd = (): boolean => !useMediaQuery(MD_UP_MEDIA_QUERY);
