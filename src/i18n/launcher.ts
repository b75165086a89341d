/** Texts of the launcher: spec 2 "Redirect page" (verbatim, typo included) and the Launch button. */

export const redirectTexts = {
  heading: 'Redirecting...',
  fetching: 'Fetching products, please wait...',
  found: 'Product found! Redirecting now...',
  wrongReferrer: 'Wrong referrer!, please lunch your product from dashboard.',
  failed: 'An error occurred while fetching products.',
  goHome: 'Go Back To Home',
} as const;

/** The login page while a launcher link's token and referrer are exchanged (spec 2 "Login"). */
export const launchLinkTexts = {
  redirecting: redirectTexts.heading,
} as const;

export const launchAppTexts = {
  /** The browser refused the new tab, so nothing was asked of the server. */
  tabBlocked: 'The app could not be opened in a new tab. Allow pop-ups for this site and try again.',
} as const;
