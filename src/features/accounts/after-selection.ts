import { paths } from '../../routing/paths';
import { storageKeys } from '../../session/storage-keys';

/** What spec 4 "After an account is selected" looks at, read from local storage. */
export type SelectionMarkers = { packageToken: boolean; referrer: boolean; accountUpdated: boolean };

export function readSelectionMarkers(storage: Storage = localStorage): SelectionMarkers {
  return {
    packageToken: Boolean(storage.getItem(storageKeys.packageToken)),
    referrer: Boolean(storage.getItem(storageKeys.referrer)),
    accountUpdated: Boolean(storage.getItem(storageKeys.accountUpdated)),
  };
}

/**
 * Spec 4: a package waiting to be subscribed wins, then a product launch by referrer, then the
 * dashboard; with the account-updated flag stored the user stays where they are (null).
 */
export function afterSelectionPath(markers: SelectionMarkers): string | null {
  if (markers.packageToken) return paths.subscribePackage;
  if (markers.referrer) return paths.redirect;
  if (markers.accountUpdated) return null;
  return paths.dashboard;
}

/** Spec "Account selection": a stored package-selection marker sends the landing page onwards. */
export const hasPackageMarker = (storage: Storage = localStorage): boolean =>
  Boolean(storage.getItem(storageKeys.packageToken));
