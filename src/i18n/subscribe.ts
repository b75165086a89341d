/**
 * Texts of subscribing to a package (spec 2 "Subscribe package", "Checkout return"). Texts the
 * specification quotes are verbatim; the rest fill gaps it leaves open. Messages the server also
 * answers with (and the spec's validation texts) live in the contract's billingMessages.
 */

export const subscribeLinkTexts = {
  title: 'Subscribe',
  loading: 'Loading the package...',
  missingToken: 'This subscription link has no package token. Please open the link you were sent again.',
  refused: 'This package cannot be subscribed to.',
} as const;

export const subscribePackageTexts = {
  title: 'Subscribe Package',
  loading: 'Loading the package...',
  noPackage: 'There is no package waiting to be subscribed. Open the subscription link you were sent to choose one.',
  products: 'Included products',
  selectAccount: 'Select Account',
  createAccount: 'create account',
  createAccountHint: 'Need another account?',
  excludeUsers: 'Exclude Users',
  excludeUsersHint: 'The users you choose will not be able to use this package until you allow them.',
  membersFailed: 'The users of this account could not be loaded.',
  cancel: 'Cancel',
  subscribe: 'Subscribe',
  formLabel: 'Subscribe to the package',
} as const;

export const checkoutReturnTexts = {
  documentTitle: 'Checkout',
  missingId: 'This checkout return carries no checkout id.',
} as const;

/** Shared by the subscribe screens: the way out when there is nothing to do. */
export const subscribeNavTexts = {
  goHome: 'Go to Home',
} as const;
