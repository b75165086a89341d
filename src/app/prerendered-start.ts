import { restoreToken, tokenUserId } from '../session/token-store';

/**
 * Whether the page in `container` is a prerendered public page (scripts/prerender) that this
 * device renders exactly as it is: a guest's first render at the page's bare path. A stored
 * session or a query (a launcher's link, a prefilled field) renders something else, and the
 * portal then draws its own page in its place.
 */
export function rendersAsPrerendered(container: HTMLElement): boolean {
  return container.hasChildNodes() && location.search === '' && !tokenUserId(restoreToken());
}
