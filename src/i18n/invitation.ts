/**
 * Texts of the accept-invitation page (spec 2 "Accept invitation"). The title, the invitation
 * sentence and the buttons are the specification's, verbatim; the rest fills gaps it leaves open.
 * The messages the server also answers with (accepted, declined, missing token...) live in the
 * contract's memberMessages.
 */
export const invitationTexts = {
  title: 'Account Invitation',
  /** Followed by the account's name, read from the invitation token. */
  invitedTo: 'you have been invited to join account',
  /** When the token does not name the account (it could not be read). */
  invitedToUnnamed: 'You have been invited to join an account.',
  /** Followed by the invited address, so a user signed in as someone else sees which one to use. */
  sentTo: 'This invitation was sent to',
  cancel: 'Cancel',
  accept: 'Accept Invitation',
} as const;
