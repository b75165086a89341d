import { paths } from './paths';

/** What the portal's own page, loaded in the billing frame, tells the page that holds the frame. */
export const BILLING_PORTAL_CLOSED = 'customer-portal:billing-portal-closed';

/**
 * The billing provider's 'Back to the portal' leads to its return URL, the portal's
 * /dashboard/manage-subscription, inside the frame the portal opened it in. There the page only
 * tells the page holding the frame (same origin) that the billing portal is done, and draws
 * nothing: the portal inside its own frame would be a second portal on screen.
 * Returns whether it did (the entry then renders nothing).
 */
export function answerBillingReturnInFrame(): boolean {
  if (window.parent === window || location.pathname !== paths.manageSubscription) return false;
  try {
    // Reading the parent's origin throws when a page of another origin frames this one: it is told nothing.
    if (window.parent.location.origin !== location.origin) return false;
  } catch {
    return false;
  }
  window.parent.postMessage({ type: BILLING_PORTAL_CLOSED }, location.origin);
  return true;
}
