import { restoreToken, tokenUserId } from '../session/token-store';
import { preloadSignedInScreen } from './screens';

/**
 * How the portal starts on this device, decided once from what the device keeps, before anything
 * renders. Returns whether the page in `container` is a prerendered public page (scripts/prerender)
 * to hydrate: a guest's first render at the page's bare path. A stored session or a query (a
 * launcher's link, a prefilled field) renders something else, and the portal then draws its own
 * page in its place; a signed-in start also fetches its screen's chunks beside GET auth rather
 * than after it.
 */
export function prepareStart(container: HTMLElement): { hydrates: boolean } {
  const signedIn = tokenUserId(restoreToken()) !== null;
  if (signedIn) preloadSignedInScreen(location.pathname);
  return { hydrates: !signedIn && location.search === '' && container.hasChildNodes() };
}
