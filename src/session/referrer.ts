import { storageKeys } from './storage-keys';

/**
 * The product a launcher link asked for (spec 4 "Local storage holds ... saved referrer"), kept in
 * local storage so it survives signing in: account selection then sends the user to /redirect.
 * It lives below the features because two of them use it (auth stores it, launcher reads and
 * clears it).
 */
export const readReferrer = (): string | null => localStorage.getItem(storageKeys.referrer) || null;

export const saveReferrer = (referrer: string): void => localStorage.setItem(storageKeys.referrer, referrer);

export const clearReferrer = (): void => localStorage.removeItem(storageKeys.referrer);
