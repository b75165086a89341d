import { storageKeys } from '../../session/storage-keys';

/**
 * The package a `/subscribe?token=` link offered, kept in local storage until it is subscribed or
 * cancelled: it survives signing in or registering in between, and while it is there account
 * selection sends the user on to /subscribe-package (spec 4 "After an account is selected").
 */
export const readPackageToken = (): string | null => localStorage.getItem(storageKeys.packageToken) || null;

export const savePackageToken = (token: string): void => localStorage.setItem(storageKeys.packageToken, token);

export const clearPackageToken = (): void => localStorage.removeItem(storageKeys.packageToken);
