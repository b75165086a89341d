import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

/** The address the screens render: its path and query string, always changed together. */
type Place = { path: string; search: string };

const here = (): Place => ({ path: location.pathname, search: location.search });

// wouter's history patch fires pushState and replaceState; the browser fires the other two.
const LOCATION_EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

const PlaceContext = createContext<Place | null>(null);

/**
 * wouter's own location hooks read the address through useSyncExternalStore, whose updates React
 * always renders at once and in one piece. Here the address is state, changed inside a
 * transition: a move to another screen renders in slices that yield to input, the screen already
 * shown stays while the next one's chunk loads (no Suspense fallback for a fast move), and the
 * path and the query string of one move arrive in the same render.
 */
export function TransitionRouter({ children, path }: { children: ReactNode; path?: string }) {
  // At build time there is no address to read: the prerender (scripts/prerender) names the path.
  const [place, setPlace] = useState<Place>(() => (path === undefined ? here() : { path, search: '' }));
  useEffect(() => {
    const follow = () =>
      startTransition(() =>
        setPlace((shown) => {
          const next = here();
          return next.path === shown.path && next.search === shown.search ? shown : next;
        }),
      );
    // A move made between the first render and this effect.
    follow();
    for (const event of LOCATION_EVENTS) addEventListener(event, follow);
    return () => {
      for (const event of LOCATION_EVENTS) removeEventListener(event, follow);
    };
  }, []);
  return (
    <PlaceContext.Provider value={place}>
      <Router hook={useTransitionLocation} searchHook={useTransitionSearch}>
        {children}
      </Router>
    </PlaceContext.Provider>
  );
}

const usePlace = (): Place => useContext(PlaceContext) ?? here();

function useTransitionLocation(): [string, typeof navigate] {
  return [usePlace().path, navigate];
}

function useTransitionSearch(): string {
  return usePlace().search;
}
