/** Texts of the subscribed apps table and its dialogs (spec 2 "Subscribed Apps table"). */

export const appsTexts = {
  tableLabel: 'Subscribed apps',
  empty: 'No apps yet.',
  /** Under 'No apps yet.', for an administrator: where apps come from. */
  emptyAdministrator: 'Apps come with a subscription to a package. Open the package link you were sent to subscribe this account; its apps then show here for the members you allow.',
  /** Under 'No apps yet.', for a member: who can change it. */
  emptyMember: 'An administrator of this account chooses which apps each member may use. Ask one of them for access.',
  loadFailed: 'The apps could not be loaded.',
  retry: 'Retry',
  manageSubscriptions: 'Manage Subscriptions',
} as const;

export const appColumnTexts = {
  app: 'App',
  package: 'Package',
  description: 'Description',
  action: 'Action',
  launch: 'Launch',
  /** The Launch button's accessible name, so rows can be told apart. */
  launchName: (productName: string) => `Launch ${productName}`,
} as const;

export const manageSubscriptionTexts = {
  title: 'Manage Subscription',
  loading: 'Opening the billing portal...',
  frameTitle: 'Billing portal',
  failed: 'The billing portal could not be opened.',
} as const;

/** Spec 2 "Launch Product confirmation modal". */
export const launchConfirmTexts = {
  title: 'Launch Product',
  question: 'Are you sure to launch the product?',
  cancel: 'Cancel',
  yes: 'Yes',
} as const;
