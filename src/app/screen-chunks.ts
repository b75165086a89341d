import { paths } from '../routing/paths';

/** The signed-in screens' modules, by the name of their file (and of their chunk in the build). */
export type SignedInScreenName =
  | 'AccountSelectionPage' | 'AccountPage' | 'SubscribePackagePage' | 'HomePage' | 'ProductsPage' | 'PackagesPage'
  | 'ProfilePage' | 'SecurityPage' | 'ManageSubscriptionPage' | 'ActivityPage' | 'SsoPage' | 'ManageUsersPage';

/** The frame around every signed-in screen. */
export const SIGNED_IN_FRAME_MODULE = 'AppLayout';

/**
 * The screen a signed-in start at each path shows. The portal starts loading it as the entry runs
 * (screens.ts), and the build names its chunks for the server to announce with the page
 * (scripts/route-preloads.ts), so a phone asks for them before the entry has even arrived.
 */
export const SIGNED_IN_SCREEN_OF: Readonly<Record<string, SignedInScreenName>> = {
  [paths.home]: 'AccountSelectionPage',
  [paths.createAccount]: 'AccountPage',
  [paths.subscribePackage]: 'SubscribePackagePage',
  [paths.dashboard]: 'HomePage',
  [paths.products]: 'ProductsPage',
  [paths.packages]: 'PackagesPage',
  [paths.profile]: 'ProfilePage',
  [paths.security]: 'SecurityPage',
  [paths.updateAccount]: 'AccountPage',
  [paths.manageSubscription]: 'ManageSubscriptionPage',
  [paths.manageUser]: 'ManageUsersPage',
  [paths.activity]: 'ActivityPage',
  [paths.sso]: 'SsoPage',
};
