import { storageKeys } from './storage-keys';
import { sessionStore } from './token-store';

/** The chosen account survives a reload, in the token's storage, and only for the same user. */
type Saved = { userId: number; accountId: number };

export function readSelectedAccount(userId: number): number | null {
  try {
    const raw = sessionStore().getItem(storageKeys.selectedAccount);
    const saved = raw ? (JSON.parse(raw) as Saved) : null;
    return saved && saved.userId === userId ? saved.accountId : null;
  } catch {
    return null;
  }
}

export function writeSelectedAccount(userId: number, accountId: number | null): void {
  localStorage.removeItem(storageKeys.selectedAccount);
  sessionStorage.removeItem(storageKeys.selectedAccount);
  if (accountId !== null) sessionStore().setItem(storageKeys.selectedAccount, JSON.stringify({ userId, accountId }));
}
