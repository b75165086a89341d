/*
 * The members API's own answers; the portal shows them as they come (the contract's
 * memberMessages and inviteMessages hold every text the portal decides on).
 */

/** accept-invitation for an address without a user profile: the portal goes on to register. */
export const REGISTER_TO_ACCEPT_MESSAGE = 'Create your user profile to accept this invitation.';

/** Only administrators can be primary contact (spec 6), so the primary contact stays one. */
export const PRIMARY_CONTACT_DEMOTION_MESSAGE =
  'This administrator is the primary contact of this account. Make another administrator the primary contact first.';
