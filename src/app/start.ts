import { saveLastScreenWhenHidden, setAppRoot } from '../offline/last-screen';
import { handOverWhenDrawn, takePaintedMarkup } from '../offline/paint-handover';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../offline/query-client';
import { beginEarlyStart } from '../session/session-start';
import { restoreToken, tokenUserId } from '../session/token-store';
import { preloadSignedInScreen } from './screens';
import { onSessionStarted, persistence } from './session-wiring';

/**
 * How the portal starts on this device, decided once from what the device keeps, before anything
 * renders. Returns whether the page in `container` is a prerendered public page (scripts/prerender)
 * to hydrate: a guest's first render at the page's bare path. A stored session or a query (a
 * launcher's link, a prefilled field) renders something else, and the portal then draws its own
 * page in its place; a signed-in start also fetches its screen's chunks beside GET auth rather
 * than after it, and begins its session (the saved cache, GET auth, the screen's own data) before
 * the first render, on the query client it returns for the portal to render with.
 *
 * `painted` is the signed-in frame or this user's last screen the service worker answered with
 * (sw/paint.ts), when it may stay on screen while the portal starts (offline/paint-handover.ts).
 */
export function prepareStart(container: HTMLElement): { hydrates: boolean; painted: HTMLElement | null; queryClient: QueryClient } {
  const painted = takePaintedMarkup(container);
  const queryClient = createQueryClient();
  const userId = tokenUserId(restoreToken());
  const signedIn = userId !== null;
  if (signedIn) {
    preloadSignedInScreen(location.pathname);
    beginEarlyStart(queryClient, persistence, userId, onSessionStarted);
  }
  // From now on a hidden page saves its screen for the next start (offline/last-screen.ts).
  saveLastScreenWhenHidden();
  return { hydrates: !signedIn && location.search === '' && container.hasChildNodes(), painted, queryClient };
}

/**
 * The element the portal renders into over a painted screen: out of the document until its tree
 * has its content, then in the painted markup's place (offline/paint-handover.ts).
 */
export function liveRootOver(container: HTMLElement, painted: HTMLElement): HTMLElement {
  const live = document.createElement('div');
  setAppRoot(() => (live.isConnected ? live : null));
  handOverWhenDrawn(container, painted, live);
  return live;
}
