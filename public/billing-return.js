// The billing frame's return page (src/routing/billing-return.ts): the billing provider's 'Back to
// the portal' leads here inside the frame the portal opened. Framed by the portal (same origin),
// it tells the portal, which closes the frame; it draws nothing, as the frame is about to go.
// Opened any other way (at top level, or framed by another origin), it goes to the portal's own
// page for the subscription instead. The message type is BILLING_PORTAL_CLOSED of that file.
(function (window) {
  var CLOSED = 'customer-portal:billing-portal-closed';
  var MANAGE_SUBSCRIPTION = '/dashboard/manage-subscription';
  var origin = window.location.origin;

  function framedBySameOrigin() {
    if (window.parent === window) return false;
    try {
      // Reading the parent's origin throws when a page of another origin frames this one.
      return window.parent.location.origin === origin;
    } catch {
      return false;
    }
  }

  if (framedBySameOrigin()) window.parent.postMessage({ type: CLOSED }, origin);
  else window.location.replace(MANAGE_SUBSCRIPTION);
})(window);
