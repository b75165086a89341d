import { restoreToken, tokenUserId } from '../session/token-store';
import { preloadSignedInScreen } from './screens';

/** How the portal starts on this device, decided from what the device keeps before anything renders. */

const hasStoredSession = (): boolean => tokenUserId(restoreToken()) !== null;

/**
 * Whether the page in `container` is a prerendered public page (scripts/prerender) that this
 * device renders exactly as it is: a guest's first render at the page's bare path. A stored
 * session or a query (a launcher's link, a prefilled field) renders something else, and the
 * portal then draws its own page in its place.
 */
export function rendersAsPrerendered(container: HTMLElement): boolean {
  return container.hasChildNodes() && location.search === '' && !hasStoredSession();
}

/** A signed-in start fetches its screen's chunks beside GET auth rather than after it. */
export function preloadFirstScreen(): void {
  if (hasStoredSession()) preloadSignedInScreen(location.pathname);
}
