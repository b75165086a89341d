/** Texts of the shell: layout, landing, error pages, offline notices. */

export const appName = 'Customer Portal';

export const loadingTexts = {
  loading: 'Loading',
} as const;

export const layoutTexts = {
  toggleMenu: 'Toggle menu',
  /** Spec "Layout": × while the menu is collapsed, ☰ otherwise. */
  toggleCollapsed: '×',
  toggleExpanded: '☰',
  mainMenu: 'Main menu',
  /** The open menu's own close button, on narrow screens. */
  closeMenu: 'Close menu',
  closeMenuGlyph: '×',
  apps: 'Apps',
  dashboard: 'Dashboard',
  products: 'Products',
  manageUsers: 'Manage Users',
  activity: 'Activity',
  singleSignOn: 'Single sign-on',
  account: 'Account',
  myProfile: 'My Profile',
  security: 'Security',
  switchAccount: 'Switch Account',
  logout: 'Logout',
} as const;

/** A value shown with its 'Copy' button (src/ui/CopyableText.tsx). */
export const copyTexts = {
  copy: 'Copy',
  copied: 'Copied',
  copyByHand: 'This could not be copied here: select it and copy it.',
} as const;

/** The shared dialogs of src/ui. */
export const dialogTexts = {
  close: 'Close',
} as const;

/** The region the toasts appear in, as a screen reader names it. */
export const toastTexts = {
  region: 'Notifications',
} as const;

export const accountSelectionTexts = {
  title: 'Add package to your account',
  createAccount: 'Create Account',
  noAccounts: 'There is no account linked to your user profile.',
} as const;

export const homeTexts = {
  /** Spec: header 'Home: ' plus the account reference. */
  header: 'Home: ',
  documentTitle: 'Home',
  apps: 'Apps',
} as const;

export const errorPageTexts = {
  notFoundTitle: 'Page not found',
  notFoundBody: 'Sorry, we could not find the page you are looking for.',
  serverErrorTitle: 'Something went wrong',
  serverErrorBody: 'There was an error on our side. Please try again later.',
  failureCheckout: 'Opps Something Went Wrong!!!',
  goHome: 'Go to Home',
} as const;

export const offlineTexts = {
  offline: 'You are offline. Showing saved data; changes are disabled until you reconnect.',
  updateAvailable: 'A new version is available',
  reload: 'Reload',
} as const;

/** Headings of the screens later issues fill in. */
export const placeholderTexts = {
  packages: 'Packages',
  manageSubscription: 'Manage Subscription',
} as const;

/** What a STANDARD member reads on an administrators' screen reached by its address. */
export const adminOnlyTexts = {
  manageSubscription: 'Only administrators can manage the subscription of this account.',
} as const;
