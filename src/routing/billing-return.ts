/**
 * The billing frame's return page (public/billing-return.html): the billing provider's 'Back to
 * the portal' leads there, inside the frame the portal opened the provider's page in. It is a
 * static page rather than a route of the portal, so the frame loads one small script instead of
 * the portal's whole entry.
 */
export const BILLING_RETURN_PAGE = '/billing-return.html';

/**
 * What the return page tells the page holding the frame (same origin): the billing portal is done.
 * public/billing-return.js cannot import this file and writes the same string;
 * tests/unit/billing-return.test.ts holds the two together.
 */
export const BILLING_PORTAL_CLOSED = 'customer-portal:billing-portal-closed';
